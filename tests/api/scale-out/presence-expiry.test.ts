import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RealtimeHub } from '../../../server/adapters/realtime/hub';
import { RedisRealtimeFanout } from '../../../server/adapters/realtime/redis-fanout';
import { connectRedis, type SharedRedis } from '../../../server/adapters/redis/connection';
import type { AppContext } from '../../../server/context';
import { ManualClock } from '../support/manual-clock';
import { startTestRedis, type TestRedis } from '../support/test-redis';

/**
 * Presence of users whose instance died: their claims in Redis expire with nobody to say
 * "offline", so the live instances' sweep must. Instances here are fanouts over fake hubs (a
 * socket is a presence call of the hub), each with its own Redis connections and a manual clock
 * for its heartbeat; claim expiry is Redis's own time, so a short TTL stands for a dead instance.
 */

const silentLog = { error: () => {}, info: () => {}, warn: () => {}, debug: () => {} } as unknown as AppContext['log'];
const LONG_TTL_MS = 60_000;
const SHORT_TTL_MS = 30;
const RENEW_MS = 5000;

interface Instance {
  fanout: RedisRealtimeFanout;
  clock: ManualClock;
  /** Presence transitions this instance reported to its listeners. */
  events: Array<[number, boolean]>;
  /** A socket of the user connects to this instance (online) or its last one goes (offline). */
  socket(userId: number, online: boolean): void;
  redis: SharedRedis;
}

let redis: TestRedis;
const opened: Instance[] = [];
let prefix = '';

beforeAll(async () => {
  redis = await startTestRedis();
});
afterAll(() => redis?.stop());
afterEach(async () => {
  await Promise.allSettled(opened.splice(0).map((i) => i.redis.close()));
});

function instance(ttlMs: number): Instance {
  const connection = connectRedis({ url: redis.url, prefix, log: silentLog });
  const hubListeners = new Set<(userId: number, online: boolean) => void>();
  const hub = {
    upgrade: () => {},
    authorize: async () => ({}),
    publish: async () => {},
    onPresence(listener: (userId: number, online: boolean) => void) {
      hubListeners.add(listener);
      return () => hubListeners.delete(listener);
    },
    closeSessionSockets: () => {},
    close: async () => {},
  } as unknown as RealtimeHub;
  const clock = new ManualClock();
  const fanout = new RedisRealtimeFanout({
    hub,
    client: connection.client,
    bus: connection.bus,
    prefix,
    instanceId: connection.instanceId,
    log: silentLog,
    clock,
    renewMs: RENEW_MS,
    presenceTtlMs: ttlMs,
  });
  const events: Array<[number, boolean]> = [];
  fanout.onPresence((userId, online) => events.push([userId, online]));
  const made: Instance = {
    fanout,
    clock,
    events,
    redis: connection,
    socket: (userId, online) => {
      for (const listener of hubListeners) listener(userId, online);
    },
  };
  opened.push(made);
  return made;
}

describe('presence across instances when one dies', () => {
  // Each test its own key space: nothing one leaves behind is swept by the next.
  beforeEach(() => {
    prefix = `presence-${randomBytes(4).toString('hex')}:`;
  });

  it('reports a user offline, once, when the instance holding their only socket stops renewing', async () => {
    const dying = instance(SHORT_TTL_MS);
    const live = instance(LONG_TTL_MS);
    const other = instance(LONG_TTL_MS);
    dying.socket(5, true);
    await expect.poll(() => dying.events).toEqual([[5, true]]);

    // The dying instance never renews (its clock stands still): once its claim has expired, a
    // live instance's sweep finds it, and only one instance reports the transition.
    await expect
      .poll(async () => {
        await live.fanout.sweep();
        return live.events;
      })
      .toEqual([[5, false]]);
    expect(await other.fanout.sweep()).toBe(0);
    expect(other.events).toEqual([]);
    expect(await live.fanout.isOnline(5)).toBe(false);
  });

  it('keeps a user online who still has a socket on a live instance', async () => {
    const dying = instance(SHORT_TTL_MS);
    const live = instance(LONG_TTL_MS);
    live.socket(6, true);
    dying.socket(6, true);
    await expect.poll(() => live.fanout.isOnline(6)).toBe(true);
    // The dying instance's claim expires and is swept; the user is still online through the other.
    await expect
      .poll(async () => {
        await live.fanout.sweep();
        return live.redis.client.zcard(`${prefix}presence:6`);
      })
      .toBe(1);
    expect(live.events.filter(([, online]) => !online)).toEqual([]);
    expect(await live.fanout.isOnline(6)).toBe(true);
  });

  it('says nothing more for a user who left normally, and reports a late renewal as back online', async () => {
    const live = instance(LONG_TTL_MS);
    live.socket(7, true);
    await expect.poll(() => live.events).toEqual([[7, true]]);
    live.socket(7, false);
    await expect
      .poll(() => live.events)
      .toEqual([
        [7, true],
        [7, false],
      ]);
    expect(await live.fanout.sweep()).toBe(0);

    // An instance that stalled past its TTL: swept as offline, then its renewal brings the user back.
    const stalled = instance(SHORT_TTL_MS);
    stalled.socket(8, true);
    await expect.poll(() => stalled.events).toEqual([[8, true]]);
    await expect
      .poll(async () => {
        await live.fanout.sweep();
        return live.events.filter(([user]) => user === 8);
      })
      .toEqual([[8, false]]);
    stalled.clock.advance(RENEW_MS);
    await expect
      .poll(() => stalled.events)
      .toEqual([
        [8, true],
        [8, true],
      ]);
  });
});
