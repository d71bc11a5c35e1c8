/**
 * The search round trip alone (issue 30 item 4): one user already waits in the pool, the other's
 * `POST /api/get-peer-id` is timed from the request leaving the client to its answer, as the
 * first-frame bench's "search round trip (the server pairs)" step, without browsers. The real
 * server runs on this process's main thread (fastify, the in-process pool), the client on a worker
 * thread (`search/client-worker.ts`, HTTP on loopback with kept-alive sockets, as a browser keeps
 * them).
 *
 * Three cases, ROUNDS pairs each:
 * - next call: the same few pairs search again and again, each round ending as the app ends a
 *   call (both PATCH /is-on-call true, the starter's /end-call, the waiter's acknowledging
 *   /end-call with notEnd), so the caches are as warm as in the app after its first call;
 * - Next during a call: the same, but the call is left by searching again while still marked
 *   on a call (the app's Next, whose /end-call is sent without waiting);
 * - first search: a fresh pair each round, signed in and given peer credentials just before
 *   (every cache cold for them), as a user's first Start.
 *
 * Printed: p50 / p95 of the round trip and of the server's own part (onRequest → onSend), and
 * each database statement run during the timed request (count and median per search). PGlite in
 * memory; then PostgreSQL on a scratch database when BENCH_DATABASE_URL or TEST_DATABASE_URL is
 * set; and last on the Redis pool (a redis-server started here; PostgreSQL when set, else
 * PGlite). BENCH_CPU_PROFILE=<dir> writes a CPU profile of the next-call rounds of each run. It
 * prints, never asserts.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { setTimeout as sleep, setImmediate as tick } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { startTestRedis } from '../tests/api/support/test-redis';
import { freshDatabase } from './fresh-database';
import { loadAverage } from './matching/cpu-clock';
import { startProfile } from './matching/cpu-profile';
import { seedSessions } from './matching/seed-sessions';
import { atMost, record } from './results';
import { type Answer, type ClientReply, type ClientRequest, TIMED } from './search/http-client';
import { installQueryTimer, type TimedQuery } from './search/query-timer';
import { benchServerConfig } from './server-config';

const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 300);
const WARMUP_ROUNDS = 30;
/** Pairs the next-call case cycles through (the app's two users, a few times over). */
const REPEATING_PAIRS = 10;
/**
 * How long the partner has waited when the starter searches: in the app (and the first-frame
 * bench) it is seconds, never the instant; the Redis pool batches only searches that come within
 * 2 ms of each other.
 */
const PARTNER_WAITED_MS = 20;

/** The client on its own thread (search/client-worker.ts); the same call as `httpClient`'s. */
function threadClient(port: number) {
  const worker = new Worker(new URL('./search/worker.mjs', import.meta.url), { workerData: { port } });
  const pending = new Map<number, { resolve: (a: Answer) => void; reject: (e: Error) => void }>();
  let ids = 0;
  worker.on('message', (reply: ClientReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) waiting?.reject(new Error(reply.error));
    else waiting?.resolve(reply.answer);
  });
  const call = (method: string, route: string, authorization: string, body?: unknown, timed = false) =>
    new Promise<Answer>((resolve, reject) => {
      const id = ++ids;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, method, route, authorization, body, timed } satisfies ClientRequest);
    });
  return { call, stop: () => worker.terminate() };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const sortedOf = (values: number[]) => [...values].sort((a, b) => a - b);

interface User {
  id: number;
  authorization: string;
  peerId: string;
}

interface Sample {
  roundTrip: number;
  server: number;
  queries: TimedQuery[];
}

function summarise(label: string, samples: Sample[]) {
  const trips = sortedOf(samples.map((s) => s.roundTrip));
  const server = sortedOf(samples.map((s) => s.server));
  const byLabel = new Map<string, number[]>();
  for (const s of samples) for (const q of s.queries) byLabel.set(q.label, [...(byLabel.get(q.label) ?? []), q.ms]);
  const lines = [
    `  ${label}: round trip p50 ${percentile(trips, 50).toFixed(2)} ms, p95 ${percentile(trips, 95).toFixed(2)} ms; server (onRequest → onSend) p50 ${percentile(server, 50).toFixed(2)} ms, p95 ${percentile(server, 95).toFixed(2)} ms (${samples.length} pairs)`,
  ];
  if (byLabel.size === 0) lines.push('    no database statement during the timed search');
  for (const [name, times] of [...byLabel].sort((a, b) => b[1].length - a[1].length)) {
    const sorted = sortedOf(times);
    lines.push(
      `    ${(times.length / samples.length).toFixed(2)} × per search, median ${percentile(sorted, 50).toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms: ${name}`,
    );
  }
  return { p50: percentile(trips, 50), p95: percentile(trips, 95), lines };
}

async function runOn(databaseUrl: string | undefined, redisUrl?: string): Promise<void> {
  const loadAtStart = loadAverage();
  const scratch = databaseUrl ? await freshDatabase(databaseUrl) : { url: '', drop: async () => {} };
  const database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: 'memory://' });
  const where = [...(redisUrl ? ['redis'] : []), ...(database.driver === 'postgres' ? ['postgres'] : [])];
  const bench = where.length > 0 ? `search round trip (${where.join(', ')})` : 'search round trip';
  const config = benchServerConfig(
    redisUrl ? { redisUrl, redisPrefix: `bench-search-${randomBytes(3).toString('hex')}:` } : {},
  );
  const { app, ctx } = await buildApp({ config, database, logger: false });
  // The server's own part of each request: from its first hook to the answer's serialisation.
  const serverMs = new WeakMap<object, number>();
  let lastServerMs = 0;
  app.addHook('onRequest', async (request) => {
    serverMs.set(request, performance.now());
  });
  app.addHook('onSend', async (request) => {
    const started = serverMs.get(request);
    if (started !== undefined && request.headers[TIMED] !== undefined) lastServerMs = performance.now() - started;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const client = threadClient(port);
  const { call } = client;
  const timer = installQueryTimer();

  const signIn = async (count: number, prefix: string): Promise<User[]> => {
    const sessions = await seedSessions(ctx.db, count, `${prefix}-${randomBytes(3).toString('hex')}-`);
    return Promise.all(
      sessions.map(async (s) => {
        const authorization = `Bearer ${await ctx.signer.sign(s)}`;
        const answer = await call('GET', '/peer-credentials', authorization);
        if (answer.status !== 200) throw new Error(`peer-credentials answered ${answer.status}`);
        return { id: s.userId, authorization, peerId: (answer.body as { peer_id: string }).peer_id };
      }),
    );
  };

  /** The waiter searches; once it waits in the pool, the starter's search is timed. */
  const pairOnce = async (waiter: User, starter: User): Promise<Sample & { matchId: string }> => {
    const waiting = call('POST', '/get-peer-id', waiter.authorization, { peer_id: waiter.peerId });
    while ((await ctx.matchPool.stats()).waiting < 1) await tick();
    await sleep(PARTNER_WAITED_MS);
    timer.start();
    const answer = await call('POST', '/get-peer-id', starter.authorization, { peer_id: starter.peerId }, true);
    const queries = timer.stop();
    const other = await waiting;
    const body = answer.body as { match_id: string | null; role: string | null };
    if (answer.status !== 200 || body.role !== 'caller' || other.status !== 200 || !body.match_id)
      throw new Error(`the starter was not paired: ${answer.status} ${JSON.stringify(answer.body)}`);
    return { roundTrip: answer.ms, server: lastServerMs, queries, matchId: body.match_id };
  };

  /** The call after the match, as the app ends it: both on a call, the starter hangs up. */
  const endCall = async (waiter: User, starter: User, matchId: string) => {
    await Promise.all([
      call('PATCH', '/is-on-call', starter.authorization, { isOnCall: true }),
      call('PATCH', '/is-on-call', waiter.authorization, { isOnCall: true }),
    ]);
    await call('POST', '/end-call', starter.authorization, { to: waiter.id, match_id: matchId });
    await call('POST', '/end-call', waiter.authorization, { to: starter.id, match_id: matchId, notEnd: true });
  };

  /**
   * The same pairs over and over; between rounds the call ends as `after` says: `stop` as the
   * app's Stop (both off the call again), `next` as a Next pressed mid-call (the search arrives
   * while the user is still marked on a call, its /end-call on the way).
   */
  const repeating = async (after: 'stop' | 'next', profileName?: string): Promise<Sample[]> => {
    const users = await signIn(REPEATING_PAIRS * 2, `search-${after}`);
    const samples: Sample[] = [];
    let profile: Awaited<ReturnType<typeof startProfile>> = null;
    for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
      if (round === WARMUP_ROUNDS && profileName)
        profile = await startProfile(process.env.BENCH_CPU_PROFILE, `${profileName} ${bench}`);
      const pair = round % REPEATING_PAIRS;
      const [waiter, starter] = [users[pair * 2], users[pair * 2 + 1]];
      const sample = await pairOnce(waiter, starter);
      if (round >= WARMUP_ROUNDS) samples.push(sample);
      if (after === 'stop') await endCall(waiter, starter, sample.matchId);
      else
        await Promise.all([
          call('PATCH', '/is-on-call', starter.authorization, { isOnCall: true }),
          call('PATCH', '/is-on-call', waiter.authorization, { isOnCall: true }),
        ]);
    }
    await profile?.stop();
    return samples;
  };

  try {
    const nextCall = await repeating('stop', 'search-latency-next-call');
    const fromCall = await repeating('next');
    const firstSearch: Sample[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [waiter, starter] = await signIn(2, 'search-first');
      firstSearch.push(await pairOnce(waiter, starter));
    }

    const next = summarise('next call, after Stop (warm caches)', nextCall);
    const skip = summarise('Next pressed during a call (still marked on a call)', fromCall);
    const first = summarise('first search (fresh sign-in)', firstSearch);
    console.log(
      `\nSearch round trip — ${database.driver}, ${redisUrl ? 'Redis pool (redis-server on loopback)' : 'in-process pool'}, loopback HTTP (kept-alive), a partner already waiting`,
    );
    for (const line of [...next.lines, ...skip.lines, ...first.lines]) console.log(line);
    console.log(`  machine: ${os.cpus().length} cores; at start ${loadAtStart}, at end ${loadAverage()}`);
    record({ bench, name: 'next call: p50', value: next.p50, unit: 'ms', goal: atMost(5) });
    record({ bench, name: 'next call: p95', value: next.p95, unit: 'ms' });
    record({ bench, name: 'Next during a call: p50', value: skip.p50, unit: 'ms', goal: atMost(5) });
    record({ bench, name: 'Next during a call: p95', value: skip.p95, unit: 'ms' });
    record({ bench, name: 'first search: p50', value: first.p50, unit: 'ms', goal: atMost(5) });
    record({ bench, name: 'first search: p95', value: first.p95, unit: 'ms' });
  } finally {
    timer.uninstall();
    await client.stop();
    await app.close();
    await database.close();
    await scratch.drop();
  }
}

export async function benchSearchLatency(): Promise<void> {
  await runOn(undefined);
  const postgres = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (postgres) await runOn(postgres);
  // The Redis pool (several instances share it, and PostgreSQL then, where there is one): the
  // same rounds, pairing by a Lua script. (PGlite runs its statements on the server thread, so
  // there a write beside the search holds up the script's reply.)
  const redis = await startTestRedis();
  try {
    await runOn(postgres || undefined, redis.url);
  } finally {
    await redis.stop();
  }
}
