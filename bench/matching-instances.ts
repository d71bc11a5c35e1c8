/**
 * Matching on the Redis pool with one server instance, then two (issue 30 item 3): each instance
 * is the real app in its own process (`matching/instance.ts`), both on one database and one
 * redis-server, the searchers split between them as a load balancer would (searcher i talks to
 * instance i mod n), so half the pairings cross instances (the waiting one is woken over
 * pub/sub). Prints pairs per second and pairs per CPU-second of the server processes, one
 * instance against two; on a 2-core machine shared with the searchers and redis-server, two
 * instances cannot add cores, so pairs per CPU-second is the figure that says what a second
 * instance costs. It prints, never asserts.
 *
 * The database: BENCH_DATABASE_URL's PostgreSQL (a scratch database), else an in-memory PGlite
 * served to both processes by `@electric-sql/pglite-socket` (searches read sessions from each
 * instance's session cache, so it is hardly asked during the measured windows).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { Redis } from 'ioredis';
import { RedisMatchPool } from '../server/adapters/match-pool/redis';
import { connectRedis } from '../server/adapters/redis/connection';
import { createTokenSigner, randomToken } from '../server/auth/tokens';
import { openDatabase } from '../server/db/client';
import { systemClock } from '../server/ports/clock';
import { freePort, startTestRedis } from '../tests/api/support/test-redis';
import { freshDatabase } from './fresh-database';
import { loadAverage, mainThreadCpuSeconds, processCpuSeconds } from './matching/cpu-clock';
import type { InstanceMessage } from './matching/instance';
import type { BenchSearcher, SearcherCommand, SearcherReport, SearchersInput } from './matching/searchers';
import { seedSessions } from './matching/seed-sessions';
import { record } from './results';

const SEARCHERS = 1000;
const CLOSED_LOOP_MS = 5000;
const RAMP_UP_MS = 1000;
const OPEN_RATE = 4000;
const OPEN_LOOP_MS = 3000;
const JWT_SECRET = randomToken();
const BENCH = 'matching (redis, instances)';

interface SharedDb {
  url: string;
  namedStatements: boolean;
  close(): Promise<void>;
}

async function sharedDatabase(): Promise<SharedDb> {
  const base = process.env.BENCH_DATABASE_URL;
  if (base) {
    const { url, drop } = await freshDatabase(base);
    return { url, namedStatements: true, close: drop };
  }
  const db = await PGlite.create('memory://');
  const port = await freePort();
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 64 });
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    // Every connection shares PGlite's one session: two preparing the same name would collide.
    namedStatements: false,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}

interface Instance {
  child: ChildProcess;
  port: number;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = fork(new URL('./matching/instance.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: InstanceMessage) => resolve(message.port));
    child.once('exit', (code) => reject(new Error(`bench instance exited (${code}) before listening`)));
  });
  return { child, port };
}

async function stopInstance({ child }: Instance): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send({ type: 'close' });
  await exited;
}

/** CPU seconds of every server process (all their threads: the app, its GC, its Redis and database I/O). */
function serversCpu(instances: Instance[]): number {
  let all = 0;
  for (const { child } of instances) all += processCpuSeconds(child.pid) ?? Number.NaN;
  return all;
}

export async function benchMatchingInstances(): Promise<void> {
  if (mainThreadCpuSeconds() === null) {
    console.log('\nMatching on several instances: needs /proc (Linux) to count the processes’ CPU; skipped.');
    return;
  }
  const loadAtStart = loadAverage();
  const redis = await startTestRedis();
  const db = await sharedDatabase();
  const lines: string[] = [];
  let one: { pairsPerCpu: number } | null = null;
  try {
    const seeded = await seedUsers(db);
    for (const count of [1, 2]) {
      const result = await runInstances(count, seeded, db, redis.url, redis.process.pid);
      lines.push(...result.lines);
      const name = count === 1 ? 'one instance' : `${count} instances`;
      record({
        bench: BENCH,
        name: `${name}, closed loop: pairs/s`,
        value: result.closedPairsPerSecond,
        unit: 'pairs/s',
      });
      record({
        bench: BENCH,
        name: `${name}, closed loop: pairs per server CPU-second`,
        value: result.pairsPerCpu,
        unit: 'pairs/CPU-s',
      });
      record({ bench: BENCH, name: `${name}, open loop ${OPEN_RATE}/s: p99`, value: result.openP99, unit: 'ms' });
      if (count === 1) one = result;
      else if (one)
        lines.push(
          `  ${count} instances against one: ${(result.pairsPerCpu / one.pairsPerCpu).toFixed(2)}× the pairs per server CPU-second`,
        );
    }
  } finally {
    await db.close();
    await redis.stop();
  }
  console.log(
    `\nMatching on the Redis pool, one instance and two (separate processes, one redis-server, ${SEARCHERS} searchers split between them, cooldown off)`,
  );
  for (const line of lines) console.log(line);
  console.log(`  machine: ${os.cpus().length} cores; at start ${loadAtStart}, at end ${loadAverage()}`);
}

interface Seeded {
  sessions: Array<{ userId: number; authorization: string }>;
}

/** Users with live sessions, straight into the shared database (migrations run here first). */
async function seedUsers(db: SharedDb): Promise<Seeded> {
  const database = await openDatabase({ databaseUrl: db.url, namedStatements: db.namedStatements });
  try {
    const sessions = await seedSessions(database.db, SEARCHERS, 'bench-instances');
    const signer = createTokenSigner(JWT_SECRET, 3600);
    return {
      sessions: await Promise.all(
        sessions.map(async (s) => ({ userId: s.userId, authorization: `Bearer ${await signer.sign(s)}` })),
      ),
    };
  } finally {
    await database.close();
  }
}

async function runInstances(
  count: number,
  seeded: Seeded,
  db: SharedDb,
  redisUrl: string,
  redisPid: number | undefined,
): Promise<{ lines: string[]; closedPairsPerSecond: number; pairsPerCpu: number; openP99: number }> {
  const prefix = `bench-${count}-${randomBytes(3).toString('hex')}:`;
  const instances: Instance[] = [];
  // One after the other, as a deployment rolls out.
  for (let i = 0; i < count; i++)
    instances.push(
      await startInstance({
        BENCH_DATABASE: db.url,
        BENCH_NAMED_STATEMENTS: String(db.namedStatements),
        BENCH_REDIS: redisUrl,
        BENCH_REDIS_PREFIX: prefix,
        BENCH_JWT_SECRET: JWT_SECRET,
      }),
    );
  const counter = new Redis(redisUrl);
  // Ends waiting searches between phases through the pool itself (LEAVE wakes their instance).
  const shared = connectRedis({ url: redisUrl, prefix, log: silentLog });
  const drainer = new RedisMatchPool({
    client: shared.client,
    bus: shared.bus,
    prefix,
    instanceId: `bench-drain-${count}`,
    clock: systemClock,
  });
  let worker: Worker | undefined;
  try {
    const searchers: BenchSearcher[] = [];
    for (let i = 0; i < seeded.sessions.length; i += 100) {
      const batch = await Promise.all(
        seeded.sessions.slice(i, i + 100).map(async (s, j) => {
          const port = instances[(i + j) % count].port;
          const res = await fetch(`http://127.0.0.1:${port}/api/peer-credentials`, {
            headers: { authorization: s.authorization },
          });
          const body = (await res.json()) as { peer_id: string };
          return { id: s.userId, authorization: s.authorization, peerId: body.peer_id, port };
        }),
      );
      searchers.push(...batch);
    }
    worker = new Worker(new URL('./matching/worker.mjs', import.meta.url), {
      workerData: { port: instances[0].port, searchers } satisfies SearchersInput,
    });
    const driver = drive(worker);
    const made = async () => Number((await counter.get(`${prefix}pool:made`)) ?? 0);
    const drain = async () => {
      for (const s of searchers) await drainer.leave(s.id);
    };
    const window = async () => {
      await driver.next('window-start');
      const pairsBefore = await made();
      const cpu = serversCpu(instances);
      const redisCpu = processCpuSeconds(redisPid) ?? Number.NaN;
      const started = performance.now();
      await driver.next('window-end');
      const seconds = (performance.now() - started) / 1000;
      const pairs = (await made()) - pairsBefore;
      const cpuEnd = serversCpu(instances);
      const redisUsed = (processCpuSeconds(redisPid) ?? Number.NaN) - redisCpu;
      const settled = driver.next('settled');
      let done = false;
      void settled.then(() => {
        done = true;
      });
      while (!done) {
        await drain();
        await sleep(20);
      }
      return { seconds, pairs, serverCpu: cpuEnd - cpu, redisCpu: redisUsed, ...(await settled) };
    };
    driver.send({ type: 'warmup' });
    await driver.next('warm');
    await drain();
    driver.send({ type: 'closed', rampUpMs: RAMP_UP_MS, measureMs: CLOSED_LOOP_MS });
    const closed = await window();
    driver.send({ type: 'open', rate: OPEN_RATE, durationMs: OPEN_LOOP_MS });
    const open = await window();
    driver.send({ type: 'exit' });
    const sorted = [...open.latencies].sort((a, b) => a - b);
    const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
    const name = count === 1 ? 'one instance' : `${count} instances`;
    const pairsPerCpu = closed.pairs / closed.serverCpu;
    return {
      closedPairsPerSecond: closed.pairs / closed.seconds,
      pairsPerCpu,
      openP99: p(0.99),
      lines: [
        `  ${name}, closed loop (${CLOSED_LOOP_MS / 1000} s): ${(closed.pairs / closed.seconds).toFixed(0)} pairs/s; server processes ${closed.serverCpu.toFixed(2)} CPU-s: ${pairsPerCpu.toFixed(0)} pairs per server CPU-second; redis-server ${closed.redisCpu.toFixed(2)} CPU-s` +
          (closed.failures ? `; ${closed.failures} requests failed` : ''),
        `  ${name}, open loop at ${OPEN_RATE} searches/s (${OPEN_LOOP_MS / 1000} s): ${(open.pairs / open.seconds).toFixed(0)} pairs/s; /get-peer-id p50 ${p(0.5).toFixed(1)} ms, p99 ${p(0.99).toFixed(1)} ms (${sorted.length} requests)` +
          (open.starved ? `; ${open.starved} arrivals found every searcher busy` : ''),
      ],
    };
  } finally {
    await worker?.terminate();
    await drainer.close();
    await shared.close();
    counter.disconnect();
    for (const instance of instances) await stopInstance(instance);
  }
}

/** Commands to the searchers' worker and its reports, in arrival order. */
function drive(worker: Worker) {
  const reports: SearcherReport[] = [];
  const waiters: Array<() => void> = [];
  worker.on('message', (message: SearcherReport) => {
    reports.push(message);
    for (const wake of waiters.splice(0)) wake();
  });
  return {
    send: (command: SearcherCommand) => worker.postMessage(command),
    async next<T extends SearcherReport['type']>(type: T): Promise<Extract<SearcherReport, { type: T }>> {
      for (;;) {
        const index = reports.findIndex((r) => r.type === type);
        if (index >= 0) return reports.splice(index, 1)[0] as Extract<SearcherReport, { type: T }>;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    },
  };
}

const silentLog = {
  error: () => {},
  info: () => {},
  warn: () => {},
  debug: () => {},
  fatal: () => {},
  trace: () => {},
  child: () => silentLog,
  level: 'silent',
  silent: () => {},
} as unknown as Parameters<typeof connectRedis>[0]['log'];
