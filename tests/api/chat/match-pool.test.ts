import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryMatchPool } from '../../../server/adapters/match-pool/memory';
import { RedisMatchPool } from '../../../server/adapters/match-pool/redis';
import { connectRedis, type SharedRedis } from '../../../server/adapters/redis/connection';
import { canPair, type MatchPool, type Pairing, type Searcher } from '../../../server/ports/match-pool';
import { searcher, silentLog } from '../../../server/testing/match-pool-fixtures';
import { ManualClock } from '../support/manual-clock';
import { startTestRedis, type TestRedis } from '../support/test-redis';

const WAIT = 25_000;

/** One adapter under the contract: how to build a pool, and how to let its outcomes settle. */
interface PoolKit {
  make(options: { clock: ManualClock; retentionMs?: number; newId: () => string }): MatchPool;
  /** After it, every search whose outcome is decided has resolved and run its callbacks. */
  settle(pool: MatchPool): Promise<void>;
}

const memoryKit: PoolKit = {
  make: (options) => new MemoryMatchPool(options),
  // Everything happens inside the call: microtasks are all that is left.
  settle: () => new Promise((resolve) => setImmediate(resolve)),
};

// One real redis-server for the file; every pool gets keys of its own.
let redis: TestRedis;
let shared: SharedRedis;
let prefixes = 0;
const redisPools: RedisMatchPool[] = [];
beforeAll(async () => {
  redis = await startTestRedis();
  shared = connectRedis({ url: redis.url, prefix: 'unused:', log: silentLog });
});
afterEach(async () => {
  await Promise.all(redisPools.splice(0).map((pool) => pool.close()));
});
afterAll(async () => {
  await shared?.close();
  await redis?.stop();
});

function redisPool(options: {
  clock: ManualClock;
  retentionMs?: number;
  newId?: () => string;
  prefix?: string;
  instanceId?: string;
}) {
  const pool = new RedisMatchPool({
    client: shared.client,
    bus: shared.bus,
    prefix: options.prefix ?? `pool-test-${++prefixes}:`,
    instanceId: options.instanceId ?? 'only',
    clock: options.clock,
    retentionMs: options.retentionMs,
    newId: options.newId,
  });
  redisPools.push(pool);
  return pool;
}

const redisKit: PoolKit = {
  make: (options) => redisPool(options),
  // Replies come back in the order the calls were made: once a later round trip has answered,
  // every earlier one has, and a macrotask later their callbacks have run.
  settle: async (pool) => {
    await pool.stats();
    await new Promise((resolve) => setImmediate(resolve));
  },
};

describe.each([
  ['memory', memoryKit],
  ['redis', redisKit],
] as const)('%s match pool (the port contract)', (_name, kit) => {
  function setup(options: { retentionMs?: number } = {}) {
    const clock = new ManualClock();
    let n = 0;
    const pool = kit.make({ clock, retentionMs: options.retentionMs, newId: () => `match-${++n}` });
    return { clock, pool };
  }

  it('pairs a newcomer with the waiting searcher: one match, newcomer calls, waiting one answers', async () => {
    const { pool } = setup();
    const waiting = pool.search(searcher(1), { timeoutMs: WAIT });
    expect((await pool.stats()).waiting).toBe(1);
    const newcomer = await pool.search(searcher(2), { timeoutMs: WAIT });
    const first = await waiting;
    expect(newcomer?.role).toBe('caller');
    expect(newcomer?.partner.userId).toBe(1);
    expect(first?.role).toBe('callee');
    expect(first?.partner.userId).toBe(2);
    expect(first?.match.id).toBe(newcomer?.match.id);
    expect(newcomer?.match.caller).toEqual({ userId: 2, peerId: 'peer2' });
    expect(newcomer?.match.callee).toEqual({ userId: 1, peerId: 'peer1' });
    expect(await pool.stats()).toEqual({ waiting: 0, activeMatches: 1, matchesMade: 1 });
    expect((await pool.activeMatchOf(1))?.id).toBe(newcomer?.match.id);
  });

  it('never pairs a user with themself: a second search replaces the first', async () => {
    const { pool } = setup();
    const first = pool.search(searcher(1), { timeoutMs: WAIT });
    const second = pool.search(searcher(1), { timeoutMs: WAIT });
    expect(await first).toBeNull();
    expect((await pool.stats()).waiting).toBe(1);
    expect((await pool.stats()).matchesMade).toBe(0);
    await pool.leave(1);
    expect(await second).toBeNull();
  });

  it('respects exclusion lists on either side', async () => {
    const { clock, pool } = setup();
    const a = pool.search(searcher(1, { excluded: [2] }), { timeoutMs: WAIT });
    const b = pool.search(searcher(2), { timeoutMs: WAIT });
    expect((await pool.stats()).waiting).toBe(2);
    const c = pool.search(searcher(3, { excluded: [1] }), { timeoutMs: WAIT });
    // 3 excludes 1, so it takes 2 (the longest-waiting one it accepts).
    expect((await c)?.partner.userId).toBe(2);
    expect((await b)?.partner.userId).toBe(3);
    clock.advance(WAIT);
    expect(await a).toBeNull();
  });

  it('applies breed filters both ways', async () => {
    const { clock, pool } = setup();
    const poodleFan = pool.search(searcher(1, { breedId: 7, breedFilter: 5 }), { timeoutMs: WAIT });
    // Owns breed 7, not 5: the fan will not have them.
    const other = pool.search(searcher(2, { breedId: 7 }), { timeoutMs: WAIT });
    expect((await pool.stats()).waiting).toBe(2);
    // Owns breed 5 but only wants breed 9 owners: 1 owns 7, 2 owns 7 → no one.
    const picky = pool.search(searcher(3, { breedId: 5, breedFilter: 9 }), { timeoutMs: WAIT });
    expect((await pool.stats()).waiting).toBe(3);
    // Owns 5 and takes anyone: the fan (waiting longest) accepts a breed-5 owner.
    const fits = await pool.search(searcher(4, { breedId: 5 }), { timeoutMs: WAIT });
    expect(fits?.partner.userId).toBe(1);
    expect((await poodleFan)?.partner.userId).toBe(4);
    clock.advance(WAIT);
    expect(await other).toBeNull();
    expect(await picky).toBeNull();
  });

  it('counts waiting searchers by breed filter (GET /pool-stats), and forgets those who leave or pair', async () => {
    const { pool } = setup();
    expect(await pool.waitingByBreedFilter()).toEqual(new Map());
    void pool.search(searcher(1), { timeoutMs: WAIT });
    void pool.search(searcher(2, { breedId: 7, breedFilter: 7 }), { timeoutMs: WAIT });
    void pool.search(searcher(3, { breedId: 8, breedFilter: 7 }), { timeoutMs: WAIT });
    void pool.search(searcher(4, { breedFilter: 9 }), { timeoutMs: WAIT });
    await kit.settle(pool);
    expect(await pool.waitingByBreedFilter()).toEqual(
      new Map<number | null, number>([
        [null, 1],
        [7, 2],
        [9, 1],
      ]),
    );
    await pool.leave(4);
    // A general searcher with breed 7 pairs with the waiting general one (1), not a filtered one.
    void pool.search(searcher(5, { breedId: 7 }), { timeoutMs: WAIT });
    await kit.settle(pool);
    expect(await pool.waitingByBreedFilter()).toEqual(new Map<number | null, number>([[7, 2]]));
  });

  describe('widening to the breed group (issue 29)', () => {
    // Breeds 11 and 12 are shepherds, 21 a retriever; a widened searcher carries its group and
    // its own pet's group, as the chat service builds it.
    const widened = (userId: number, breedId: number, group: string, fields: Partial<Searcher> = {}) =>
      searcher(userId, {
        breedId,
        breedFilter: breedId,
        widenGroup: group,
        breedGroup: breedId === 21 ? 'retrievers' : 'shepherds',
        ...fields,
      });

    it('pairs two searchers widened to the same group, across breeds', async () => {
      const { pool } = setup();
      const waiting = pool.search(widened(1, 11, 'shepherds'), { timeoutMs: WAIT });
      const newcomer = await pool.search(widened(2, 12, 'shepherds'), { timeoutMs: WAIT });
      expect(newcomer?.role).toBe('caller');
      expect(newcomer?.partner.userId).toBe(1);
      expect((await waiting)?.partner.userId).toBe(2);
    });

    it('never pairs a widened searcher with a plain one, even of the same breed either way', async () => {
      const { clock, pool } = setup();
      const wide = pool.search(widened(1, 11, 'shepherds'), { timeoutMs: WAIT });
      const sameBreed = pool.search(searcher(2, { breedId: 11, breedFilter: 11 }), { timeoutMs: WAIT });
      const general = pool.search(searcher(3, { breedId: 11 }), { timeoutMs: WAIT });
      await kit.settle(pool);
      // The two plain ones pair with each other (3 accepts anyone, 2 wants breed 11), not with 1.
      expect((await general)?.partner.userId).toBe(2);
      expect((await sameBreed)?.partner.userId).toBe(3);
      const plainLater = pool.search(searcher(4, { breedId: 12, breedFilter: 11 }), { timeoutMs: WAIT });
      await kit.settle(pool);
      expect((await pool.stats()).waiting).toBe(2);
      clock.advance(WAIT);
      expect(await wide).toBeNull();
      expect(await plainLater).toBeNull();
    });

    it('never pairs searchers widened to different groups, nor one whose own pet is outside the group', async () => {
      const { clock, pool } = setup();
      const shepherds = pool.search(widened(1, 11, 'shepherds'), { timeoutMs: WAIT });
      const retrievers = pool.search(widened(2, 21, 'retrievers'), { timeoutMs: WAIT });
      // Widened to the shepherds from a shepherd chat, but the pet is a retriever.
      const outsider = pool.search(widened(3, 11, 'shepherds', { breedId: 21, breedGroup: 'retrievers' }), {
        timeoutMs: WAIT,
      });
      await kit.settle(pool);
      expect(await pool.stats()).toMatchObject({ waiting: 3, matchesMade: 0 });
      clock.advance(WAIT);
      expect(await shepherds).toBeNull();
      expect(await retrievers).toBeNull();
      expect(await outsider).toBeNull();
    });

    it('keeps exclusions for widened searchers, and pairs the longest-waiting compatible one', async () => {
      const { clock, pool } = setup();
      const picky = pool.search(widened(1, 11, 'shepherds', { excluded: [3] }), { timeoutMs: WAIT });
      const longest = pool.search(widened(2, 12, 'shepherds'), { timeoutMs: WAIT });
      await kit.settle(pool);
      expect((await longest)?.partner.userId).toBe(1);
      expect((await picky)?.partner.userId).toBe(2);
      // 3 excludes 5: both wait; 6 then meets 3, the longest waiting.
      const three = pool.search(widened(3, 12, 'shepherds', { excluded: [5] }), { timeoutMs: WAIT });
      const five = pool.search(widened(5, 11, 'shepherds'), { timeoutMs: WAIT });
      await kit.settle(pool);
      expect((await pool.stats()).waiting).toBe(2);
      const six = await pool.search(widened(6, 11, 'shepherds'), { timeoutMs: WAIT });
      expect(six?.partner.userId).toBe(3);
      expect((await three)?.partner.userId).toBe(6);
      clock.advance(WAIT);
      expect(await five).toBeNull();
    });

    it('counts widened waiting searchers under their group key, apart from the breed chat', async () => {
      const { pool } = setup();
      void pool.search(widened(1, 11, 'shepherds'), { timeoutMs: WAIT });
      void pool.search(searcher(2, { breedId: 11, breedFilter: 11, excluded: [3] }), { timeoutMs: WAIT });
      void pool.search(searcher(3, { breedId: 11, breedFilter: 11 }), { timeoutMs: WAIT });
      void pool.search(widened(4, 21, 'retrievers'), { timeoutMs: WAIT });
      await kit.settle(pool);
      expect(await pool.waitingByBreedFilter()).toEqual(
        new Map<number | string | null, number>([
          ['shepherds', 1],
          [11, 2],
          ['retrievers', 1],
        ]),
      );
    });
  });

  it('ends a wait after the timeout, and never hands out the ended search', async () => {
    const { clock, pool } = setup();
    const lonely = pool.search(searcher(1), { timeoutMs: WAIT });
    clock.advance(WAIT - 1);
    expect((await pool.stats()).waiting).toBe(1);
    clock.advance(1);
    expect(await lonely).toBeNull();
    const later = pool.search(searcher(2), { timeoutMs: WAIT });
    expect((await pool.stats()).waiting).toBe(1);
    clock.advance(WAIT);
    expect(await later).toBeNull();
    expect((await pool.stats()).matchesMade).toBe(0);
  });

  it('removes a searcher whose request was aborted or who left', async () => {
    const { clock, pool } = setup();
    const controller = new AbortController();
    const aborted = pool.search(searcher(1), { timeoutMs: WAIT, signal: controller.signal });
    // 2 excludes 1, so both wait side by side.
    const leaving = pool.search(searcher(2, { excluded: [1] }), { timeoutMs: WAIT });
    expect((await pool.stats()).waiting).toBe(2);
    controller.abort();
    expect(await aborted).toBeNull();
    expect(await pool.leave(2)).toBe(true);
    expect(await leaving).toBeNull();
    expect(await pool.leave(2)).toBe(false);
    const newcomer = pool.search(searcher(3), { timeoutMs: WAIT });
    expect((await pool.stats()).waiting).toBe(1);
    clock.advance(WAIT);
    expect(await newcomer).toBeNull();
    // No timer of the ended searches is left behind.
    expect(clock.pending()).toBe(0);
  });

  it('answers an already aborted search with null at once', async () => {
    const { pool } = setup();
    const controller = new AbortController();
    controller.abort();
    expect(await pool.search(searcher(1), { timeoutMs: WAIT, signal: controller.signal })).toBeNull();
    expect((await pool.stats()).waiting).toBe(0);
  });

  it('ends a match once; a new search ends the searcher’s previous match', async () => {
    const { clock, pool } = setup();
    const wait = pool.search(searcher(1), { timeoutMs: WAIT });
    const pairing = (await pool.search(searcher(2), { timeoutMs: WAIT })) as Pairing;
    await wait;
    const next = pool.search(searcher(1), { timeoutMs: WAIT });
    expect(await pool.activeMatchOf(1)).toBeNull();
    expect(await pool.activeMatchOf(2)).toBeNull();
    expect(await pool.endMatch(pairing.match.id)).toBeNull();
    expect(await pool.recentMatchesBetween(2, 1)).toEqual([pairing.match.id]);
    clock.advance(WAIT);
    await next;
  });

  it('returns the ended match only to the first endMatch', async () => {
    const { pool } = setup();
    const wait = pool.search(searcher(1), { timeoutMs: WAIT });
    const pairing = (await pool.search(searcher(2), { timeoutMs: WAIT })) as Pairing;
    await wait;
    const [first, second] = await Promise.all([pool.endMatch(pairing.match.id), pool.endMatch(pairing.match.id)]);
    expect(first?.id).toBe(pairing.match.id);
    expect(second).toBeNull();
  });

  it('remembers past matches for the retention window only', async () => {
    const { clock, pool } = setup({ retentionMs: 60_000 });
    const wait = pool.search(searcher(1), { timeoutMs: WAIT });
    const pairing = (await pool.search(searcher(2), { timeoutMs: WAIT })) as Pairing;
    await wait;
    expect(await pool.recentMatchesBetween(1, 2)).toEqual([pairing.match.id]);
    expect(await pool.recentMatchesBetween(1, 3)).toEqual([]);
    clock.advance(60_001);
    expect(await pool.recentMatchesBetween(1, 2)).toEqual([]);
  });

  it('ends every waiting search on close', async () => {
    const { pool } = setup();
    const a = pool.search(searcher(1), { timeoutMs: WAIT });
    const b = pool.search(searcher(2, { excluded: [1] }), { timeoutMs: WAIT });
    await pool.close();
    expect(await a).toBeNull();
    expect(await b).toBeNull();
    expect(await pool.search(searcher(3), { timeoutMs: WAIT })).toBeNull();
  });

  it('keeps its invariants under a random mix of searches, leaves and timeouts', async () => {
    const { clock, pool } = setup();
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const users = Array.from({ length: 120 }, (_, i) => i + 1);
    const open = new Map<number, Searcher>();
    const outcomes: Array<{ userId: number; pairing: Pairing | null }> = [];
    const pending: Promise<void>[] = [];
    for (let step = 0; step < 2000; step++) {
      const userId = users[Math.floor(random() * users.length)];
      const roll = random();
      if (roll < 0.1) {
        await pool.leave(userId);
      } else if (roll < 0.15) {
        clock.advance(Math.floor(random() * 10_000));
      } else {
        const s = searcher(userId, {
          breedId: random() < 0.3 ? 1 + Math.floor(random() * 3) : null,
          breedFilter: random() < 0.2 ? 1 + Math.floor(random() * 3) : null,
          excluded: users.filter(() => random() < 0.05),
        });
        const copy = s;
        open.set(userId, s);
        pending.push(
          pool.search(s, { timeoutMs: WAIT }).then((pairing) => {
            if (open.get(copy.userId) === copy) open.delete(copy.userId);
            outcomes.push({ userId: copy.userId, pairing });
            if (pairing) expect(canPair(copy, pairing.partner)).toBe(true);
          }),
        );
      }
      // Let every settled search run its callback (no time passes).
      await kit.settle(pool);
      const stats = await pool.stats();
      // Settled searches have left `open` by now, so it holds exactly the waiting ones...
      expect(stats.waiting).toBe(open.size);
      // ...and no two of them could be paired: pairing is eager and atomic.
      const waiting = [...open.values()];
      for (let i = 0; i < waiting.length; i++)
        for (let j = i + 1; j < waiting.length; j++) expect(canPair(waiting[i], waiting[j])).toBe(false);
      expect(stats.activeMatches).toBeLessThanOrEqual(users.length / 2);
    }
    const active = new Map<number, string>();
    for (const userId of users) {
      const match = await pool.activeMatchOf(userId);
      if (match) active.set(userId, match.id);
    }
    // Each active match has exactly its two members.
    const members = new Map<string, number[]>();
    for (const [userId, id] of active) members.set(id, [...(members.get(id) ?? []), userId]);
    for (const list of members.values()) expect(list).toHaveLength(2);
    await pool.close();
    await Promise.all(pending);
    // Every match was announced to both sides, as caller to one and callee to the other.
    const byMatch = new Map<string, Array<{ userId: number; pairing: Pairing }>>();
    for (const o of outcomes)
      if (o.pairing)
        byMatch.set(o.pairing.match.id, [
          ...(byMatch.get(o.pairing.match.id) ?? []),
          { userId: o.userId, pairing: o.pairing },
        ]);
    expect(byMatch.size).toBeGreaterThan(100);
    for (const sides of byMatch.values()) {
      expect(sides).toHaveLength(2);
      expect(sides.map((s) => s.pairing.role).sort()).toEqual(['callee', 'caller']);
      expect(sides[0].pairing.partner.userId).toBe(sides[1].userId);
      expect(sides[1].pairing.partner.userId).toBe(sides[0].userId);
    }
  });
});

describe('redis match pool across instances', () => {
  const connections: SharedRedis[] = [];
  afterEach(async () => {
    await Promise.all(redisPools.splice(0).map((pool) => pool.close()));
    await Promise.all(connections.splice(0).map((c) => c.close()));
  });

  /** An instance of its own: its own connections, so Redis really interleaves the two. */
  function instance(prefix: string, instanceId: string, clock: ManualClock, heartbeat = {}) {
    const connection = connectRedis({ url: redis.url, prefix, log: silentLog, instanceId });
    connections.push(connection);
    const pool = new RedisMatchPool({
      client: connection.client,
      bus: connection.bus,
      prefix,
      instanceId,
      clock,
      ...heartbeat,
    });
    redisPools.push(pool);
    return { connection, pool };
  }

  it('pairs searchers of two instances and wakes the waiting one on its own instance', async () => {
    const clock = new ManualClock();
    const a = instance('cross-1:', 'a', clock);
    const b = instance('cross-1:', 'b', clock);
    await Promise.all([a.connection.bus.settled(), b.connection.bus.settled()]);
    const waiting = a.pool.search(searcher(1), { timeoutMs: WAIT });
    // Sent on a's connection, read on b's: no order between them, so wait until it is there.
    await expect.poll(async () => (await b.pool.stats()).waiting).toBe(1);
    const newcomer = await b.pool.search(searcher(2), { timeoutMs: WAIT });
    const first = await waiting;
    expect(newcomer?.role).toBe('caller');
    expect(first?.role).toBe('callee');
    expect(first?.partner).toEqual(searcher(2));
    expect(first?.match).toEqual(newcomer?.match);
    expect(await a.pool.activeMatchOf(2)).toEqual(newcomer?.match);
    // A leave on one instance ends a search waiting on the other.
    const third = a.pool.search(searcher(3), { timeoutMs: WAIT });
    await expect.poll(async () => (await b.pool.stats()).waiting).toBe(1);
    expect(await b.pool.leave(3)).toBe(true);
    expect(await third).toBeNull();
  });

  it('hands each of 200 concurrent searchers on two instances to exactly one partner', async () => {
    const clock = new ManualClock();
    const a = instance('cross-2:', 'a', clock);
    const b = instance('cross-2:', 'b', clock);
    await Promise.all([a.connection.bus.settled(), b.connection.bus.settled()]);
    const users = Array.from({ length: 200 }, (_, i) => i + 1);
    const outcomes = await Promise.all(
      users.map((id) => (id % 2 ? a.pool : b.pool).search(searcher(id), { timeoutMs: WAIT })),
    );
    const partnerOf = new Map<number, number>();
    const sides = new Map<string, string[]>();
    outcomes.forEach((pairing, i) => {
      expect(pairing).not.toBeNull();
      const p = pairing as Pairing;
      expect(partnerOf.has(users[i])).toBe(false);
      partnerOf.set(users[i], p.partner.userId);
      sides.set(p.match.id, [...(sides.get(p.match.id) ?? []), p.role]);
    });
    // Disjoint and symmetric: A's partner is B exactly when B's partner is A.
    for (const [user, partner] of partnerOf) expect(partnerOf.get(partner)).toBe(user);
    expect(sides.size).toBe(100);
    for (const roles of sides.values()) expect(roles.sort()).toEqual(['callee', 'caller']);
    expect(await a.pool.stats()).toEqual({ waiting: 0, activeMatches: 100, matchesMade: 100 });
  });

  it('drops the searchers of an instance that died, within its heartbeat lifetime, and matches nobody with them', async () => {
    const clock = new ManualClock();
    const heartbeat = { heartbeatMs: 100, heartbeatTtlMs: 600 };
    const doomed = instance('cross-3:', 'doomed', clock, heartbeat);
    const survivor = instance('cross-3:', 'survivor', clock, heartbeat);
    const orphan = doomed.pool.search(searcher(1), { timeoutMs: WAIT }).catch(() => null);
    // The search reaches Redis on the doomed instance's own connection: wait until it is there.
    await expect.poll(async () => (await survivor.pool.stats()).waiting).toBe(1);
    // The process is gone: no goodbye, no more heartbeats.
    doomed.connection.client.disconnect();
    doomed.connection.bus.close();
    // Gone once its heartbeat key expires (600 ms) and a sweep of the survivor runs (every
    // 100 ms); the poll's limit is only a bound for a broken sweep, far above that lifetime.
    await expect.poll(async () => (await survivor.pool.stats()).waiting, { timeout: 10_000 }).toBe(0);
    const next = survivor.pool.search(searcher(2), { timeoutMs: WAIT });
    await expect.poll(async () => (await survivor.pool.stats()).waiting).toBe(1);
    await survivor.pool.leave(2);
    expect(await next).toBeNull();
    void orphan;
  });
});
