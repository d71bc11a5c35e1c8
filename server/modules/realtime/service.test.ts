import { describe, expect, it } from 'vitest';
import type { RealtimeAuth } from '../../../contract/realtime';
import { ManualClock } from '../../../tests/api/support/manual-clock';
import { createSessionEvents } from '../../auth/session-events';
import type { PresenceListener } from '../../ports/realtime';
import { recordingLog } from '../../testing/spec-support';
import { createRealtimeService, RELAYS_PER_WINDOW } from './service';

/** A realtime port in memory: who is online, what was published, what was authorised. */
function fakeRealtime(online: number[]) {
  const listeners = new Set<PresenceListener>();
  const published: Array<{ userId: number; data: unknown }> = [];
  const authorized: Array<[number, string]> = [];
  return {
    published,
    authorized,
    presence: (userId: number, isOnline: boolean) => {
      for (const l of listeners) l(userId, isOnline);
    },
    port: {
      authorize: async (userId: number, familyId: string): Promise<RealtimeAuth> => {
        authorized.push([userId, familyId]);
        return { driver: 'hub', ticket: 't', url: '/realtime', expires_in: 30 };
      },
      publish: async (userId: number, _channel: string, _event: string, data: unknown) =>
        void published.push({ userId, data }),
      onlineAmong: async (ids: readonly number[]) => new Set(ids.filter((id) => online.includes(id))),
      onPresence: (listener: PresenceListener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('realtime service', () => {
  const friends = new Map<number, number[]>([[1, [2, 3, 4]]]);
  const onCall = new Set<number>();
  /** The users repository's presenceCircleOf over the maps above. */
  const circle = (id: number) => {
    const ids = friends.get(id) ?? [];
    return { friends: ids, onCall: new Set([id, ...ids].filter((x) => onCall.has(x))) };
  };
  const users = { presenceCircleOf: async (id: number) => circle(id) };
  const events = createSessionEvents();

  it('authorises the client of one session (credentials bound to its family)', async () => {
    const realtime = fakeRealtime([]);
    const service = createRealtimeService({
      realtime: realtime.port,
      users,
      events,
      log: recordingLog(),
      clock: new ManualClock(),
    });
    await service.authorize({ userId: 1, familyId: 'fam-1' });
    expect(realtime.authorized).toEqual([[1, 'fam-1']]);
  });

  it('tells a user coming online who of their friends is online, and tells those friends only', async () => {
    const realtime = fakeRealtime([2, 4, 9]);
    const service = createRealtimeService({
      realtime: realtime.port,
      users,
      events,
      log: recordingLog(),
      clock: new ManualClock(),
    });
    const stop = service.startPresenceRelay();
    realtime.presence(1, true);
    await flush();
    expect(realtime.published).toEqual(
      expect.arrayContaining([
        { userId: 2, data: { type: 'presence', snapshot: false, online: [1], offline: [], on_call: [] } },
        { userId: 4, data: { type: 'presence', snapshot: false, online: [1], offline: [], on_call: [] } },
        { userId: 1, data: { type: 'presence', snapshot: true, online: [2, 4], offline: [3], on_call: [] } },
      ]),
    );
    expect(realtime.published).toHaveLength(3);

    realtime.published.length = 0;
    realtime.presence(1, false);
    await flush();
    expect(realtime.published.map((p) => p.userId).sort()).toEqual([2, 4]);

    stop();
    realtime.published.length = 0;
    realtime.presence(1, true);
    await flush();
    expect(realtime.published).toEqual([]);
  });

  it('logs a relay that fails instead of throwing into the port', async () => {
    const realtime = fakeRealtime([2]);
    const log = recordingLog();
    const failing = { presenceCircleOf: async () => Promise.reject(new Error('db down')) };
    createRealtimeService({
      realtime: realtime.port,
      users: failing,
      events,
      log,
      clock: new ManualClock(),
    }).startPresenceRelay();
    realtime.presence(1, true);
    await flush();
    expect(log.lines.map((l) => l.msg)).toEqual(['presence relay failed']);
  });
  it('coalesces presence changes per user: 40,000 toggles cost a few friend queries, and friends end right', async () => {
    const realtime = fakeRealtime([2]);
    let queries = 0;
    const counting = {
      presenceCircleOf: async (id: number) => {
        queries += 1;
        await flush();
        return circle(id);
      },
    };
    createRealtimeService({
      realtime: realtime.port,
      users: counting,
      events,
      log: recordingLog(),
      clock: new ManualClock(),
    }).startPresenceRelay();
    for (let i = 0; i < 20_000; i++) {
      realtime.presence(1, true);
      realtime.presence(1, false);
    }
    realtime.presence(1, true);
    for (let i = 0; i < 10 && queries < 3; i++) await flush();
    await flush();
    await flush();
    expect(queries).toBeLessThanOrEqual(3);
    // Friend 2 last heard that user 1 is online.
    const toFriend = realtime.published.filter((p) => p.userId === 2).at(-1);
    expect(toFriend?.data).toMatchObject({ snapshot: false, online: [1], offline: [] });
  });

  it('throttles a user whose changes arrive between relays: a few per second, then the state as it is by then', async () => {
    const realtime = fakeRealtime([2]);
    const clock = new ManualClock();
    let queries = 0;
    const counting = {
      presenceCircleOf: async (id: number) => {
        queries += 1;
        return circle(id);
      },
    };
    const stop = createRealtimeService({
      realtime: realtime.port,
      users: counting,
      events,
      log: recordingLog(),
      clock,
    }).startPresenceRelay();
    // Each change lands after the previous relay finished: coalescing alone would relay them all.
    for (let i = 0; i < 100; i++) {
      realtime.presence(1, i % 2 === 0);
      await flush();
    }
    realtime.presence(1, true);
    await flush();
    expect(queries).toBe(RELAYS_PER_WINDOW);
    expect(realtime.published.filter((p) => p.userId === 2).at(-1)?.data).toMatchObject({ online: [], offline: [1] });

    clock.advance(1000);
    for (let i = 0; i < 5; i++) await flush();
    expect(queries).toBe(RELAYS_PER_WINDOW + 1);
    expect(realtime.published.filter((p) => p.userId === 2).at(-1)?.data).toMatchObject({ online: [1], offline: [] });
    stop();
  });

  it('says which online friends are on a call in the snapshot, and whether the user is in the change', async () => {
    const realtime = fakeRealtime([2, 3]);
    const service = createRealtimeService({
      realtime: realtime.port,
      users,
      events,
      log: recordingLog(),
      clock: new ManualClock(),
    });
    const stop = service.startPresenceRelay();
    onCall.add(1);
    onCall.add(3);
    onCall.add(4); // offline: not in on_call
    realtime.presence(1, true);
    await flush();
    expect(realtime.published).toEqual(
      expect.arrayContaining([
        { userId: 2, data: { type: 'presence', snapshot: false, online: [1], offline: [], on_call: [1] } },
        { userId: 1, data: { type: 'presence', snapshot: true, online: [2, 3], offline: [4], on_call: [3] } },
      ]),
    );
    stop();
    onCall.clear();
  });

  it('tells online friends when an online user starts or ends a call; nothing for an offline user', async () => {
    const realtime = fakeRealtime([2]);
    const service = createRealtimeService({
      realtime: realtime.port,
      users,
      events,
      log: recordingLog(),
      clock: new ManualClock(),
    });
    const stop = service.startPresenceRelay();
    events.onCallChanged(1, true); // user 1 is not online
    await flush();
    expect(realtime.published).toEqual([]);

    realtime.presence(1, true);
    await flush();
    realtime.published.length = 0;
    onCall.add(1);
    events.onCallChanged(1, true);
    await flush();
    expect(realtime.published).toEqual([
      { userId: 2, data: { type: 'presence', snapshot: false, online: [1], offline: [], on_call: [1] } },
    ]);
    realtime.published.length = 0;
    onCall.delete(1);
    events.onCallChanged(1, false);
    await flush();
    expect(realtime.published).toEqual([
      { userId: 2, data: { type: 'presence', snapshot: false, online: [1], offline: [], on_call: [] } },
    ]);

    // Unrelated session events relay nothing.
    realtime.published.length = 0;
    events.userChanged(1);
    await flush();
    expect(realtime.published).toEqual([]);

    stop();
    events.onCallChanged(1, true);
    await flush();
    expect(realtime.published).toEqual([]);
  });

  it('coalesces call changes too: many flips while a relay runs cost one more relay', async () => {
    const realtime = fakeRealtime([2]);
    let queries = 0;
    const counting = {
      presenceCircleOf: async (id: number) => {
        queries += 1;
        await flush();
        return circle(id);
      },
    };
    const stop = createRealtimeService({
      realtime: realtime.port,
      users: counting,
      events,
      log: recordingLog(),
      clock: new ManualClock(),
    }).startPresenceRelay();
    realtime.presence(1, true);
    for (let i = 0; i < 1000; i++) events.onCallChanged(1, i % 2 === 0);
    onCall.add(1);
    for (let i = 0; i < 10 && queries < 2; i++) await flush();
    await flush();
    await flush();
    expect(queries).toBe(2);
    expect(realtime.published.filter((p) => p.userId === 2).at(-1)?.data).toMatchObject({ online: [1], on_call: [1] });
    stop();
    onCall.clear();
  });
});
