/**
 * Matching benchmark: 1,000 simulated searchers against the real server in this process
 * (fastify + PGlite + the in-process pool, over real HTTP on loopback). Prints pairs per second
 * and the latency of POST /api/get-peer-id. Goals: ≥ 2,000 pairs/s, p99 < 50 ms. It prints,
 * never asserts: timings depend on the machine and on whatever else runs on it.
 *
 * The server runs on the main thread; the searchers run in a worker thread
 * (`matching/searchers.ts`, node:http with kept-alive sockets), as clients are other machines
 * in production. The busy share of the server thread (event-loop utilisation) and the CPU of the
 * whole process are printed with each phase: on a shared machine, pairs per CPU-second compare
 * better between runs than pairs per second.
 *
 * Two phases:
 * 1. closed loop — every searcher searches again as soon as it has an answer: the most pairs
 *    per second the server sustains. Latency here includes waiting for a partner and queueing
 *    behind 1,000 concurrent requests.
 * 2. open loop — searches arrive at a fixed rate (the goal: 4,000 searches/s = 2,000 pairs/s,
 *    then a light 200/s); latency here is what one user feels at that load.
 *
 * PGlite in memory by default; BENCH_DATABASE_URL=postgres://… runs it on a scratch database of
 * that PostgreSQL server instead. The same load runs twice: on the in-process pool, then on the
 * Redis pool (REDIS_URL; one Lua script call per event-loop turn's searches) against a redis-server started here,
 * recorded as `matching (redis)` beside the in-process figures. The per-user Next cooldown is switched off (SEARCH_COOLDOWN_MS=0): with it, 1,000 users
 * could make at most 500 pairs/s by design.
 *
 * A search's server-thread cost at 4,000 and 8,000 searches/s is printed as CPU time the thread
 * ran (/proc, `matching/cpu-clock.ts`), which a machine shared with redis-server, the searchers and
 * other work does not inflate, and at 8,000/s also as busy time (event-loop utilisation, what
 * issue 30 first measured). Both pools run in the same harness, one after the other, and the Redis
 * pool's figures are divided by the in-process ones of the same run at each of the two rates
 * (issue 30: ≤ 1.3×; at 4,000/s a turn of the event loop holds few searches, so per-turn costs
 * weigh most there). BENCH_CPU_PROFILE=<dir> writes a CPU profile of each pool's 4,000/s window
 * (`matching/cpu-profile.ts`, read with `matching/summarise-profile.ts`); BENCH_MATCHING_RATES=4000,8000
 * runs only those open-loop rates (a quicker A/B of two versions of the pool).
 * The load average is printed with each run. One instance against two on the Redis pool is
 * `matching-instances.ts`.
 */
import os from 'node:os';
import { performance as nodePerformance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { MemoryMatchPool } from '../server/adapters/match-pool/memory';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { systemClock } from '../server/ports/clock';
import { startTestRedis } from '../tests/api/support/test-redis';
import { freshDatabase } from './fresh-database';
import { loadAverage, mainThreadCpuSeconds, processCpuSeconds } from './matching/cpu-clock';
import { startProfile } from './matching/cpu-profile';
import type { BenchSearcher, SearcherCommand, SearcherReport, SearchersInput } from './matching/searchers';
import { seedSessions } from './matching/seed-sessions';
import { atLeast, atMost, record } from './results';
import { benchServerConfig } from './server-config';

const SEARCHERS = 1000;
const CLOSED_LOOP_MS = 5000;
const RAMP_UP_MS = 1000;
/**
 * Searches per second: the first goal (2,000 pairs/s), the rates of issue 16 (8,000 and 12,000:
 * the pool path should make ≥ 5,000 pairs/s with p99 ≤ 20 ms), and a light load for unsaturated
 * latency.
 */
const OPEN_LOOP_RATES = process.env.BENCH_MATCHING_RATES?.split(',').map(Number) ?? [4000, 8000, 12000, 200];
const OPEN_LOOP_MS = 3000;
/** Server-thread cost per request is compared at this rate: busy enough that wake-ups are shared by many requests, below saturation. */
const FLOOR_RATE = 8000;
/** The rates at which the Redis pool's search is divided by the in-process one's (issue 30: the goal rate too). */
const RATIO_RATES = [4000, FLOOR_RATE];
const NOOP_PATH = '/api/bench-noop';
/** The window profiled with BENCH_CPU_PROFILE=<dir> (matching/cpu-profile.ts): issue 30's goal rate. */
const PROFILED_RATE = 4000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** CPU time of this process since `since` (user + system), in seconds. */
function cpuSeconds(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
}

function p99Of(latencies: number[]): number {
  return percentile(
    [...latencies].sort((a, b) => a - b),
    99,
  );
}

function describe(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms (${sorted.length} requests)`;
}

/** The pool's own ceiling: searches straight into the in-process adapter. */
async function poolThroughput(): Promise<number> {
  const pool = new MemoryMatchPool({ clock: systemClock });
  const rounds = 50;
  const started = performance.now();
  for (let round = 0; round < rounds; round++) {
    const waits: Promise<unknown>[] = [];
    for (let id = 1; id <= SEARCHERS; id++) {
      waits.push(
        pool.search(
          {
            userId: id,
            peerId: `p${id}`,
            breedId: null,
            breedFilter: null,
            excluded: [],
            profile: { id, name: 'n', pet_name: 'p', pet_gender: 'boy', friends: [] },
          },
          { timeoutMs: 25_000 },
        ),
      );
    }
    await Promise.all(waits);
  }
  const seconds = (performance.now() - started) / 1000;
  const { matchesMade } = await pool.stats();
  await pool.close();
  return matchesMade / seconds;
}

/** Server-thread cost of a search on the in-process pool in this run, per rate, for the Redis pool's ratios. */
let inProcessSearchCost: SearchCosts | null = null;

export async function benchMatching(): Promise<void> {
  inProcessSearchCost = await runMatching({
    bench: process.env.BENCH_DATABASE_URL ? 'matching (postgres)' : 'matching',
  });
}

/** The same load on the Redis pool: one redis-server (no persistence) on loopback, started here. */
export async function benchMatchingOnRedis(): Promise<void> {
  const redis = await startTestRedis();
  try {
    const bench = process.env.BENCH_DATABASE_URL ? 'matching (redis, postgres)' : 'matching (redis)';
    const costs = await runMatching({ bench, redisUrl: redis.url, redisPid: redis.process.pid });
    const base = inProcessSearchCost;
    if (base) recordRatios(bench, base, costs);
  } finally {
    await redis.stop();
  }
}

/**
 * Issue 30: a Redis search costs at most 1.3× the in-process one's server-thread time, at the
 * goal rate (4,000/s, where a turn of the event loop holds few searches) and at FLOOR_RATE. CPU
 * time is the judge (busy time counts waiting for a core, which redis-server itself causes on two
 * cores); busy time is printed beside it at FLOOR_RATE as before.
 */
function recordRatios(bench: string, base: SearchCosts, costs: SearchCosts): void {
  const parts: string[] = [];
  for (const rate of RATIO_RATES) {
    const ours = costs.get(rate);
    const theirs = base.get(rate);
    if (!ours || !theirs) continue;
    if (ours.cpuUs !== null && theirs.cpuUs !== null) {
      const cpuRatio = ours.cpuUs / theirs.cpuUs;
      record({
        bench,
        name:
          rate === FLOOR_RATE
            ? 'search: server thread CPU per request, Redis ÷ in-process'
            : `search at ${rate}/s: server thread CPU per request, Redis ÷ in-process`,
        value: cpuRatio,
        unit: '×',
        goal: atMost(1.3),
      });
      parts.push(
        `${cpuRatio.toFixed(2)}× CPU time at ${rate}/s (${ours.cpuUs.toFixed(0)} against ${theirs.cpuUs.toFixed(0)} µs)`,
      );
    }
    if (rate === FLOOR_RATE) {
      const busyRatio = ours.busyUs / theirs.busyUs;
      record({
        bench,
        name: 'search: server thread per request, Redis ÷ in-process',
        value: busyRatio,
        unit: '×',
        goal: atMost(1.3),
      });
      parts.push(`${busyRatio.toFixed(2)}× busy time at ${rate}/s`);
    }
  }
  console.log(`  a search on Redis against in-process, server thread: ${parts.join(', ')} (goal ≤ 1.3×)`);
}

/** A search's server-thread cost at one offered rate (busy time, and CPU time where /proc has it). */
interface SearchCost {
  busyUs: number;
  cpuUs: number | null;
}
type SearchCosts = Map<number, SearchCost>;

async function runMatching({
  bench,
  redisUrl,
  redisPid,
}: {
  bench: string;
  redisUrl?: string;
  redisPid?: number;
}): Promise<SearchCosts> {
  const loadAtStart = loadAverage();
  const scratch = await scratchDatabase();
  const database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: 'memory://' });
  const config = benchServerConfig(redisUrl ? { redisUrl, redisPrefix: 'bench:' } : {});
  const { app, ctx } = await buildApp({ config, database, logger: false });
  const redisWrites = ctx.redis ? countSocketWrites(ctx.redis.client) : null;
  // The floor: a route that answers at once, behind the same server stack (every global hook,
  // no compression, like the search routes), to tell the framework's cost from the search's.
  app.post(NOOP_PATH, { compress: false, decompress: false }, async () => ({ randomUser: null }));
  // 1,000 clients connect at once: a backlog above Node's default 511 avoids refused connections.
  await app.listen({ port: 0, host: '127.0.0.1', backlog: 2048 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}/api`;

  try {
    // Users with live sessions, straight into the database (sign-up is not what we measure).
    const sessions = await seedSessions(ctx.db, SEARCHERS, 'bench');
    const searchers: BenchSearcher[] = [];
    for (let i = 0; i < sessions.length; i += 100) {
      const batch = await Promise.all(
        sessions.slice(i, i + 100).map(async (s) => {
          const authorization = `Bearer ${await ctx.signer.sign(s)}`;
          const res = await fetch(`${base}/peer-credentials`, { headers: { authorization } });
          const body = (await res.json()) as { peer_id: string };
          return { id: s.userId, authorization, peerId: body.peer_id };
        }),
      );
      searchers.push(...batch);
    }

    const drainPool = async () => {
      for (const s of searchers) await ctx.matchPool.leave(s.id);
    };
    const worker = new Worker(new URL('./matching/worker.mjs', import.meta.url), {
      workerData: { port, searchers } satisfies SearchersInput,
    });
    const reports: SearcherReport[] = [];
    const waiters: Array<() => void> = [];
    worker.on('message', (message: SearcherReport) => {
      reports.push(message);
      for (const wake of waiters.splice(0)) wake();
    });
    const send = (command: SearcherCommand) => worker.postMessage(command);
    const next = async <T extends SearcherReport['type']>(type: T): Promise<Extract<SearcherReport, { type: T }>> => {
      for (;;) {
        const index = reports.findIndex((r) => r.type === type);
        if (index >= 0) return reports.splice(index, 1)[0] as Extract<SearcherReport, { type: T }>;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    };
    /** Drains the pool until the worker's requests have all answered (late arrivals would wait 25 s). */
    const settle = async () => {
      const settled = next('settled');
      let done = false;
      void settled.then(() => {
        done = true;
      });
      while (!done) {
        await drainPool();
        await sleep(20);
      }
      return settled;
    };
    /** Pairs, server-thread busy share and process CPU over one measured window. */
    const measureWindow = async () => {
      await next('window-start');
      const pairsBefore = (await ctx.matchPool.stats()).matchesMade;
      const elu = nodePerformance.eventLoopUtilization();
      const cpu = process.cpuUsage();
      const threadCpu = mainThreadCpuSeconds();
      const writesBefore = redisWrites?.count() ?? 0;
      const redisCpu = processCpuSeconds(redisPid);
      const started = performance.now();
      await next('window-end');
      const seconds = (performance.now() - started) / 1000;
      const threadCpuEnd = mainThreadCpuSeconds();
      const writes = (redisWrites?.count() ?? 0) - writesBefore;
      const redisCpuEnd = processCpuSeconds(redisPid);
      const pairs = (await ctx.matchPool.stats()).matchesMade - pairsBefore;
      const cpuUsed = cpuSeconds(cpu);
      const busy = nodePerformance.eventLoopUtilization(elu).utilization;
      const result = await settle();
      return {
        seconds,
        pairs,
        cpuUsed,
        busy,
        /** CPU seconds the server (main) thread ran in the window; null off Linux. */
        serverCpu: threadCpu !== null && threadCpuEnd !== null ? threadCpuEnd - threadCpu : null,
        redisCpu: redisCpu !== null && redisCpuEnd !== null ? redisCpuEnd - redisCpu : null,
        /** Writes to the Redis command socket in the window (each one a syscall). */
        writes,
        ...result,
      };
    };
    const load = (w: {
      seconds: number;
      pairs: number;
      cpuUsed: number;
      busy: number;
      serverCpu: number | null;
      redisCpu: number | null;
    }) =>
      `server thread busy ${(w.busy * 100).toFixed(0)}%` +
      (w.serverCpu !== null ? ` (ran ${w.serverCpu.toFixed(2)} CPU-s)` : '') +
      `, process CPU ${w.cpuUsed.toFixed(1)} s: ${(w.pairs / w.cpuUsed).toFixed(0)} pairs per CPU-second` +
      (w.redisCpu !== null ? `; redis-server ${w.redisCpu.toFixed(2)} CPU-s` : '');

    let failures = 0;
    send({ type: 'warmup' });
    await next('warm');
    await drainPool();

    // Phase 1: closed loop, measured after a ramp-up second (1,000 connections opening at once).
    send({ type: 'closed', rampUpMs: RAMP_UP_MS, measureMs: CLOSED_LOOP_MS });
    const closed = await measureWindow();
    failures += closed.failures;

    // Phase 2: open loop at fixed arrival rates: the goal rate, and a light one for unloaded latency.
    const openLines = [];
    const openWindows = new Map<number, Awaited<ReturnType<typeof measureWindow>>>();
    for (const rate of OPEN_LOOP_RATES) {
      send({ type: 'open', rate, durationMs: OPEN_LOOP_MS });
      const profile =
        rate === PROFILED_RATE ? await startProfile(process.env.BENCH_CPU_PROFILE, `${bench}-${rate}`) : null;
      const open = await measureWindow();
      await profile?.stop();
      openWindows.set(rate, open);
      failures += open.failures;
      const label = `open loop ${rate}/s`;
      const pairsPerSecond = open.pairs / open.seconds;
      const heavy = rate >= 8000;
      record({
        bench,
        name: `${label}: pairs/s`,
        value: pairsPerSecond,
        unit: 'pairs/s',
        goal: heavy ? atLeast(5000) : undefined,
      });
      record({
        bench,
        name: `${label}: p99`,
        value: p99Of(open.latencies),
        unit: 'ms',
        // Issue 30: the Redis pool at 4,000 searches/s offered, p99 ≤ 20 ms as well.
        goal: heavy || (redisUrl && rate === 4000) ? atMost(20) : undefined,
      });
      record({ bench, name: `${label}: pairs per CPU-second`, value: open.pairs / open.cpuUsed, unit: 'pairs/CPU-s' });
      openLines.push(
        `  open loop at ${rate} searches/s (${OPEN_LOOP_MS / 1000} s): ${(open.pairs / open.seconds).toFixed(0)} pairs/s; /get-peer-id ${describe(open.latencies)}` +
          (open.starved > 0 ? `; ${open.starved} arrivals found every searcher busy` : '') +
          `\n    ${load(open)}`,
      );
    }
    // Server-thread time per request at FLOOR_RATE: the search path against the no-op floor.
    send({ type: 'open', rate: FLOOR_RATE, durationMs: OPEN_LOOP_MS, path: NOOP_PATH });
    const noop = await measureWindow();
    failures += noop.failures;
    const perRequest = (w: { busy: number; seconds: number }, requests: number) =>
      (w.busy * w.seconds * 1e6) / Math.max(1, requests);
    const noopUs = perRequest(noop, noop.latencies.length);
    /** CPU time the server thread ran per request: unlike busy time, not inflated by waiting for a core. */
    const cpuPerRequest = (w: { serverCpu: number | null }, requests: number) =>
      w.serverCpu === null ? null : (w.serverCpu * 1e6) / Math.max(1, requests);
    const noopCpuUs = cpuPerRequest(noop, noop.latencies.length);
    if (noopCpuUs !== null)
      record({
        bench,
        name: `no-op route on the same stack at ${FLOOR_RATE}/s: server thread CPU per request`,
        value: noopCpuUs,
        unit: 'µs',
      });
    record({
      bench,
      name: `no-op route on the same stack at ${FLOOR_RATE}/s: server thread per request`,
      value: noopUs,
      unit: 'µs',
    });
    // Per search at the compared rates: the goal rate (4,000/s) and FLOOR_RATE.
    const costs: SearchCosts = new Map();
    for (const rate of RATIO_RATES) {
      const window = openWindows.get(rate);
      if (!window) continue;
      const searches = window.latencies.length;
      const searchUs = perRequest(window, searches);
      const searchCpuUs = cpuPerRequest(window, searches);
      costs.set(rate, { busyUs: searchUs, cpuUs: searchCpuUs });
      record({ bench, name: `search at ${rate}/s: server thread per request`, value: searchUs, unit: 'µs' });
      if (searchCpuUs !== null)
        record({ bench, name: `search at ${rate}/s: server thread CPU per request`, value: searchCpuUs, unit: 'µs' });
      const redisUs = window.redisCpu === null ? null : (window.redisCpu * 1e6) / Math.max(1, searches);
      if (redisUs !== null)
        record({ bench, name: `search at ${rate}/s: redis-server CPU per request`, value: redisUs, unit: 'µs' });
      const writesPerSearch = redisWrites ? window.writes / Math.max(1, searches) : null;
      if (writesPerSearch !== null)
        record({
          bench,
          name: `search at ${rate}/s: Redis socket writes per search`,
          value: writesPerSearch,
          unit: 'writes',
        });
      if (searchCpuUs !== null)
        openLines.push(
          `  server thread CPU per search at ${rate}/s: ${searchCpuUs.toFixed(0)} µs` +
            (rate === FLOOR_RATE && noopCpuUs !== null ? ` (no-op route ${noopCpuUs.toFixed(0)} µs)` : '') +
            (redisUs !== null ? `; redis-server ${redisUs.toFixed(0)} µs per search` : '') +
            (writesPerSearch !== null ? `; ${writesPerSearch.toFixed(2)} Redis socket writes per search` : ''),
        );
      if (rate === FLOOR_RATE)
        openLines.push(
          `  server thread per request at ${FLOOR_RATE}/s: search ${searchUs.toFixed(0)} µs, a no-op route behind the same stack ${noopUs.toFixed(0)} µs (${(1e6 / noopUs).toFixed(0)} requests/s at most for any route on this thread)`,
        );
    }
    send({ type: 'exit' });
    await worker.terminate();

    // The in-process adapter's own ceiling; the Redis pool has no such figure (every step is a
    // network round trip, which the HTTP figures already include).
    const poolOnly = redisUrl ? null : await poolThroughput();
    if (poolOnly !== null) record({ bench, name: 'pool alone', value: poolOnly, unit: 'pairs/s' });
    record({ bench, name: 'closed loop: pairs/s', value: closed.pairs / closed.seconds, unit: 'pairs/s' });
    record({
      bench,
      name: 'closed loop: pairs per CPU-second',
      value: closed.pairs / closed.cpuUsed,
      unit: 'pairs/CPU-s',
    });
    console.log(
      `\nMatching benchmark — ${SEARCHERS} searchers (worker thread), ${ctx.database.driver}, ${redisUrl ? 'Redis pool (redis-server on loopback)' : 'in-process pool'}, loopback HTTP, cooldown off`,
    );
    if (poolOnly !== null) console.log(`  pool alone (no HTTP, no database): ${poolOnly.toFixed(0)} pairs/s`);
    console.log(
      `  closed loop (${CLOSED_LOOP_MS / 1000} s): ${(closed.pairs / closed.seconds).toFixed(0)} pairs/s; /get-peer-id ${describe(closed.latencies)}`,
    );
    console.log(`    ${load(closed)}`);
    console.log(`    (latency includes waiting for a partner and queueing behind ${SEARCHERS} concurrent requests)`);
    for (const line of openLines) console.log(line);
    if (failures > 0) console.log(`  ${failures} requests failed (connection errors), left out of the latencies`);
    console.log(
      '  goals: ≥ 2000 pairs/s, p99 < 50 ms; at 8,000 and 12,000 searches/s ≥ 5000 pairs/s, p99 ≤ 20 ms (printed, not asserted)',
    );
    console.log(`  machine: ${os.cpus().length} cores; at start ${loadAtStart}, at end ${loadAverage()}`);
    return costs;
  } finally {
    await app.close();
    await database.close();
    await scratch.drop();
  }
}

/** PGlite in memory, or a throw-away database on BENCH_DATABASE_URL's PostgreSQL server. */
async function scratchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) return { url: '', drop: async () => {} };
  return freshDatabase(base);
}

/**
 * Counts the writes that reach the Redis command socket's transport (a corked batch is one
 * `_writev`): how many syscalls the pool's commands cost, which `write-batch.ts` coalesces.
 */
function countSocketWrites(client: unknown): { count(): number } {
  let writes = 0;
  let wrapped: unknown = null;
  const wrap = () => {
    const stream = (client as { stream?: Record<'_write' | '_writev', (...args: unknown[]) => unknown> }).stream;
    if (!stream || stream === wrapped) return;
    wrapped = stream;
    for (const method of ['_write', '_writev'] as const) {
      const original = stream[method];
      stream[method] = function (this: unknown, ...args: unknown[]) {
        writes += 1;
        return original.apply(this, args);
      };
    }
  };
  return {
    count() {
      wrap();
      return writes;
    },
  };
}
