/**
 * Matching benchmark: 1,000 simulated searchers against the real server in this process
 * (fastify + PGlite + the in-process pool, over real HTTP on loopback). Prints pairs per second
 * and the latency of POST /api/get-peer-id. Goals: ≥ 2,000 pairs/s, p99 < 50 ms. It prints,
 * never asserts: timings depend on the machine and on whatever else runs on it.
 *
 * Two phases:
 * 1. closed loop — every searcher searches again as soon as it has an answer: the most pairs
 *    per second the server sustains. Latency here includes waiting for a partner and queueing
 *    behind 1,000 concurrent requests.
 * 2. open loop — searches arrive at a fixed rate (the goal: 4,000 searches/s = 2,000 pairs/s,
 *    then a light 200/s); latency here is what one user feels at that load.
 *
 * PGlite in memory by default; BENCH_DATABASE_URL=postgres://… runs it on a scratch database of
 * that PostgreSQL server instead. The per-user Next cooldown is switched off (SEARCH_COOLDOWN_MS=0): with it, 1,000 users
 * could make at most 500 pairs/s by design.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { MemoryMatchPool } from '../server/adapters/match-pool/memory';
import { buildApp } from '../server/app';
import { hashToken, randomToken } from '../server/auth/tokens';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { refreshTokens, users } from '../server/db/schema/index';
import { systemClock } from '../server/ports/clock';

const SEARCHERS = 1000;
const CLOSED_LOOP_MS = 5000;
const RAMP_UP_MS = 1000;
/** Searches per second: the goal (2,000 pairs/s), and a light load for unsaturated latency. */
const OPEN_LOOP_RATES = [4000, 200];
const OPEN_LOOP_MS = 3000;

interface Searcher {
  id: number;
  authorization: string;
  peerId: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
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
          { userId: id, peerId: `p${id}`, breedId: null, breedFilter: null, excluded: [], profile: { id, name: 'n', pet_name: 'p', pet_gender: 'boy', friends: [] } },
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

export async function benchMatching(): Promise<void> {
  const dataDir = path.join(os.tmpdir(), `petchat-bench-${randomBytes(4).toString('hex')}`);
  const scratch = await scratchDatabase();
  const database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: 'memory://' });
  const config = loadConfig(
    { NODE_ENV: 'production' },
    { dataDir, distDir: path.join(dataDir, 'no-dist'), jwtSecret: randomToken(), logLevel: 'silent', searchCooldownMs: 0 },
  );
  const { app, ctx } = await buildApp({ config, database, logger: false });
  // 1,000 clients connect at once: a backlog above Node's default 511 avoids refused connections.
  await app.listen({ port: 0, host: '127.0.0.1', backlog: 2048 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;

  try {
    // Users with live sessions, straight into the database (sign-up is not what we measure).
    const now = new Date();
    const rows = await ctx.db
      .insert(users)
      .values(
        Array.from({ length: SEARCHERS }, (_, i) => ({
          name: `Bench ${i}`,
          phone: '+380501234567',
          email: `bench${i}@example.com`,
          passwordHash: 'not-a-login-account',
          petName: `Pet ${i}`,
          petGender: i % 2 ? ('boy' as const) : ('girl' as const),
          emailVerifiedAt: now,
        })),
      )
      .returning({ id: users.id });
    const sessions = rows.map((r) => ({ userId: r.id, familyId: randomUUID() }));
    await ctx.db.insert(refreshTokens).values(
      sessions.map((s) => ({ id: randomUUID(), userId: s.userId, familyId: s.familyId, tokenHash: hashToken(randomToken()), expiresAt: new Date(now.getTime() + 86400_000) })),
    );
    const searchers: Searcher[] = [];
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

    let failures = 0;
    const search = async (s: Searcher): Promise<{ ms: number; ok: boolean }> => {
      const started = performance.now();
      try {
        const res = await fetch(`${base}/get-peer-id`, {
          method: 'POST',
          headers: { authorization: s.authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ exclusion_users: [], peer_id: s.peerId }),
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`get-peer-id answered ${res.status}`);
        return { ms: performance.now() - started, ok: true };
      } catch {
        failures += 1;
        return { ms: performance.now() - started, ok: false };
      }
    };
    const drainPool = async () => {
      for (const s of searchers) await ctx.matchPool.leave(s.id);
    };

    // Warm-up: JIT, and one kept-alive connection per searcher, opened 100 at a time.
    for (let i = 0; i < searchers.length; i += 100) await Promise.all(searchers.slice(i, i + 100).map(search));
    await drainPool();
    failures = 0;

    // Phase 1: closed loop, measured after a ramp-up second (1,000 connections opening at once).
    const closedLatencies: number[] = [];
    let running = true;
    let measuring = false;
    let started1 = 0;
    const loops = searchers.map(async (s) => {
      while (running) {
        const startedAt = performance.now();
        const r = await search(s);
        if (r.ok && measuring && running && startedAt >= started1) closedLatencies.push(r.ms);
      }
    });
    await sleep(RAMP_UP_MS);
    const before1 = (await ctx.matchPool.stats()).matchesMade;
    started1 = performance.now();
    measuring = true;
    await sleep(CLOSED_LOOP_MS);
    running = false;
    const elapsed1 = (performance.now() - started1) / 1000;
    const pairs1 = (await ctx.matchPool.stats()).matchesMade - before1;
    await drainPool();
    await Promise.all(loops);

    // Phase 2: open loop at fixed arrival rates: the goal rate, and a light one for unloaded latency.
    const openLoop = async (rate: number) => {
      const latencies: number[] = [];
      const idle = [...searchers];
      const inflight: Promise<void>[] = [];
      let dispatched = 0;
      let starved = 0;
      const before = (await ctx.matchPool.stats()).matchesMade;
      const started = performance.now();
      for (;;) {
        const elapsed = performance.now() - started;
        if (elapsed >= OPEN_LOOP_MS) break;
        const due = Math.floor((elapsed / 1000) * rate) - dispatched;
        for (let i = 0; i < due; i++) {
          const s = idle.pop();
          dispatched += 1;
          if (!s) {
            starved += 1;
            continue;
          }
          inflight.push(
            search(s).then((r) => {
              if (r.ok) latencies.push(r.ms);
              idle.push(s);
            }),
          );
        }
        await sleep(2);
      }
      const seconds = (performance.now() - started) / 1000;
      const pairs = (await ctx.matchPool.stats()).matchesMade - before;
      await drainPool();
      await Promise.all(inflight);
      return (
        `  open loop at ${rate} searches/s (${OPEN_LOOP_MS / 1000} s): ${(pairs / seconds).toFixed(0)} pairs/s; /get-peer-id ${describe(latencies)}` +
        (starved > 0 ? `; ${starved} arrivals found every searcher busy` : '')
      );
    };
    const openLines = [];
    for (const rate of OPEN_LOOP_RATES) openLines.push(await openLoop(rate));

    const poolOnly = await poolThroughput();
    console.log(`\nMatching benchmark — ${SEARCHERS} searchers, ${ctx.database.driver}, in-process pool, loopback HTTP, cooldown off`);
    console.log(`  pool alone (no HTTP, no database): ${poolOnly.toFixed(0)} pairs/s`);
    console.log(`  closed loop (${CLOSED_LOOP_MS / 1000} s): ${(pairs1 / elapsed1).toFixed(0)} pairs/s; /get-peer-id ${describe(closedLatencies)}`);
    console.log(`    (latency includes waiting for a partner and queueing behind ${SEARCHERS} concurrent requests)`);
    for (const line of openLines) console.log(line);
    if (failures > 0) console.log(`  ${failures} requests failed (connection errors), left out of the latencies`);
    console.log('  goals: ≥ 2000 pairs/s, p99 < 50 ms (printed, not asserted)');
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
  const name = `petchat_bench_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
