import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../tests/api/support/manual-clock';
import { startTestRedis, type TestRedis } from '../../../tests/api/support/test-redis';
import type { Searcher } from '../../ports/match-pool';
import { searcher, silentLog } from '../../testing/match-pool-fixtures';
import { connectRedis, type SharedRedis } from '../redis/connection';
import { RedisMatchPool } from './redis';

const WAIT = 25_000;

let redis: TestRedis;
let shared: SharedRedis;
/** A second connection that watches what the pool's connection sends (MONITOR). */
let monitor: Redis;
let prefixes = 0;
const pools: RedisMatchPool[] = [];
beforeAll(async () => {
  redis = await startTestRedis();
  shared = connectRedis({ url: redis.url, prefix: 'unused:', log: silentLog });
  monitor = new Redis(redis.url);
});
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});
afterAll(async () => {
  monitor?.disconnect();
  await shared?.close();
  await redis?.stop();
});

function pool(options: { batchWindowMs?: number; prefix?: string; instanceId?: string } = {}) {
  let n = 0;
  const made = new RedisMatchPool({
    batchWindowMs: options.batchWindowMs,
    client: shared.client,
    bus: shared.bus,
    prefix: options.prefix ?? `batch-test-${++prefixes}:`,
    instanceId: options.instanceId ?? 'only',
    clock: new ManualClock(),
    newId: () => `match-${++n}`,
  });
  pools.push(made);
  return made;
}

/** The script calls Redis ran while `during` ran (EVALSHA or, the first time, EVAL), with their ARGV. */
async function scriptCalls(during: () => Promise<void>): Promise<string[][]> {
  const watching = await monitor.monitor();
  const calls: string[][] = [];
  let markerSeen = () => {};
  const marker = new Promise<void>((resolve) => {
    markerSeen = resolve;
  });
  watching.on('monitor', (_time: string, args: string[]) => {
    if (/^eval(sha)?$/i.test(args[0])) calls.push(args.slice(3));
    if (/^ping$/i.test(args[0]) && args[1] === 'batch-test-marker') markerSeen();
  });
  try {
    await during();
    // Sent on the pool's connection after everything else: once MONITOR shows it, it showed all.
    await shared.client.ping('batch-test-marker');
    await marker;
  } finally {
    watching.disconnect();
  }
  return calls;
}

describe('redis match pool batching (issue 30)', () => {
  it('sends the searches of one event-loop turn as one script call, in the order they were made', async () => {
    const p = pool();
    await p.stats();
    let outcomes: unknown[] = [];
    const calls = await scriptCalls(async () => {
      const searches = [1, 2, 3, 4].map((id) => p.search(searcher(id), { timeoutMs: WAIT }));
      outcomes = await Promise.all(searches);
    });
    const searchCalls = calls.filter((args) => args[5] === '4');
    expect(searchCalls).toHaveLength(1);
    // ARGV after the head: user id, token, entry, match id, now per search.
    const users = [0, 1, 2, 3].map((n) => searchCalls[0][6 + n * 5]);
    expect(users).toEqual(['1', '2', '3', '4']);
    // 2 pairs with 1 and 4 with 3, as four separate steps would have paired them.
    const pairs = outcomes.map((o) => (o as { partner: Searcher }).partner.userId);
    expect(pairs).toEqual([2, 1, 4, 3]);
  });

  it('lets the searches of later turns within the batch window share the round trip', async () => {
    // A window no test outlasts: the stats call below is what sends the batch.
    const p = pool({ batchWindowMs: 60_000 });
    await p.stats();
    let outcomes: unknown[] = [];
    const calls = await scriptCalls(async () => {
      // The first search after a quiet window goes alone (next test); the next ones wait for company.
      const first = p.search(searcher(1), { timeoutMs: WAIT });
      await new Promise((resolve) => setImmediate(resolve));
      const second = p.search(searcher(2), { timeoutMs: WAIT });
      await new Promise((resolve) => setImmediate(resolve));
      const third = p.search(searcher(3), { timeoutMs: WAIT });
      expect((await p.stats()).matchesMade).toBe(1);
      expect(await p.leave(3)).toBe(true);
      outcomes = await Promise.all([first, second, third]);
    });
    expect(calls.filter((args) => args[5] === '1')).toHaveLength(1);
    expect(calls.filter((args) => args[5] === '2')).toHaveLength(1);
    expect(outcomes.map((o) => (o as { role: string } | null)?.role ?? null)).toEqual(['callee', 'caller', null]);
  });

  it('sends a search after a quiet window at the end of its turn: a Start waits for no company', async () => {
    const prefix = `batch-test-${++prefixes}:`;
    const p = pool({ batchWindowMs: 60_000, prefix });
    await p.stats();
    const waiter = p.search(searcher(1), { timeoutMs: WAIT });
    // Nothing more is asked of this pool: only the end of the turn can have sent the search.
    await new Promise((resolve) => setImmediate(resolve));
    const other = pool({ batchWindowMs: 0, prefix, instanceId: 'other' });
    expect((await other.search(searcher(2), { timeoutMs: WAIT }))?.role).toBe('caller');
    expect((await waiter)?.role).toBe('callee');
  });

  it('sends a pending search before a later call of the same turn, so Redis sees them in order', async () => {
    const p = pool();
    const search = p.search(searcher(1), { timeoutMs: WAIT });
    // Same turn: the leave must find the search already waiting, and end it.
    const left = p.leave(1);
    expect(await left).toBe(true);
    expect(await search).toBeNull();
    expect((await p.stats()).waiting).toBe(0);
  });

  it('fails only the search that failed in Redis; the others of its batch go on', async () => {
    const p = pool();
    await p.stats();
    // A searcher Redis cannot read (its exclusions are no list) fails its own step only.
    const broken = searcher(2, { excluded: 'not a list' as unknown as number[] });
    const first = p.search(searcher(1), { timeoutMs: WAIT });
    const second = p.search(broken, { timeoutMs: WAIT });
    const third = p.search(searcher(3), { timeoutMs: WAIT });
    await expect(second).rejects.toThrow(/match pool search failed/);
    expect((await first)?.partner.userId).toBe(3);
    expect((await third)?.partner.userId).toBe(1);
  });
});
