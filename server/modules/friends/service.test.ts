import { and, type Column, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRIEND_LIMIT_MESSAGE, FRIEND_REQUEST_REFUSALS as REFUSALS } from '../../../contract/friends';
import { recordSessionEvents } from '../../auth/session-events';
import type { DatabaseHandle } from '../../db/client';
import { friendRequests, friendships, type UserRow } from '../../db/schema/index';
import type { HttpError } from '../../http/errors';
import { handClock, insertUser, memoryDatabase, recordingLog } from '../../testing/spec-support';
import type { PresenceStatus } from './presence';
import { createFriendsRepository } from './repository';
import { createFriendsService, FRIENDS_MESSAGES as M } from './service';

const DAY = 86_400_000;

describe('friends service', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await memoryDatabase();
  });
  afterAll(() => handle.close());

  function setup(opts: { limit?: number; statuses?: Record<number, PresenceStatus> } = {}) {
    const clock = handClock();
    const events = recordSessionEvents();
    const published: Array<{ userId: number; channel: string; event: string; data: unknown }> = [];
    const pushed: Array<{ userId: number; payload: unknown; ttl: number }> = [];
    const service = createFriendsService({
      repo: createFriendsRepository(handle.db),
      presence: {
        statusOf: async (ids) =>
          new Map(ids.map((id) => [id, opts.statuses?.[id] ?? { online: false, onCall: false }])),
      },
      realtime: {
        publish: async (userId, channel, event, data) => void published.push({ userId, channel, event, data }),
      },
      events,
      log: recordingLog(),
      now: clock.now,
      config: { friendLimit: opts.limit ?? 5 },
      push: { notify: async (userId, payload, options) => void pushed.push({ userId, payload, ttl: options.ttl }) },
    });
    return { service, events, published, clock, pushed };
  }

  /** A verified user whose trial ended: the limit applies. */
  const nonSubscriber = (fields: Partial<UserRow> = {}) =>
    insertUser(handle.db, { trialEndsAt: new Date(Date.UTC(2026, 0, 1)), ...fields });
  const subscriber = () => insertUser(handle.db, { subscriptionEndsAt: new Date(Date.UTC(2026, 0, 15) + 30 * DAY) });

  /** Rows between two users in either direction (friendships: user/friend; requests: sender/recipient). */
  const eitherWay = (x: Column, y: Column, a: number, b: number) =>
    or(and(eq(x, a), eq(y, b)), and(eq(x, b), eq(y, a)));
  const friendRows = (a: number, b: number) =>
    handle.db
      .select()
      .from(friendships)
      .where(eitherWay(friendships.userId, friendships.friendId, a, b));
  const requestRows = (a: number, b: number) =>
    handle.db
      .select()
      .from(friendRequests)
      .where(eitherWay(friendRequests.senderId, friendRequests.recipientId, a, b));

  it('pushes a request only to a recipient who is offline (an open tab heard the realtime event)', async () => {
    const a = await nonSubscriber({ name: 'Alice', petName: 'Rex' });
    const online = await nonSubscriber();
    const offline = await nonSubscriber();
    const { service, pushed } = setup({ statuses: { [online.id]: { online: true, onCall: false } } });
    await service.sendRequest(a.id, online.id);
    await service.sendRequest(a.id, offline.id);
    await expect.poll(() => pushed.length).toBe(1);
    expect(pushed).toEqual([
      {
        userId: offline.id,
        payload: { type: 'friendRequest', from: { id: a.id, name: 'Alice', pet_name: 'Rex' } },
        ttl: 86_400,
      },
    ]);
  });

  it('sends a request: one row, sendFriendRequest to the recipient only, no session event', async () => {
    const { service, published, events } = setup();
    const a = await nonSubscriber({ name: 'Alice' });
    const b = await nonSubscriber();
    expect(await service.sendRequest(a.id, b.id)).toEqual({ status: 'pending' });
    expect(await requestRows(a.id, b.id)).toHaveLength(1);
    expect(published).toEqual([
      {
        userId: b.id,
        channel: 'friends-chanel',
        event: 'FriendsChanel',
        data: expect.objectContaining({ type: 'sendFriendRequest', recipientId: b.id, id: a.id, name: 'Alice' }),
      },
    ]);
    expect(events.events).toEqual([]);
    expect(await service.requests(b.id)).toEqual([expect.objectContaining({ id: a.id, name: 'Alice' })]);
    expect(await service.requests(a.id)).toEqual([]);
  });

  it('refuses yourself (422), an unknown user (404), a repeat (409) and a friend (409)', async () => {
    const { service } = setup();
    const a = await nonSubscriber();
    const b = await nonSubscriber();
    await expect(service.sendRequest(a.id, a.id)).rejects.toMatchObject({ statusCode: 422, message: M.yourself });
    await expect(service.sendRequest(a.id, 2_000_000_000)).rejects.toMatchObject({ statusCode: 404 });
    await service.sendRequest(a.id, b.id);
    await expect(service.sendRequest(a.id, b.id)).rejects.toMatchObject({
      statusCode: 409,
      message: M.alreadyPending,
    });
    await service.accept(b.id, a.id);
    await expect(service.sendRequest(a.id, b.id)).rejects.toMatchObject({
      statusCode: 409,
      message: M.alreadyFriends,
    });
    await expect(service.sendRequest(b.id, a.id)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('a request to someone who had already asked makes the friendship at once', async () => {
    const { service, published, events } = setup();
    const a = await nonSubscriber();
    const b = await nonSubscriber();
    await service.sendRequest(a.id, b.id);
    published.length = 0;
    expect(await service.sendRequest(b.id, a.id)).toEqual({ status: 'friends' });
    expect(await friendRows(a.id, b.id)).toHaveLength(2);
    expect(await requestRows(a.id, b.id)).toEqual([]);
    expect(events.events).toEqual([
      { type: 'userChanged', userId: b.id },
      { type: 'userChanged', userId: a.id },
    ]);
    // A, who asked first, hears that B accepted; each hears the other's presence.
    expect(published).toContainEqual(
      expect.objectContaining({
        userId: a.id,
        data: expect.objectContaining({
          type: 'friendRequestAccepted',
          recipientId: a.id,
          friend: expect.objectContaining({ id: b.id }),
        }),
      }),
    );
    expect(
      published
        .filter((p) => (p.data as { type: string }).type === 'presence')
        .map((p) => p.userId)
        .sort(),
    ).toEqual([a.id, b.id].sort());
  });

  it('counts friends plus pending sent requests against the limit of a non-subscriber', async () => {
    const { service } = setup({ limit: 2 });
    const a = await nonSubscriber();
    const [b, c, d, e] = await Promise.all([nonSubscriber(), nonSubscriber(), nonSubscriber(), nonSubscriber()]);
    await service.sendRequest(a.id, b.id);
    await service.accept(b.id, a.id); // one friend
    await service.sendRequest(a.id, c.id); // one pending
    await expect(service.sendRequest(a.id, d.id)).rejects.toMatchObject({
      statusCode: 403,
      message: FRIEND_LIMIT_MESSAGE,
    });
    expect(service.friendLimit(a)).toEqual({ limit: 2 });
    // Requests received do not count, and accepting one is not limited.
    await service.sendRequest(e.id, a.id);
    await service.accept(a.id, e.id);
    await service.decline(c.id, a.id); // the pending one goes: still two friends
    await expect(service.sendRequest(a.id, d.id)).rejects.toMatchObject({ statusCode: 403 });
    await service.remove(a.id, e.id);
    expect(await service.sendRequest(a.id, d.id)).toEqual({ status: 'pending' });
  });

  it('stops parallel requests of a non-subscriber at the limit', async () => {
    const { service } = setup({ limit: 3 });
    const a = await nonSubscriber();
    const others = await Promise.all(Array.from({ length: 10 }, () => nonSubscriber()));
    const results = await Promise.allSettled(others.map((o) => service.sendRequest(a.id, o.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const rows = await handle.db.select().from(friendRequests).where(eq(friendRequests.senderId, a.id));
    expect(rows).toHaveLength(3);
  });

  it('gives subscribers (trial or paid) no limit', async () => {
    const { service } = setup({ limit: 1 });
    const paid = await subscriber();
    const onTrial = await insertUser(handle.db, { trialEndsAt: new Date(Date.UTC(2026, 0, 20)) });
    expect(service.friendLimit(paid)).toEqual({ limit: null });
    expect(service.friendLimit(onTrial)).toEqual({ limit: null });
    const others = await Promise.all([nonSubscriber(), nonSubscriber(), nonSubscriber()]);
    for (const o of others) expect(await service.sendRequest(paid.id, o.id)).toEqual({ status: 'pending' });
  });

  it('accepts only a request sent to you; the sender hears friendRequestAccepted', async () => {
    const { service, published, events } = setup();
    const a = await nonSubscriber();
    const b = await nonSubscriber({ name: 'Bob' });
    const c = await nonSubscriber();
    await service.sendRequest(a.id, b.id);
    await expect(service.accept(c.id, a.id)).rejects.toMatchObject({ statusCode: 404 });
    await expect(service.accept(a.id, b.id)).rejects.toMatchObject({ statusCode: 404 });
    published.length = 0;
    const { friend } = await service.accept(b.id, a.id);
    expect(friend).toMatchObject({ id: a.id, is_online: false, is_on_call: false });
    expect(await friendRows(a.id, b.id)).toHaveLength(2);
    expect(events.events).toEqual([
      { type: 'userChanged', userId: b.id },
      { type: 'userChanged', userId: a.id },
    ]);
    expect(published).toContainEqual(
      expect.objectContaining({
        userId: a.id,
        data: {
          type: 'friendRequestAccepted',
          recipientId: a.id,
          friend: expect.objectContaining({ id: b.id, name: 'Bob' }),
        },
      }),
    );
    expect(published.every((p) => p.userId === a.id || p.userId === b.id)).toBe(true);
    await expect(service.accept(b.id, a.id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('two concurrent accepts make one friendship', async () => {
    const { service } = setup();
    const a = await nonSubscriber();
    const b = await nonSubscriber();
    await service.sendRequest(a.id, b.id);
    const results = await Promise.allSettled([service.accept(b.id, a.id), service.accept(b.id, a.id)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await friendRows(a.id, b.id)).toHaveLength(2);
  });

  it('crossing requests in parallel make one friendship', async () => {
    const { service } = setup();
    const a = await nonSubscriber();
    const b = await nonSubscriber();
    const results = await Promise.all([service.sendRequest(a.id, b.id), service.sendRequest(b.id, a.id)]);
    expect(results.map((r) => r.status).sort()).toEqual(['friends', 'pending']);
    expect(await friendRows(a.id, b.id)).toHaveLength(2);
    expect(await requestRows(a.id, b.id)).toEqual([]);
  });

  it('declines only a request sent to you; the sender may ask again only after 7 days', async () => {
    const { service, events, clock } = setup();
    const a = await nonSubscriber();
    const b = await nonSubscriber();
    await service.sendRequest(a.id, b.id);
    await expect(service.decline(a.id, b.id)).rejects.toMatchObject({ statusCode: 404 });
    await service.decline(b.id, a.id);
    expect(await requestRows(a.id, b.id)).toEqual([]);
    expect(events.events).toEqual([]);
    await expect(service.decline(b.id, a.id)).rejects.toMatchObject({ statusCode: 404 });
    clock.advance(7 * DAY - 1);
    await expect(service.sendRequest(a.id, b.id)).rejects.toMatchObject({
      statusCode: 409,
      message: REFUSALS.recentlyDeclined.message,
      extra: { code: 'recently_declined' },
    });
    expect(await requestRows(a.id, b.id)).toEqual([]);
    clock.advance(1);
    expect(await service.sendRequest(a.id, b.id)).toEqual({ status: 'pending' });
  });

  it('a decline does not stop the one who declined from asking, nor a crossing request from making friends', async () => {
    const { service } = setup();
    const a = await nonSubscriber();
    const b = await nonSubscriber();
    await service.sendRequest(a.id, b.id);
    await service.decline(b.id, a.id);
    // B changes their mind: B may ask A, and A answering with a request of their own accepts it.
    expect(await service.sendRequest(b.id, a.id)).toEqual({ status: 'pending' });
    expect(await service.sendRequest(a.id, b.id)).toEqual({ status: 'friends' });
  });

  it('declines from three different people within a day pause the sender for an hour after the latest', async () => {
    const { service, clock, published } = setup();
    const sender = await subscriber();
    const [x, y, z, w] = [await nonSubscriber(), await nonSubscriber(), await nonSubscriber(), await nonSubscriber()];
    const start = clock.now().getTime();
    for (const r of [x, y]) {
      await service.sendRequest(sender.id, r.id);
      await service.decline(r.id, sender.id);
      clock.advance(3600_000);
    }
    // Two declines: not paused.
    await service.sendRequest(sender.id, z.id);
    clock.advance(10 * 60_000);
    await service.decline(z.id, sender.id);
    const declinedAt = clock.now().getTime();
    clock.advance(59 * 60_000);
    const before = published.length;
    const paused = await service.sendRequest(sender.id, w.id).catch((e: HttpError) => e);
    expect(paused).toMatchObject({
      statusCode: 429,
      headers: { 'retry-after': '60' },
      extra: { code: 'sending_paused', resumes_at: new Date(declinedAt + 3600_000).toISOString() },
    });
    expect((paused as HttpError).message).toBe(REFUSALS.sendingPaused.message(new Date(declinedAt + 3600_000)));
    // Nothing stored, nothing told.
    expect(await requestRows(sender.id, w.id)).toEqual([]);
    expect(published.length).toBe(before);
    clock.advance(60_000);
    expect(clock.now().getTime() - start).toBeLessThan(DAY);
    expect(await service.sendRequest(sender.id, w.id)).toEqual({ status: 'pending' });
  });

  it('declines older than a day do not add up to a pause', async () => {
    const { service, clock } = setup();
    const sender = await subscriber();
    const [x, y, z, w] = [await nonSubscriber(), await nonSubscriber(), await nonSubscriber(), await nonSubscriber()];
    for (const r of [x, y]) {
      await service.sendRequest(sender.id, r.id);
      await service.decline(r.id, sender.id);
    }
    clock.advance(DAY + 1);
    await service.sendRequest(sender.id, z.id);
    await service.decline(z.id, sender.id);
    // x and y declined more than a day ago: only one decline within the day.
    expect(await service.sendRequest(sender.id, w.id)).toEqual({ status: 'pending' });
  });

  it('removes a friendship in both directions and tells both', async () => {
    const { service, events, published } = setup();
    const a = await nonSubscriber();
    const b = await nonSubscriber();
    const c = await nonSubscriber();
    await service.sendRequest(a.id, b.id);
    await service.accept(b.id, a.id);
    events.events.length = 0;
    published.length = 0;
    await expect(service.remove(a.id, c.id)).rejects.toMatchObject({ statusCode: 404, message: M.notFriend });
    await service.remove(b.id, a.id);
    expect(await friendRows(a.id, b.id)).toEqual([]);
    expect(events.events).toEqual([
      { type: 'userChanged', userId: b.id },
      { type: 'userChanged', userId: a.id },
    ]);
    expect(published.map((p) => [p.userId, p.data])).toEqual(
      expect.arrayContaining([
        [a.id, { type: 'presence', snapshot: false, online: [], offline: [b.id], on_call: [] }],
        [b.id, { type: 'presence', snapshot: false, online: [], offline: [a.id], on_call: [] }],
      ]),
    );
    await expect(service.remove(a.id, b.id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('lists friends in online and offline groups, paged, with presence', async () => {
    const a = await nonSubscriber();
    const friends = await Promise.all(['Dora', 'Ann', 'Cleo', 'Bea', 'Eve'].map((name) => nonSubscriber({ name })));
    const [dora, ann, cleo, bea, eve] = friends;
    const { service } = setup({
      statuses: {
        [ann.id]: { online: true, onCall: true },
        [cleo.id]: { online: true, onCall: false },
        [eve.id]: { online: true, onCall: false },
      },
    });
    await handle.db.insert(friendships).values(
      friends.flatMap((f) => [
        { userId: a.id, friendId: f.id },
        { userId: f.id, friendId: a.id },
      ]),
    );
    const list = await service.list(a.id, 2);
    expect(list.online.map((page) => page.map((f) => f.name))).toEqual([['Ann', 'Cleo'], ['Eve']]);
    expect(list.offline.map((page) => page.map((f) => f.name))).toEqual([['Bea', 'Dora']]);
    expect(list.online[0][0]).toEqual({
      id: ann.id,
      name: 'Ann',
      image: null,
      pet_name: ann.petName,
      pet_gender: 'boy',
      breed: null,
      is_online: true,
      is_on_call: true,
    });
    expect(dora.id).toBeGreaterThan(0);
    expect(bea.id).toBeGreaterThan(0);
    expect(await service.list((await nonSubscriber()).id, 10)).toEqual({ online: [], offline: [] });
  });
});
