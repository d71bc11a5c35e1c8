import { describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema/index';
import { SESSION_USER } from './guard';
import { CacheSlot, SessionCache, type SessionTarget } from './session-cache';
import { createSessionEvents } from './session-events';
import { closeSocketsOnSessionEnd, invalidateCacheOnSessionEvents } from './session-subscribers';

const NOTE = new CacheSlot<string>('note');

function cache() {
  return new SessionCache({ ttlMs: 5000, now: () => 0, schedule: () => () => {} });
}

async function put<T>(c: SessionCache, slot: CacheSlot<T>, userId: number, familyId: string, value: T) {
  await c.load(slot, userId, familyId, async () => value);
}

const cached = async <T>(c: SessionCache, slot: CacheSlot<T>, userId: number, familyId: string) =>
  (await c.load(slot, userId, familyId, async () => null)).value;

describe('session events → session cache', () => {
  it('userChanged and userDeleted drop every session of the user; others stay', async () => {
    for (const raise of ['userChanged', 'userDeleted'] as const) {
      const events = createSessionEvents();
      const c = cache();
      invalidateCacheOnSessionEvents(events, c);
      await put(c, NOTE, 1, 'a', 'a1');
      await put(c, NOTE, 1, 'b', 'b1');
      await put(c, NOTE, 2, 'c', 'c2');
      events[raise](1);
      expect(await cached(c, NOTE, 1, 'a')).toBeNull();
      expect(await cached(c, NOTE, 1, 'b')).toBeNull();
      expect(await cached(c, NOTE, 2, 'c')).toBe('c2');
    }
  });

  it('sessionEnded drops that session only', async () => {
    const events = createSessionEvents();
    const c = cache();
    invalidateCacheOnSessionEvents(events, c);
    await put(c, NOTE, 1, 'a', 'a1');
    await put(c, NOTE, 1, 'b', 'b1');
    events.sessionEnded('a', 1);
    expect(await cached(c, NOTE, 1, 'a')).toBeNull();
    expect(await cached(c, NOTE, 1, 'b')).toBe('b1');
  });

  it('onCallChanged patches the cached user rows in place instead of dropping them', async () => {
    const events = createSessionEvents();
    const c = cache();
    invalidateCacheOnSessionEvents(events, c);
    const row = { id: 1, isOnCall: false } as UserRow;
    await put(c, SESSION_USER, 1, 'a', row);
    await put(c, NOTE, 1, 'a', 'kept');
    events.onCallChanged(1, true);
    expect((await cached(c, SESSION_USER, 1, 'a'))?.isOnCall).toBe(true);
    expect(await cached(c, NOTE, 1, 'a')).toBe('kept');
  });

  it('a read in flight when its session ends is answered but not stored', async () => {
    const events = createSessionEvents();
    const c = cache();
    invalidateCacheOnSessionEvents(events, c);
    const read = c.load(NOTE, 1, 'a', async () => {
      events.sessionEnded('a', 1);
      return 'stale';
    });
    expect((await read).value).toBe('stale');
    expect(await cached(c, NOTE, 1, 'a')).toBeNull();
  });
});

describe('session events → sockets', () => {
  function holder() {
    const closed: SessionTarget[] = [];
    return { closed, closeSessionSockets: (target: SessionTarget) => void closed.push(target) };
  }

  it('closes the sockets of an ended session and of a deleted user, in every holder; other events close nothing', () => {
    const events = createSessionEvents();
    const peers = holder();
    const hub = holder();
    closeSocketsOnSessionEnd(events, [peers, hub, undefined]);
    events.userChanged(1);
    events.onCallChanged(1, true);
    expect(peers.closed).toEqual([]);
    events.sessionEnded('fam', 1);
    events.userDeleted(2);
    for (const h of [peers, hub]) expect(h.closed).toEqual([{ familyId: 'fam' }, { userId: 2 }]);
  });

  it('a failing listener is reported and does not keep the others from running', () => {
    const errors: string[] = [];
    const events = createSessionEvents((_err, event) => errors.push(event.type));
    const peers = holder();
    events.subscribe(() => {
      throw new Error('boom');
    });
    closeSocketsOnSessionEnd(events, [peers]);
    events.sessionEnded('fam', 1);
    expect(errors).toEqual(['sessionEnded']);
    expect(peers.closed).toEqual([{ familyId: 'fam' }]);
  });
});
