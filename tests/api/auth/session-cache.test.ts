import { describe, expect, it } from 'vitest';
import { CacheSlot, SessionCache } from '../../../server/auth/session-cache';

const SLOT = new CacheSlot<string>('test');
const OTHER = new CacheSlot<string>('other');

function setup(ttlMs = 1000, maxSessions?: number) {
  let now = 1_000_000;
  const scheduled: Array<() => void> = [];
  const errors: unknown[] = [];
  const cache = new SessionCache({
    ttlMs,
    now: () => now,
    maxSessions,
    schedule: (callback) => {
      scheduled.push(callback);
      return () => scheduled.splice(scheduled.indexOf(callback), 1);
    },
    onError: (error) => errors.push(error),
  });
  let loads = 0;
  const loader = (value: string | null) => async () => {
    loads += 1;
    return value;
  };
  return {
    cache,
    loader,
    loads: () => loads,
    advance: (ms: number) => {
      now += ms;
    },
    /** Background refreshes waiting for their timer. */
    scheduled,
    errors,
  };
}

/** A batch loader over a fake table of sessions (family id → value); counts its queries. */
function table(rows: Record<string, string>) {
  const calls: string[][] = [];
  return {
    rows,
    calls,
    loader: async (keys: Array<{ userId: number; familyId: string }>) => {
      calls.push(keys.map((k) => k.familyId));
      return new Map(keys.filter((k) => k.familyId in rows).map((k) => [k.familyId, rows[k.familyId]]));
    },
  };
}

/** A loader the test finishes by hand, to place an invalidation while it is in flight. */
function deferred(value: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    finish,
    loader: async () => {
      await done;
      return value;
    },
  };
}

describe('SessionCache', () => {
  it('serves a loaded value until the TTL, then loads again', async () => {
    const { cache, loader, loads, advance } = setup();
    expect(await cache.load(SLOT, 1, 'fam-a', loader('v1'))).toEqual({ value: 'v1', cached: false });
    expect(await cache.load(SLOT, 1, 'fam-a', loader('v2'))).toEqual({ value: 'v1', cached: true });
    advance(999);
    expect((await cache.load(SLOT, 1, 'fam-a', loader('v2'))).value).toBe('v1');
    advance(1);
    expect(await cache.load(SLOT, 1, 'fam-a', loader('v2'))).toEqual({ value: 'v2', cached: false });
    expect(loads()).toBe(2);
  });

  it('keys by session and checks the user: another user presenting the family id gets no hit', async () => {
    const { cache, loader } = setup();
    await cache.load(SLOT, 1, 'fam-a', loader('mine'));
    expect(await cache.load(SLOT, 2, 'fam-a', loader('theirs'))).toEqual({ value: 'theirs', cached: false });
    expect((await cache.load(SLOT, 1, 'fam-b', loader('other session'))).cached).toBe(false);
  });

  it('never stores "no such session", and stores nothing with a TTL of 0', async () => {
    const { cache, loader, loads } = setup();
    expect(await cache.load(SLOT, 1, 'fam-a', loader(null))).toEqual({ value: null, cached: false });
    await cache.load(SLOT, 1, 'fam-a', loader(null));
    expect(loads()).toBe(2);

    const off = setup(0);
    await off.cache.load(SLOT, 1, 'fam-a', off.loader('v'));
    await off.cache.load(SLOT, 1, 'fam-a', off.loader('v'));
    expect(off.loads()).toBe(2);
    expect(off.cache.size).toBe(0);
  });

  it('`maxAgeMs`: that caller misses once the value is older, others keep their hits', async () => {
    const { cache, loader, loads, advance } = setup(30_000);
    await cache.load(SLOT, 1, 'fam-a', loader('v1'));
    advance(999);
    expect(await cache.load(SLOT, 1, 'fam-a', loader('x'), { maxAgeMs: 1000 })).toEqual({ value: 'v1', cached: true });
    advance(1);
    // The search routes accept the full TTL: the same entry is still theirs.
    expect(await cache.load(SLOT, 1, 'fam-a', loader('x'))).toEqual({ value: 'v1', cached: true });
    expect(await cache.load(SLOT, 1, 'fam-a', loader('v2'), { maxAgeMs: 1000 })).toEqual({
      value: 'v2',
      cached: false,
    });
    // The re-read replaced the entry for everyone.
    expect((await cache.load(SLOT, 1, 'fam-a', loader('x'))).value).toBe('v2');
    expect(loads()).toBe(2);
  });

  it('`maxAgeMs` above the TTL is capped by the TTL', async () => {
    const { cache, loader, advance } = setup(1000);
    await cache.load(SLOT, 1, 'fam-a', loader('v1'));
    advance(1000);
    expect((await cache.load(SLOT, 1, 'fam-a', loader('v2'), { maxAgeMs: 60_000 })).cached).toBe(false);
  });

  it('a value in use is re-read in the background once older than half of the caller’s `maxAgeMs`', async () => {
    const { cache, loader, advance, scheduled } = setup(30_000);
    const t = table({ 'fam-a': 'fresh' });
    cache.refreshWith(SLOT, t.loader);
    await cache.load(SLOT, 1, 'fam-a', loader('first'));
    advance(499);
    await cache.load(SLOT, 1, 'fam-a', loader('x'), { maxAgeMs: 1000 });
    expect(scheduled).toHaveLength(0);
    advance(1);
    expect((await cache.load(SLOT, 1, 'fam-a', loader('x'), { maxAgeMs: 1000 })).value).toBe('first');
    expect(scheduled).toHaveLength(1);
    await cache.flush();
    expect(t.calls).toEqual([['fam-a']]);
    advance(600);
    // Read again at 500 ms: still within the caller's second 600 ms later.
    expect(await cache.load(SLOT, 1, 'fam-a', loader('x'), { maxAgeMs: 1000 })).toEqual({
      value: 'fresh',
      cached: true,
    });
  });

  it('`fresh` reads through and refreshes the entry', async () => {
    const { cache, loader } = setup();
    await cache.load(SLOT, 1, 'fam-a', loader('old'));
    expect(await cache.load(SLOT, 1, 'fam-a', loader('new'), { fresh: true })).toEqual({ value: 'new', cached: false });
    expect((await cache.load(SLOT, 1, 'fam-a', loader('newer'))).value).toBe('new');
  });

  it('invalidating a user drops every session of that user and only those', async () => {
    const { cache, loader } = setup();
    await cache.load(SLOT, 1, 'fam-a', loader('a'));
    await cache.load(OTHER, 1, 'fam-a', loader('a2'));
    await cache.load(SLOT, 1, 'fam-b', loader('b'));
    await cache.load(SLOT, 2, 'fam-c', loader('c'));
    cache.invalidate({ userId: 1 });
    expect((await cache.load(SLOT, 1, 'fam-a', loader('a*'))).cached).toBe(false);
    expect((await cache.load(OTHER, 1, 'fam-a', loader('a2*'))).cached).toBe(false);
    expect((await cache.load(SLOT, 1, 'fam-b', loader('b*'))).cached).toBe(false);
    expect(await cache.load(SLOT, 2, 'fam-c', loader('c*'))).toEqual({ value: 'c', cached: true });
  });

  it('invalidating a session drops that session only', async () => {
    const { cache, loader } = setup();
    await cache.load(SLOT, 1, 'fam-a', loader('a'));
    await cache.load(SLOT, 1, 'fam-b', loader('b'));
    cache.invalidate({ familyId: 'fam-a' });
    expect((await cache.load(SLOT, 1, 'fam-a', loader('a*'))).cached).toBe(false);
    expect((await cache.load(SLOT, 1, 'fam-b', loader('b*'))).cached).toBe(true);
  });

  it('does not store a load that was in flight when its user or session was invalidated', async () => {
    for (const target of [{ userId: 1 }, { familyId: 'fam-a' }] as const) {
      const { cache, loader } = setup();
      // Read before the change committed, answered after it: must not be served later.
      const slow = deferred('before the change');
      const pending = cache.load(SLOT, 1, 'fam-a', slow.loader);
      cache.invalidate(target);
      slow.finish();
      expect((await pending).value).toBe('before the change');
      expect(await cache.load(SLOT, 1, 'fam-a', loader('after'))).toEqual({ value: 'after', cached: false });
      expect((await cache.load(SLOT, 1, 'fam-a', loader('later'))).value).toBe('after');
    }
  });

  it('a miss while the same read runs waits for it instead of reading again (per slot, session and user)', async () => {
    const { cache, loader, loads } = setup();
    const slow = deferred('read once');
    const first = cache.load(SLOT, 1, 'fam-a', slow.loader);
    const second = cache.load(SLOT, 1, 'fam-a', loader('a second read'));
    // Another slot, session or user presenting the family id reads for itself.
    const otherSlot = cache.load(OTHER, 1, 'fam-a', loader('other slot'));
    const otherUser = cache.load(SLOT, 2, 'fam-a', loader('other user'));
    slow.finish();
    expect(await first).toEqual({ value: 'read once', cached: false });
    expect(await second).toEqual({ value: 'read once', cached: false });
    expect((await otherSlot).value).toBe('other slot');
    expect((await otherUser).value).toBe('other user');
    expect(loads()).toBe(2);
  });

  it('never hands a read that began before a change to a miss after it (a block, a ban, a subscription)', async () => {
    for (const target of [{ userId: 1 }, { familyId: 'fam-a' }] as const) {
      const { cache, loader } = setup();
      const slow = deferred('before the change');
      const first = cache.load(SLOT, 1, 'fam-a', slow.loader);
      cache.invalidate(target);
      // Asked after the change: its own read, not the one in flight.
      const after = cache.load(SLOT, 1, 'fam-a', loader('after the change'));
      slow.finish();
      expect((await first).value).toBe('before the change');
      expect(await after).toEqual({ value: 'after the change', cached: false });
      expect(await cache.load(SLOT, 1, 'fam-a', loader('x'))).toEqual({ value: 'after the change', cached: true });
    }
  });

  it('`fresh` and a TTL of 0 never wait for a read in flight', async () => {
    const { cache, loader } = setup();
    const slow = deferred('in flight');
    const first = cache.load(SLOT, 1, 'fam-a', slow.loader);
    expect(await cache.load(SLOT, 1, 'fam-a', loader('fresh'), { fresh: true })).toEqual({
      value: 'fresh',
      cached: false,
    });
    slow.finish();
    await first;

    const off = setup(0);
    const held = deferred('held');
    const running = off.cache.load(SLOT, 1, 'fam-a', held.loader);
    expect((await off.cache.load(SLOT, 1, 'fam-a', off.loader('own'))).value).toBe('own');
    held.finish();
    await running;
  });

  it('an invalidation of someone else does not stop a load from being stored', async () => {
    const { cache, loader } = setup();
    const slow = deferred('mine');
    const pending = cache.load(SLOT, 1, 'fam-a', slow.loader);
    cache.invalidate({ userId: 2 });
    cache.invalidate({ familyId: 'fam-z' });
    slow.finish();
    await pending;
    expect(await cache.load(SLOT, 1, 'fam-a', loader('x'))).toEqual({ value: 'mine', cached: true });
  });

  it('patch updates the slot in every session of the user in place and blocks loads in flight', async () => {
    const { cache, loader } = setup();
    await cache.load(SLOT, 1, 'fam-a', loader('off'));
    await cache.load(SLOT, 1, 'fam-b', loader('off'));
    const slow = deferred('stale');
    const pending = cache.load(OTHER, 1, 'fam-a', slow.loader);
    cache.patch(SLOT, 1, (v) => `${v}→on`);
    slow.finish();
    await pending;
    expect(await cache.load(SLOT, 1, 'fam-a', loader('db'))).toEqual({ value: 'off→on', cached: true });
    expect(await cache.load(SLOT, 1, 'fam-b', loader('db'))).toEqual({ value: 'off→on', cached: true });
    expect((await cache.load(OTHER, 1, 'fam-a', loader('db'))).cached).toBe(false);
  });

  it('forget drops a session without affecting loads of others', async () => {
    const { cache, loader } = setup();
    await cache.load(SLOT, 1, 'fam-a', loader('a'));
    cache.forget('fam-a');
    expect((await cache.load(SLOT, 1, 'fam-a', loader('a*'))).cached).toBe(false);
  });

  it('holds at most maxSessions, dropping expired ones first, then the oldest', async () => {
    const { cache, loader, advance } = setup(1000, 10);
    for (let i = 0; i < 5; i++) await cache.load(SLOT, i, `old-${i}`, loader('x'));
    advance(1000);
    for (let i = 0; i < 10; i++) await cache.load(SLOT, 100 + i, `new-${i}`, loader('y'));
    expect(cache.size).toBe(10);
    expect((await cache.load(SLOT, 100, 'new-0', loader('z'))).cached).toBe(true);
    await cache.load(SLOT, 200, 'newest', loader('y'));
    expect(cache.size).toBeLessThanOrEqual(10);
    expect((await cache.load(SLOT, 200, 'newest', loader('z'))).cached).toBe(true);
  });

  it('stays safe after forgetting old invalidation marks: loads older than the pruning are not stored', async () => {
    const { cache, loader } = setup();
    const slow = deferred('old read');
    const pending = cache.load(SLOT, 1, 'fam-a', slow.loader);
    cache.invalidate({ userId: 1 });
    for (let i = 0; i < 10_001; i++) cache.invalidate({ familyId: `other-${i}` });
    slow.finish();
    await pending;
    expect((await cache.load(SLOT, 1, 'fam-a', loader('fresh'))).value).toBe('fresh');
  });
  describe('background refresh', () => {
    it('re-reads sessions in use in one batch once they are half the TTL old, so they stay cached', async () => {
      const { cache, loader, advance, scheduled, loads } = setup(1000);
      const db = table({ 'fam-a': 'a1', 'fam-b': 'b1' });
      cache.refreshWith(SLOT, db.loader);
      await cache.load(SLOT, 1, 'fam-a', loader('a0'));
      await cache.load(SLOT, 2, 'fam-b', loader('b0'));
      advance(499);
      await cache.load(SLOT, 1, 'fam-a', loader('x'));
      expect(scheduled).toHaveLength(0);
      advance(1);
      expect((await cache.load(SLOT, 1, 'fam-a', loader('x'))).value).toBe('a0');
      expect((await cache.load(SLOT, 2, 'fam-b', loader('x'))).value).toBe('b0');
      expect((await cache.load(SLOT, 1, 'fam-a', loader('x'))).value).toBe('a0');
      expect(scheduled).toHaveLength(1);
      await cache.flush();
      expect(db.calls).toEqual([['fam-a', 'fam-b']]);
      expect(scheduled).toHaveLength(0);
      // Refreshed at t+500: served until t+1500, past the first read's TTL, without a miss.
      advance(999);
      expect(await cache.load(SLOT, 1, 'fam-a', loader('x'))).toEqual({ value: 'a1', cached: true });
      expect(loads()).toBe(2);
      advance(1);
      expect(await cache.load(SLOT, 1, 'fam-a', loader('miss'))).toEqual({ value: 'miss', cached: false });
    });

    it('drops a session the refresh finds gone', async () => {
      const { cache, loader, advance } = setup(1000);
      const db = table({});
      cache.refreshWith(SLOT, db.loader);
      await cache.load(SLOT, 1, 'fam-a', loader('a0'));
      await cache.load(OTHER, 1, 'fam-a', loader('other'));
      advance(600);
      expect((await cache.load(SLOT, 1, 'fam-a', loader('x'))).value).toBe('a0');
      await cache.flush();
      expect(cache.size).toBe(0);
      expect(await cache.load(SLOT, 1, 'fam-a', loader(null))).toEqual({ value: null, cached: false });
    });

    it('does not store a refresh that was running when the session changed', async () => {
      const { cache, loader, advance } = setup(1000);
      let finish!: () => void;
      const gate = new Promise<void>((resolve) => {
        finish = resolve;
      });
      cache.refreshWith(SLOT, async (keys) => {
        await gate;
        return new Map(keys.map((k) => [k.familyId, 'read before the change']));
      });
      await cache.load(SLOT, 1, 'fam-a', loader('a0'));
      advance(600);
      await cache.load(SLOT, 1, 'fam-a', loader('x'));
      const flushing = cache.flush();
      cache.patch(SLOT, 1, () => 'patched');
      finish();
      await flushing;
      expect((await cache.load(SLOT, 1, 'fam-a', loader('x'))).value).toBe('patched');
    });

    it('keeps values until their TTL when a refresh fails, and reports the error', async () => {
      const { cache, loader, advance, errors } = setup(1000);
      cache.refreshWith(SLOT, async () => {
        throw new Error('database down');
      });
      await cache.load(SLOT, 1, 'fam-a', loader('a0'));
      advance(600);
      await cache.load(SLOT, 1, 'fam-a', loader('x'));
      await cache.flush();
      expect(errors).toHaveLength(1);
      expect((await cache.load(SLOT, 1, 'fam-a', loader('x'))).value).toBe('a0');
      advance(400);
      expect((await cache.load(SLOT, 1, 'fam-a', loader('fresh'))).value).toBe('fresh');
    });

    it('stops after close: nothing scheduled, nothing stored', async () => {
      const { cache, loader, advance, scheduled } = setup(1000);
      const db = table({ 'fam-a': 'a1' });
      cache.refreshWith(SLOT, db.loader);
      await cache.load(SLOT, 1, 'fam-a', loader('a0'));
      advance(600);
      await cache.load(SLOT, 1, 'fam-a', loader('x'));
      cache.close();
      expect(scheduled).toHaveLength(0);
      await cache.flush();
      expect(db.calls).toEqual([]);
      await cache.load(SLOT, 2, 'fam-b', loader('b'));
      expect((await cache.load(SLOT, 2, 'fam-b', loader('b*'))).cached).toBe(false);
    });
  });
});
