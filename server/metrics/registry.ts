import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../ports/match-pool';
import { engineErrorCounts } from './engine-errors';

/** What the gauges read at scrape time: existing state, never a second copy kept in step. */
export interface MetricSources {
  /** The match pool's own figures (waiting searchers, open matches, matches made). */
  poolStats(): Promise<PoolStats>;
  /** Answered friend calls that have not ended. */
  friendCallsInProgress(): Promise<number>;
  /** Open upgraded sockets per WebSocket path (`/peerjs/peerjs`, `/realtime`). */
  openSockets(): ReadonlyMap<string, number>;
}

export interface Metrics {
  readonly registry: Registry;
  /** One answered HTTP request: its route pattern, status and duration. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
}

/** Long-polls (`/get-peer-id`) answer after up to MATCH_WAIT_SECONDS (25), hence the top buckets. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const statusClass = (code: number) => `${Math.floor(code / 100)}xx`;

/**
 * A registry of its own per app (tests run many apps in one process; the global registry would
 * refuse the second set of names). Gauges and the counters derived from state fill themselves in
 * `collect()`, which prom-client calls on every scrape.
 */
export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  new Gauge({
    name: 'petchat_searchers_waiting',
    help: 'Random-chat searchers waiting in the match pool.',
    registers: [registry],
    async collect() {
      this.set((await sources.poolStats()).waiting);
    },
  });

  new Counter({
    name: 'petchat_matches_total',
    help: 'Random-chat matches made since the start (rate() gives matches per second).',
    registers: [registry],
    async collect() {
      // The pool counts them; the counter mirrors its running total.
      const made = (await sources.poolStats()).matchesMade;
      this.reset();
      this.inc(made);
    },
  });

  new Gauge({
    name: 'petchat_calls_in_progress',
    help: 'Calls not ended: random-chat matches and answered friend calls.',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const [stats, friend] = await Promise.all([sources.poolStats(), sources.friendCallsInProgress()]);
      this.set({ kind: 'random' }, stats.activeMatches);
      this.set({ kind: 'friend' }, friend);
    },
  });

  new Gauge({
    name: 'petchat_open_sockets',
    help: 'Open WebSocket connections per endpoint path.',
    labelNames: ['endpoint'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [endpoint, open] of sources.openSockets()) this.set({ endpoint }, open);
    },
  });

  new Counter({
    name: 'petchat_engine_errors_total',
    help: 'Failed operations of the match pool and of Redis.',
    labelNames: ['engine'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [engine, count] of Object.entries(engineErrorCounts())) this.inc({ engine }, count);
    },
  });

  const latency = new Histogram({
    name: 'petchat_http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });

  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      latency.observe({ method, route, status_class: statusClass(statusCode) }, seconds);
    },
  };
}
