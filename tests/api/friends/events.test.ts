import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FriendRequestAcceptedData, SendFriendRequestData } from '../../../contract/friends';
import { type ChatTestServer, hubClient, nextEvent, startChatServer } from '../chat/support';
import { befriend, call, expectNoFriendsEvent, expectNothingAtAll, nonSubscriber } from './support';

type EventMessage = { event: string; data: unknown };
const ofType = (type: string) => (m: EventMessage) =>
  m.event === 'FriendsChanel' && (m.data as { type?: string }).type === type;

/** Realtime events about requests and friendships reach only their recipient. */
describe('friends events', () => {
  let server: ChatTestServer;

  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(() => server.close());

  it('sendFriendRequest reaches the recipient only', async () => {
    const a = await nonSubscriber(server, { name: 'Sender Sam' });
    const b = await nonSubscriber(server);
    const c = await nonSubscriber(server);
    const [hubA, hubB, hubC] = await Promise.all([hubClient(server, a), hubClient(server, b), hubClient(server, c)]);
    expect((await call(server, a, 'POST', '/friends/send-request', { to: b.user.id })).status).toBe(201);
    const event = await nextEvent(hubB, ofType('sendFriendRequest'));
    expect(event).toMatchObject({ channel: 'friends-chanel', event: 'FriendsChanel' });
    expect(event.data).toEqual({
      type: 'sendFriendRequest',
      recipientId: b.user.id,
      id: a.user.id,
      name: 'Sender Sam',
      image: null,
      pet_name: a.user.petName,
      pet_gender: a.user.petGender,
      breed: null,
      created_at: new Date(server.clock.now()).toISOString(),
    } satisfies SendFriendRequestData);
    await expectNoFriendsEvent(server, hubA, a.user.id);
    await expectNoFriendsEvent(server, hubC, c.user.id);
    for (const s of [hubA, hubB, hubC]) s.close();
  });

  it('friendRequestAccepted reaches the original sender only; both hear the new friend is online', async () => {
    const a = await nonSubscriber(server);
    const b = await nonSubscriber(server, { name: 'Accepting Ann' });
    const c = await nonSubscriber(server);
    expect((await call(server, a, 'POST', '/friends/send-request', { to: b.user.id })).status).toBe(201);
    const [hubA, hubB, hubC] = await Promise.all([hubClient(server, a), hubClient(server, b), hubClient(server, c)]);
    expect((await call(server, b, 'POST', '/friends/accept-request', { senderId: a.user.id })).status).toBe(200);
    const accepted = await nextEvent(hubA, ofType('friendRequestAccepted'));
    expect(accepted.data).toEqual({
      type: 'friendRequestAccepted',
      recipientId: a.user.id,
      friend: {
        id: b.user.id,
        name: 'Accepting Ann',
        image: null,
        pet_name: b.user.petName,
        pet_gender: b.user.petGender,
        breed: null,
        is_online: true,
        is_on_call: false,
      },
    } satisfies FriendRequestAcceptedData);
    // Each hears the other's presence (both connected: online), so open lists follow.
    const presenceOf = (id: number) => (m: EventMessage) =>
      ofType('presence')(m) && (m.data as { online: number[] }).online.includes(id);
    expect((await nextEvent(hubA, presenceOf(b.user.id))).data).toEqual({
      type: 'presence',
      snapshot: false,
      online: [b.user.id],
      offline: [],
      on_call: [],
    });
    expect((await nextEvent(hubB, presenceOf(a.user.id))).data).toMatchObject({ online: [a.user.id] });
    await expectNoFriendsEvent(server, hubB, b.user.id);
    await expectNoFriendsEvent(server, hubA, a.user.id);
    // The bystander heard nothing at all beyond their own snapshot.
    expect(await nextEvent(hubC, () => true)).toMatchObject({ data: { type: 'presence', snapshot: true, online: [] } });
    await expectNothingAtAll(server, hubC, c.user.id);
    for (const s of [hubA, hubB, hubC]) s.close();
  });

  it('a crossing request tells the first asker that they are friends now', async () => {
    const a = await nonSubscriber(server);
    const b = await nonSubscriber(server);
    const hubA = await hubClient(server, a);
    expect((await call(server, a, 'POST', '/friends/send-request', { to: b.user.id })).status).toBe(201);
    expect((await call(server, b, 'POST', '/friends/send-request', { to: a.user.id })).status).toBe(200);
    expect((await nextEvent(hubA, ofType('friendRequestAccepted'))).data).toMatchObject({
      recipientId: a.user.id,
      friend: { id: b.user.id, is_online: false },
    });
    hubA.close();
  });

  it('after a removal each hears the other as offline, and friends’ presence stops', async () => {
    const a = await nonSubscriber(server);
    const b = await nonSubscriber(server);
    await befriend(server, a, b);
    const hubA = await hubClient(server, a);
    expect((await nextEvent(hubA, ofType('presence'))).data).toMatchObject({ snapshot: true, offline: [b.user.id] });
    const hubB = await hubClient(server, b);
    expect((await nextEvent(hubA, ofType('presence'))).data).toMatchObject({ online: [b.user.id] });
    expect((await call(server, a, 'DELETE', '/friends/delete', { friendId: b.user.id })).status).toBe(200);
    expect(
      (await nextEvent(hubB, (m) => ofType('presence')(m) && !(m.data as { snapshot: boolean }).snapshot)).data,
    ).toEqual({
      type: 'presence',
      snapshot: false,
      online: [],
      offline: [a.user.id],
      on_call: [],
    });
    expect((await nextEvent(hubA, ofType('presence'))).data).toMatchObject({ online: [], offline: [b.user.id] });
    // No longer friends: B's call changes are not A's business.
    expect((await call(server, b, 'PATCH', '/is-on-call', { isOnCall: true })).status).toBe(204);
    await expectNothingAtAll(server, hubA, a.user.id);
    hubA.close();
    hubB.close();
  });

  it('a friend starting a call reaches online friends (on_call), not a third user', async () => {
    const a = await nonSubscriber(server);
    const b = await nonSubscriber(server);
    const c = await nonSubscriber(server);
    await befriend(server, a, b);
    const hubA = await hubClient(server, a);
    const hubB = await hubClient(server, b);
    const hubC = await hubClient(server, c);
    expect((await call(server, b, 'PATCH', '/is-on-call', { isOnCall: true })).status).toBe(204);
    expect(
      (await nextEvent(hubA, (m) => ofType('presence')(m) && (m.data as { on_call: number[] }).on_call.length > 0))
        .data,
    ).toEqual({ type: 'presence', snapshot: false, online: [b.user.id], offline: [], on_call: [b.user.id] });
    expect(await nextEvent(hubC, () => true)).toMatchObject({ data: { type: 'presence', snapshot: true, online: [] } });
    await expectNothingAtAll(server, hubC, c.user.id);
    for (const s of [hubA, hubB, hubC]) s.close();
  });
});
