/**
 * The simulated searchers of bench/matching.ts, in a worker thread: the server keeps the main
 * thread to itself, as it would in production where clients are other machines. Requests go
 * through node:http with one kept-alive socket per searcher (fetch costs several times more CPU
 * per request, which on one shared thread was most of what the benchmark measured).
 *
 * Commands arrive as messages; every answer is a message back (see `SearcherCommand` and
 * `SearcherReport`).
 */
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';

export interface BenchSearcher {
  id: number;
  authorization: string;
  peerId: string;
  /** The server port this searcher talks to; `SearchersInput.port` when absent (one server). */
  port?: number;
}

export interface SearchersInput {
  port: number;
  searchers: BenchSearcher[];
}

export type SearcherCommand =
  | { type: 'warmup' }
  | { type: 'closed'; rampUpMs: number; measureMs: number }
  /** `path`: another POST route than the search (the no-op floor of bench/matching.ts). */
  | { type: 'open'; rate: number; durationMs: number; path?: string }
  | { type: 'exit' };

export type SearcherReport =
  | { type: 'warm' }
  /** The measured window of a phase starts now (the main thread reads pool stats and CPU). */
  | { type: 'window-start' }
  | { type: 'window-end' }
  /**
   * Every request of the phase has answered (until then the main thread keeps draining the
   * pool). Closed loop: latencies of requests within the window; open loop: of every request
   * dispatched in the window, as the searches that were still waiting at its end count too.
   */
  | { type: 'settled'; latencies: number[]; starved: number; failures: number };

const port = parentPort;
if (port) {
  const { port: serverPort, searchers } = workerData as SearchersInput;
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  let failures = 0;
  const report = (message: SearcherReport) => port.postMessage(message);

  let searchPath = '/api/get-peer-id';
  const post = (s: BenchSearcher): Promise<number> =>
    new Promise((resolve, reject) => {
      const body = JSON.stringify({ exclusion_users: [], peer_id: s.peerId });
      const request = http.request(
        {
          host: '127.0.0.1',
          port: s.port ?? serverPort,
          path: searchPath,
          method: 'POST',
          agent,
          headers: {
            authorization: s.authorization,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  /** One search; its latency, or null when it failed. */
  const search = async (s: BenchSearcher): Promise<number | null> => {
    const started = performance.now();
    try {
      const status = await post(s);
      if (status !== 200) throw new Error(`get-peer-id answered ${status}`);
      return performance.now() - started;
    } catch {
      failures += 1;
      return null;
    }
  };

  const warmup = async () => {
    // JIT, and one kept-alive connection per searcher, opened 100 at a time.
    for (let i = 0; i < searchers.length; i += 100) await Promise.all(searchers.slice(i, i + 100).map(search));
    report({ type: 'warm' });
  };

  /** Every searcher searches again as soon as it has an answer. */
  const closedLoop = async (rampUpMs: number, measureMs: number) => {
    failures = 0;
    const latencies: number[] = [];
    let running = true;
    let windowStart = Number.POSITIVE_INFINITY;
    let windowEnd = Number.POSITIVE_INFINITY;
    const loops = searchers.map(async (s) => {
      while (running) {
        const startedAt = performance.now();
        const ms = await search(s);
        if (ms !== null && startedAt >= windowStart && startedAt + ms <= windowEnd) latencies.push(ms);
      }
    });
    await sleep(rampUpMs);
    windowStart = performance.now();
    report({ type: 'window-start' });
    await sleep(measureMs);
    windowEnd = performance.now();
    running = false;
    report({ type: 'window-end' });
    await Promise.all(loops);
    report({ type: 'settled', latencies, starved: 0, failures });
  };

  /** Searches arrive at a fixed rate, each by an idle searcher. */
  const openLoop = async (rate: number, durationMs: number) => {
    failures = 0;
    const latencies: number[] = [];
    const idle = [...searchers];
    const inflight: Promise<void>[] = [];
    let dispatched = 0;
    let starved = 0;
    report({ type: 'window-start' });
    const started = performance.now();
    for (;;) {
      const elapsed = performance.now() - started;
      if (elapsed >= durationMs) break;
      const due = Math.floor((elapsed / 1000) * rate) - dispatched;
      for (let i = 0; i < due; i++) {
        const s = idle.pop();
        dispatched += 1;
        if (!s) {
          starved += 1;
          continue;
        }
        inflight.push(
          search(s).then((ms) => {
            if (ms !== null) latencies.push(ms);
            idle.push(s);
          }),
        );
      }
      await sleep(2);
    }
    report({ type: 'window-end' });
    await Promise.all(inflight);
    report({ type: 'settled', latencies, starved, failures });
  };

  port.on('message', (command: SearcherCommand) => {
    if (command.type === 'warmup') void warmup();
    else if (command.type === 'closed') void closedLoop(command.rampUpMs, command.measureMs);
    else if (command.type === 'open') {
      searchPath = command.path ?? '/api/get-peer-id';
      void openLoop(command.rate, command.durationMs);
    } else {
      agent.destroy();
      port.close();
    }
  });
}
