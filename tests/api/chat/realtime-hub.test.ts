import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HubServerMessage } from '../../../contract/realtime';
import { friendships } from '../../../server/db/schema/index';
import { eventually } from '../../support/eventually';
import { type SeededUser, seedUser } from '../support/users';
import {
  type ChatTestServer,
  call,
  hubClient,
  nextEvent,
  peerCredentials,
  QueuedSocket,
  startChatServer,
  wsUrl,
} from './support';

const HEARTBEAT_MS = 25_000;
const GRACE_MS = 4000;

describe('realtime hub', () => {
  let server: ChatTestServer;

  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(() => server.close());

  async function ticket(user: SeededUser) {
    const res = await call(server, user, 'POST', '/broadcasting/auth');
    expect(res.status).toBe(200);
    return res.body as { driver: string; ticket: string; url: string; expires_in: number };
  }

  async function open(url = '/realtime') {
    const socket = new QueuedSocket(wsUrl(server, url));
    await socket.opened;
    return socket;
  }

  const isPresence = (m: { event: string; data: unknown }) =>
    m.event === 'FriendsChanel' && (m.data as { type?: string }).type === 'presence';

  /** Proves a socket got no call event so far: the next one it receives is a marker sent after. */
  async function expectNothingBefore(socket: QueuedSocket, userId: number) {
    await server.ctx.realtime.publish(userId, 'video-chat', 'Marker', { marker: true });
    expect(await nextEvent(socket, (m) => !isPresence(m))).toMatchObject({ event: 'Marker', data: { marker: true } });
  }

  /** Two users matched through the pool, as the random chat does it. */
  async function matchPair() {
    const a = await seedUser(server.ctx);
    const b = await seedUser(server.ctx);
    const aPeer = await peerCredentials(server, a);
    const bPeer = await peerCredentials(server, b);
    const waiting = call(server, a, 'POST', '/get-peer-id', {});
    await eventually(async () => expect((await server.ctx.matchPool.stats()).waiting).toBe(1));
    const found = await call(server, b, 'POST', '/get-peer-id', {});
    const callee = await waiting;
    expect(found.body.match_id).toBe(callee.body.match_id);
    return { a, b, aPeer, bPeer, matchId: found.body.match_id as string };
  }

  /** The PeerJS socket of an issued id, open (OPEN read) and known to the directory. */
  async function openPeer(creds: { peer_id: string; peer_token: string }) {
    const socket = new QueuedSocket(
      wsUrl(server, `/peerjs/peerjs?key=peerjs&id=${creds.peer_id}&token=${encodeURIComponent(creds.peer_token)}`),
    );
    expect(await socket.next()).toEqual({ type: 'OPEN' });
    await eventually(() => expect(server.ctx.peers.isOnline(creds.peer_id)).toBe(true));
    return socket;
  }

  it('hands out a hub ticket for the configured driver', async () => {
    const user = await seedUser(server.ctx);
    const auth = await ticket(user);
    expect(auth).toMatchObject({ driver: 'hub', url: '/realtime', expires_in: 30 });
    expect(auth.ticket.length).toBeGreaterThanOrEqual(32);
    expect((await call(server, null, 'POST', '/broadcasting/auth')).status).toBe(401);
  });

  it('binds a ticket to its user and accepts it once', async () => {
    const user = await seedUser(server.ctx);
    const auth = await ticket(user);
    const first = await open();
    first.send({ type: 'auth', ticket: auth.ticket });
    expect(await first.next()).toEqual({ type: 'ready', user_id: user.user.id });

    const replay = await open();
    replay.send({ type: 'auth', ticket: auth.ticket });
    expect(await replay.next()).toMatchObject({ type: 'error', code: 'auth_failed' });
    expect((await replay.closed).code).toBe(4401);
    first.close();
  });

  it('refuses an expired ticket, a made-up one, and requests before authentication', async () => {
    const user = await seedUser(server.ctx);
    const auth = await ticket(user);
    server.clock.advance(30_001);
    const late = await open();
    late.send({ type: 'auth', ticket: auth.ticket });
    expect(await late.next()).toMatchObject({ type: 'error', code: 'auth_failed' });
    await late.closed;

    const early = await open();
    early.send({ type: 'subscribe', channel: 'video-chat' });
    expect(await early.next()).toMatchObject({ type: 'error', code: 'unauthenticated' });
    early.send({ type: 'auth', ticket: 'made-up' });
    expect(await early.next()).toMatchObject({ type: 'error', code: 'auth_failed' });
    await early.closed;
  });

  it('closes a socket that does not authenticate in time', async () => {
    const idle = await open();
    server.clock.advance(10_000);
    expect(await idle.next()).toMatchObject({ type: 'error', code: 'auth_timeout' });
    expect((await idle.closed).code).toBe(4401);
  });

  it('answers pings, rejects malformed messages and unknown channels', async () => {
    const user = await seedUser(server.ctx);
    const socket = await hubClient(server, user, []);
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
    socket.ws.send('not json');
    expect(await socket.next()).toMatchObject({ type: 'error', code: 'bad_message' });
    socket.send({ type: 'subscribe', channel: 'private-user.1' });
    expect(await socket.next()).toMatchObject({ type: 'error', code: 'bad_message', message: 'Unknown channel' });
    socket.close();
  });

  it('drops a socket that stops answering heartbeats', async () => {
    const user = await seedUser(server.ctx);
    const auth = await ticket(user);
    const mute = new QueuedSocket(wsUrl(server, '/realtime'), { autoPong: false });
    await mute.opened;
    mute.send({ type: 'auth', ticket: auth.ticket });
    await mute.next();
    const lively = await hubClient(server, await seedUser(server.ctx), []);
    server.clock.advance(HEARTBEAT_MS); // ping sent
    // Let the lively client's automatic pong reach the server before the next beat.
    lively.send({ type: 'ping' });
    expect(await lively.next()).toEqual({ type: 'pong' });
    server.clock.advance(HEARTBEAT_MS); // no pong from `mute`: dropped
    const closed = await mute.closed;
    expect(closed.code).toBe(1006);
    lively.send({ type: 'ping' });
    expect(await lively.next()).toEqual({ type: 'pong' });
    lively.close();
  });

  it('end-call publishes andCall to the recipient only', async () => {
    const { a, b, matchId } = await matchPair();
    const bystander = await seedUser(server.ctx);
    const hubA = await hubClient(server, a);
    const hubB = await hubClient(server, b);
    const hubC = await hubClient(server, bystander);

    const res = await call(server, a, 'POST', '/end-call', { to: b.user.id, match_id: matchId });
    expect(res.status).toBe(204);
    const event = await nextEvent(hubB, (m) => m.event === 'VideochatChanel');
    expect(event).toEqual({
      type: 'event',
      channel: 'video-chat',
      event: 'VideochatChanel',
      data: { type: 'andCall', from: a.user.id, to: b.user.id, match_id: matchId },
    });
    await expectNothingBefore(hubC, bystander.user.id);
    await expectNothingBefore(hubA, a.user.id);
    expect(await server.ctx.matchPool.activeMatchOf(b.user.id)).toBeNull();

    // B answers the hang-up with notEnd: nothing goes back to A.
    expect(
      (await call(server, b, 'POST', '/end-call', { to: a.user.id, notEnd: true, match_id: matchId })).status,
    ).toBe(204);
    await expectNothingBefore(hubA, a.user.id);
    for (const s of [hubA, hubB, hubC]) s.close();
  });

  it('delivers only on subscribed channels', async () => {
    const { a, b } = await matchPair();
    const onlyFriends = await hubClient(server, b, ['friends-chanel']);
    expect((await call(server, a, 'POST', '/end-call', { to: b.user.id })).status).toBe(204);
    await server.ctx.realtime.publish(b.user.id, 'friends-chanel', 'FriendsChanel', { type: 'marker' });
    // The presence snapshot, then the marker: the andCall on video-chat never arrived.
    expect(await nextEvent(onlyFriends, () => true)).toMatchObject({
      event: 'FriendsChanel',
      data: { type: 'presence', snapshot: true },
    });
    expect(await nextEvent(onlyFriends, () => true)).toMatchObject({
      event: 'FriendsChanel',
      data: { type: 'marker' },
    });
    onlyFriends.close();
  });

  it('tells friends who comes online and who leaves; strangers hear nothing', async () => {
    const alice = await seedUser(server.ctx);
    const bob = await seedUser(server.ctx);
    const stranger = await seedUser(server.ctx);
    await server.ctx.db.insert(friendships).values([
      { userId: alice.user.id, friendId: bob.user.id },
      { userId: bob.user.id, friendId: alice.user.id },
    ]);
    const hubAlice = await hubClient(server, alice);
    expect(await nextEvent(hubAlice, (m) => m.event === 'FriendsChanel')).toMatchObject({
      data: { type: 'presence', snapshot: true, online: [], offline: [bob.user.id], on_call: [] },
    });
    const hubStranger = await hubClient(server, stranger);
    const hubBob = await hubClient(server, bob);
    expect(await nextEvent(hubBob, (m) => m.event === 'FriendsChanel')).toMatchObject({
      data: { type: 'presence', snapshot: true, online: [alice.user.id], offline: [], on_call: [] },
    });
    expect(await nextEvent(hubAlice, (m) => m.event === 'FriendsChanel')).toMatchObject({
      data: { type: 'presence', snapshot: false, online: [bob.user.id], offline: [], on_call: [] },
    });
    expect(await server.ctx.realtime.onlineAmong([alice.user.id, bob.user.id])).toEqual(
      new Set([alice.user.id, bob.user.id]),
    );

    hubBob.close();
    expect(await nextEvent(hubAlice, (m) => m.event === 'FriendsChanel')).toMatchObject({
      data: { type: 'presence', snapshot: false, online: [], offline: [bob.user.id], on_call: [] },
    });
    expect(await server.ctx.realtime.isOnline(bob.user.id)).toBe(false);
    // The stranger's first FriendsChanel event is their own (empty) snapshot, then the marker.
    expect(await nextEvent(hubStranger, (m) => m.event === 'FriendsChanel')).toMatchObject({
      data: { snapshot: true, online: [] },
    });
    // Nothing about Alice or Bob ever reached the stranger: the next event is the marker.
    await server.ctx.realtime.publish(stranger.user.id, 'video-chat', 'Marker', { marker: true });
    expect(await nextEvent(hubStranger, () => true)).toMatchObject({ event: 'Marker' });
    hubAlice.close();
    hubStranger.close();
  });

  it('tells online friends when a friend starts or ends a call (on_call); strangers hear nothing', async () => {
    const alice = await seedUser(server.ctx);
    const bob = await seedUser(server.ctx);
    const stranger = await seedUser(server.ctx);
    await server.ctx.db.insert(friendships).values([
      { userId: alice.user.id, friendId: bob.user.id },
      { userId: bob.user.id, friendId: alice.user.id },
    ]);
    const hubAlice = await hubClient(server, alice);
    expect(await nextEvent(hubAlice, isPresence)).toMatchObject({ data: { snapshot: true, on_call: [] } });
    expect((await call(server, bob, 'PATCH', '/is-on-call', { isOnCall: true })).status).toBe(204);
    const hubBob = await hubClient(server, bob);
    // Bob comes online on a call: Alice hears both at once.
    expect(await nextEvent(hubAlice, isPresence)).toMatchObject({
      data: { type: 'presence', snapshot: false, online: [bob.user.id], offline: [], on_call: [bob.user.id] },
    });
    const hubStranger = await hubClient(server, stranger);

    expect((await call(server, bob, 'PATCH', '/is-on-call', { isOnCall: false })).status).toBe(204);
    expect(await nextEvent(hubAlice, isPresence)).toMatchObject({
      data: { type: 'presence', snapshot: false, online: [bob.user.id], offline: [], on_call: [] },
    });
    expect((await call(server, alice, 'PATCH', '/is-on-call', { isOnCall: true })).status).toBe(204);
    expect(await nextEvent(hubBob, (m) => isPresence(m) && !(m.data as { snapshot: boolean }).snapshot)).toMatchObject({
      data: { type: 'presence', snapshot: false, online: [alice.user.id], offline: [], on_call: [alice.user.id] },
    });
    // Bob reconnects: his snapshot says Alice is on a call.
    hubBob.close();
    expect(await nextEvent(hubAlice, isPresence)).toMatchObject({ data: { offline: [bob.user.id] } });
    const again = await hubClient(server, bob);
    expect(await nextEvent(again, isPresence)).toMatchObject({
      data: { snapshot: true, online: [alice.user.id], on_call: [alice.user.id] },
    });
    // The stranger's only presence event is their own empty snapshot.
    expect(await nextEvent(hubStranger, isPresence)).toMatchObject({ data: { snapshot: true, online: [] } });
    await expectNothingBefore(hubStranger, stranger.user.id);
    for (const s of [hubAlice, again, hubStranger]) s.close();
  });

  // Their PeerJS socket stays: only one of the two gone, so the long grace (both: leaving.test.ts).
  it('hangs up for a matched user whose realtime socket is gone after the grace period', async () => {
    const { a, b, aPeer, matchId } = await matchPair();
    const peerA = await openPeer(aPeer);
    const hubA = await hubClient(server, a);
    // Online first (with Redis, a write after the socket's authorisation), so offline is news.
    await eventually(async () => expect(await server.ctx.realtime.isOnline(a.user.id)).toBe(true));
    const hubB = await hubClient(server, b);
    const timers = server.clock.pending();
    hubA.close();
    await eventually(async () => expect(await server.ctx.realtime.isOnline(a.user.id)).toBe(false));
    // The grace timer is armed (after the watchdog looked the match up).
    await eventually(() => expect(server.clock.pending()).toBe(timers + 1));
    server.clock.advance(GRACE_MS - 1);
    expect(await server.ctx.matchPool.activeMatchOf(b.user.id)).not.toBeNull();
    server.clock.advance(1);
    expect(await nextEvent(hubB, (m) => m.event === 'VideochatChanel')).toMatchObject({
      data: { type: 'andCall', from: a.user.id, to: b.user.id, match_id: matchId },
    });
    expect(await server.ctx.matchPool.activeMatchOf(b.user.id)).toBeNull();
    hubB.close();
    peerA.close();
  });

  it('does not hang up when the socket comes back within the grace period (page reload)', async () => {
    const { a, b, aPeer } = await matchPair();
    const peerA = await openPeer(aPeer);
    const hubA = await hubClient(server, a);
    // Online first (with Redis, a write after the socket's authorisation), so offline is news.
    await eventually(async () => expect(await server.ctx.realtime.isOnline(a.user.id)).toBe(true));
    const hubB = await hubClient(server, b);
    hubA.close();
    await eventually(async () => expect(await server.ctx.realtime.isOnline(a.user.id)).toBe(false));
    server.clock.advance(GRACE_MS / 2);
    const again = await hubClient(server, a);
    // Online again once presence has it (with Redis, a write after the socket's authorisation).
    await eventually(async () => expect(await server.ctx.realtime.isOnline(a.user.id)).toBe(true));
    server.clock.advance(GRACE_MS);
    expect(await server.ctx.matchPool.activeMatchOf(b.user.id)).not.toBeNull();
    await expectNothingBefore(hubB, b.user.id);
    again.close();
    hubB.close();
    peerA.close();
  });

  it('hangs up for a matched user whose PeerJS socket for the match is gone', async () => {
    const { a, b, bPeer, matchId } = await matchPair();
    const hubA = await hubClient(server, a);
    // Their realtime socket stays: only one of the two gone, so the long grace.
    const hubB = await hubClient(server, b);
    await eventually(async () => expect(await server.ctx.realtime.isOnline(b.user.id)).toBe(true));
    const peerB = await openPeer(bPeer);
    const timers = server.clock.pending();
    peerB.close();
    await eventually(() => expect(server.ctx.peers.isOnline(bPeer.peer_id)).toBe(false));
    await eventually(() => expect(server.clock.pending()).toBe(timers + 1));
    server.clock.advance(GRACE_MS - 1);
    expect(await server.ctx.matchPool.activeMatchOf(a.user.id)).not.toBeNull();
    server.clock.advance(1);
    expect(await nextEvent(hubA, (m) => m.event === 'VideochatChanel')).toMatchObject({
      data: { type: 'andCall', from: b.user.id, to: a.user.id, match_id: matchId },
    });
    hubA.close();
    hubB.close();
  });

  it('rejects a ticket whose message is not JSON or lacks fields', async () => {
    const socket = await open();
    socket.send({ type: 'auth' });
    const reply = await socket.next<HubServerMessage>();
    expect(reply).toMatchObject({ type: 'error', code: 'bad_message' });
    socket.close();
  });
});
