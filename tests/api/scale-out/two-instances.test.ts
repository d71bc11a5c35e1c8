import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../contract/chat';
import { eventually } from '../../support/eventually';
import {
  type ChatTestServer,
  call,
  hubClient,
  nextEvent,
  peerCredentials,
  peerOnline,
  QueuedSocket,
  wsUrl,
} from '../chat/support';
import { startTwoInstances, type TwoInstances } from '../support/two-instances';
import { type SeededUser, seedUser } from '../support/users';

const WAIT_MS = 25_000;

describe('two instances sharing one database and one Redis', () => {
  let pair: TwoInstances;
  let one: ChatTestServer;
  let two: ChatTestServer;
  beforeAll(async () => {
    pair = await startTwoInstances();
    ({ one, two } = pair);
  });
  afterAll(() => pair?.close());

  it('are two instances of one system: each reports the shared Redis and its own id', async () => {
    const [a, b] = await Promise.all([fetch(`${one.url}/api/health`), fetch(`${two.url}/api/health`)]);
    const [ha, hb] = await Promise.all([a.json(), b.json()]);
    expect(ha).toMatchObject({ ok: true, redis: 'ok' });
    expect(hb).toMatchObject({ ok: true, redis: 'ok' });
    expect(ha.instance).not.toBe(hb.instance);
  });

  it('ends 200 concurrent searchers spread over both instances in disjoint, symmetric pairs', async () => {
    const users: Array<SeededUser & { peer: string; server: ChatTestServer }> = [];
    for (let i = 0; i < 200; i += 20) {
      users.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, async (_, j) => {
            const server = (i + j) % 2 ? one : two;
            const user = await seedUser(server.ctx);
            return { ...user, peer: (await peerCredentials(server, user)).peer_id, server };
          }),
        )),
      );
    }
    const responses = users.map((u) => call(u.server, u, 'POST', '/get-peer-id', { peer_id: u.peer }));
    // Once every search has been paired or parked, time out the parked ones on both instances.
    await eventually(
      async () => {
        const stats = await one.ctx.matchPool.stats();
        expect(stats.waiting + 2 * stats.matchesMade).toBe(200);
      },
      // 200 searches through Redis: longer than the usual deadline on a loaded machine.
      { timeout: 45_000, interval: 20 },
    );
    one.clock.advance(WAIT_MS);
    two.clock.advance(WAIT_MS);
    const results = await Promise.all(responses);
    const byUser = new Map<number, SearchResult>();
    results.forEach((res, i) => {
      expect(res.status).toBe(200);
      byUser.set(users[i].user.id, res.body);
    });
    const peerOf = new Map(users.map((u) => [u.user.id, u.peer]));
    const serverOf = new Map(users.map((u) => [u.user.id, u.server]));
    const sides = new Map<string, string[]>();
    let crossing = 0;
    for (const [userId, result] of byUser) {
      // Everyone accepts everyone here: pairing is eager, so nobody is left over.
      expect(result.randomUser).not.toBeNull();
      const partnerId = result.randomUser?.id as number;
      const partner = byUser.get(partnerId);
      // Symmetric: my partner's partner is me, in the same match, with my peer id.
      expect(partner?.randomUser?.id).toBe(userId);
      expect(partner?.match_id).toBe(result.match_id);
      expect(partner?.randomUser?.peer_id).toBe(peerOf.get(userId));
      sides.set(result.match_id as string, [...(sides.get(result.match_id as string) ?? []), String(result.role)]);
      if (serverOf.get(userId) !== serverOf.get(partnerId)) crossing += 1;
    }
    // Disjoint: 100 matches, each with exactly one caller.
    expect(sides.size).toBe(100);
    for (const roles of sides.values()) expect(roles.sort()).toEqual(['callee', 'caller']);
    expect(crossing).toBeGreaterThan(0);
  });

  it('delivers a friend request raised on one instance to a realtime socket on the other, with shared presence', async () => {
    const a = await seedUser(one.ctx, { name: 'Sender Sam' });
    const b = await seedUser(two.ctx);
    const hubB = await hubClient(two, b);
    // B is present on instance two; instance one sees it.
    await eventually(async () => expect(await one.ctx.realtime.isOnline(b.user.id)).toBe(true));
    expect((await call(one, a, 'POST', '/friends/send-request', { to: b.user.id })).status).toBe(201);
    const event = await nextEvent(hubB, (m) => (m.data as { type?: string }).type === 'sendFriendRequest');
    expect(event.data).toMatchObject({ type: 'sendFriendRequest', recipientId: b.user.id, id: a.user.id });
    hubB.close();
    await eventually(async () => expect(await one.ctx.realtime.isOnline(b.user.id)).toBe(false));
  });

  it('accepts on one instance a hub ticket issued by the other, once, and not after the session ended', async () => {
    const b = await seedUser(two.ctx);
    const connect = async () => {
      const auth = await call(one, b, 'POST', '/broadcasting/auth');
      expect(auth.status).toBe(200);
      const socket = new QueuedSocket(wsUrl(two, auth.body.url));
      await socket.opened;
      return { socket, ticket: auth.body.ticket as string };
    };
    const first = await connect();
    first.socket.send({ type: 'auth', ticket: first.ticket });
    expect(await first.socket.next()).toEqual({ type: 'ready', user_id: b.user.id });
    // Single use across instances.
    const again = new QueuedSocket(wsUrl(one, '/realtime'));
    await again.opened;
    again.send({ type: 'auth', ticket: first.ticket });
    expect(await again.next()).toMatchObject({ type: 'error', code: 'auth_failed' });
    // Logged out on instance one: an unused ticket is void on instance two too.
    const unused = await connect();
    expect((await call(one, b, 'POST', '/logout')).status).toBe(204);
    unused.socket.send({ type: 'auth', ticket: unused.ticket });
    expect(await unused.socket.next()).toMatchObject({ type: 'error', code: 'auth_failed' });
    // ...and the socket it had already opened there is closed.
    expect(await first.socket.next()).toMatchObject({ type: 'error', code: 'auth_failed' });
    for (const s of [first.socket, again, unused.socket]) s.close();
  });

  it("ends a session on the other instance's cached search routes as soon as it logs out, without waiting for the cache TTL", async () => {
    const b = await seedUser(two.ctx);
    // /leave-pool checks the session through instance two's session cache: this puts it there.
    expect((await call(two, b, 'POST', '/leave-pool')).status).toBe(204);
    const cachedBefore = two.ctx.sessionCache.size;
    expect(cachedBefore).toBeGreaterThan(0);
    expect((await call(one, b, 'POST', '/logout')).status).toBe(204);
    // Neither clock moves, so only the broadcast session event can end it on instance two.
    await expect.poll(async () => (await call(two, b, 'POST', '/leave-pool')).status).toBe(401);
    expect(two.ctx.sessionCache.size).toBe(cachedBefore - 1);
  });

  it('relays a PeerJS OFFER to a peer connected to the other instance, and an andCall raised on one reaches the other', async () => {
    const a = await seedUser(one.ctx);
    const b = await seedUser(two.ctx);
    const pa = await peerOnline(one, a);
    const pb = await peerOnline(two, b);
    const hubB = await hubClient(two, b);
    one.clock.advance(1001);
    two.clock.advance(1001);
    const waiting = call(one, a, 'POST', '/get-peer-id', { peer_id: pa.id });
    await eventually(async () => expect((await one.ctx.matchPool.stats()).waiting).toBe(1));
    const found = await call(two, b, 'POST', '/get-peer-id', { peer_id: pb.id });
    expect(found.body.randomUser?.id).toBe(a.user.id);
    expect((await waiting).body.randomUser?.id).toBe(b.user.id);
    // B (caller, on instance two) offers to A's peer id, whose socket is on instance one.
    pb.socket.send({ type: 'OFFER', dst: pa.id, payload: { sdp: 'offer' } });
    expect(await pa.socket.next()).toEqual({ type: 'OFFER', src: pb.id, dst: pa.id, payload: { sdp: 'offer' } });
    pa.socket.send({ type: 'ANSWER', dst: pb.id, payload: { sdp: 'answer' } });
    expect(await pb.socket.next()).toEqual({ type: 'ANSWER', src: pa.id, dst: pb.id, payload: { sdp: 'answer' } });
    // A presses Stop on instance one; B hears it on instance two.
    expect((await call(one, a, 'POST', '/end-call', { to: b.user.id, match_id: found.body.match_id })).status).toBe(
      204,
    );
    const andCall = await nextEvent(hubB, (m) => (m.data as { type?: string }).type === 'andCall');
    expect(andCall.data).toMatchObject({ type: 'andCall', from: a.user.id, to: b.user.id });
    for (const s of [pa.socket, pb.socket, hubB]) s.close();
  });
  it('hangs up within MATCH_GONE_GRACE_MS for a user whose hub socket (on one) and PeerJS socket (on two) both drop, and not when they come back on the other instances', async () => {
    const goneMs = one.ctx.config.matchGoneGraceMs;
    const graceMs = one.ctx.config.matchLeaveGraceMs;
    const pending = () => one.clock.pending() + two.clock.pending();
    const advanceBoth = (ms: number) => {
      one.clock.advance(ms);
      two.clock.advance(ms);
    };
    /** A matched pair: A's hub socket on one and PeerJS socket on two; B's both on one. */
    async function pair() {
      const a = await seedUser(one.ctx);
      const b = await seedUser(one.ctx);
      const hubA = await hubClient(one, a);
      const hubB = await hubClient(one, b);
      await eventually(async () =>
        expect(await two.ctx.realtime.onlineAmong([a.user.id, b.user.id])).toHaveProperty('size', 2),
      );
      const pa = await peerOnline(two, a);
      const pb = await peerOnline(one, b);
      advanceBoth(1001);
      const waiting = call(one, a, 'POST', '/get-peer-id', { peer_id: pa.id });
      await eventually(async () => expect((await one.ctx.matchPool.stats()).waiting).toBe(1));
      const found = await call(one, b, 'POST', '/get-peer-id', { peer_id: pb.id });
      expect((await waiting).body.randomUser?.id).toBe(b.user.id);
      return { a, b, hubA, hubB, pa, pb, matchId: found.body.match_id as string };
    }
    const matched = async (userId: number) => (await one.ctx.matchPool.activeMatchOf(userId)) !== null;

    // Killed browser: both of A's sockets drop, each on its own instance.
    const first = await pair();
    let before = pending();
    first.hubA.close();
    first.pa.socket.close();
    // Realtime grace on one, PeerJS grace on two, and the short one where the second drop was heard
    // (on both instances when each heard the other's drop already).
    await eventually(() => expect(pending()).toBeGreaterThanOrEqual(before + 3));
    advanceBoth(goneMs - 1);
    expect(await matched(first.b.user.id)).toBe(true);
    advanceBoth(1);
    const andCall = await nextEvent(first.hubB, (m) => (m.data as { type?: string }).type === 'andCall');
    expect(andCall.data).toMatchObject({ type: 'andCall', from: first.a.user.id, match_id: first.matchId });

    // Page reload through the other instances: no instance hears the return where it armed its timers.
    const second = await pair();
    before = pending();
    second.hubA.close();
    second.pa.socket.close();
    await eventually(() => expect(pending()).toBeGreaterThanOrEqual(before + 3));
    const hubAgain = await hubClient(two, second.a);
    await eventually(async () => expect(await one.ctx.realtime.isOnline(second.a.user.id)).toBe(true));
    // The same peer id again, now on instance one.
    const peerAgain = new QueuedSocket(
      wsUrl(one, `/peerjs/peerjs?key=peerjs&id=${second.pa.id}&token=${encodeURIComponent(second.pa.token)}`),
    );
    expect(await peerAgain.next()).toEqual({ type: 'OPEN' });
    advanceBoth(graceMs * 2);
    expect(await matched(second.b.user.id)).toBe(true);
    for (const s of [first.hubB, first.pb.socket, second.hubB, second.pb.socket, hubAgain, peerAgain]) s.close();
  });
});
