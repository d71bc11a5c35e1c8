import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../support/eventually';
import { type SeededUser, seedUser } from '../support/users';
import {
  type ChatTestServer,
  hubClient,
  matchUsers,
  nextEvent,
  peerCredentials,
  QueuedSocket,
  startChatServer,
  wsUrl,
} from './support';

/**
 * The watchdog of a random match (server/modules/chat/watchdog.ts) with both of a user's
 * sockets in play: the realtime hub socket and the PeerJS socket the match was made with.
 * Both gone (a killed browser) → the partner hears `andCall` after MATCH_GONE_GRACE_MS; one
 * gone → after MATCH_LEAVE_GRACE_MS; a return cancels.
 */
describe('a matched user who vanishes', () => {
  let server: ChatTestServer;
  let goneMs: number;
  let graceMs: number;

  beforeAll(async () => {
    server = await startChatServer();
    goneMs = server.ctx.config.matchGoneGraceMs;
    graceMs = server.ctx.config.matchLeaveGraceMs;
  });
  afterAll(() => server.close());

  async function openPeer(creds: { peer_id: string; peer_token: string }) {
    const socket = new QueuedSocket(
      wsUrl(server, `/peerjs/peerjs?key=peerjs&id=${creds.peer_id}&token=${encodeURIComponent(creds.peer_token)}`),
    );
    expect(await socket.next()).toEqual({ type: 'OPEN' });
    await eventually(() => expect(server.ctx.peers.isOnline(creds.peer_id)).toBe(true));
    return socket;
  }

  /** One side of a match: a hub socket and the PeerJS socket of the peer id it was matched with. */
  async function side(user: SeededUser) {
    const creds = await peerCredentials(server, user);
    const hub = await hubClient(server, user);
    // Online first (with Redis, a write after the socket's authorisation), so offline is news.
    await eventually(async () => expect(await server.ctx.realtime.isOnline(user.user.id)).toBe(true));
    return { user, id: user.user.id, creds, hub, peer: await openPeer(creds) };
  }

  async function matched() {
    const a = await side(await seedUser(server.ctx));
    const b = await side(await seedUser(server.ctx));
    const { matchId } = await matchUsers(server, a.user, a.creds.peer_id, b.user, b.creds.peer_id);
    return { a, b, matchId };
  }

  const stillMatched = async (userId: number) => (await server.ctx.matchPool.activeMatchOf(userId)) !== null;
  const andCall = (socket: QueuedSocket) => nextEvent(socket, (m) => m.event === 'VideochatChanel');

  /** Waits until the watchdog has armed `count` more timers than `before` (it looks the match up first). */
  const armed = (before: number, count: number) =>
    eventually(() => expect(server.clock.pending()).toBe(before + count));

  async function dropHub(socket: QueuedSocket, userId: number) {
    socket.close();
    await eventually(async () => expect(await server.ctx.realtime.isOnline(userId)).toBe(false));
  }

  async function dropPeer(socket: QueuedSocket, peerId: string) {
    socket.close();
    await eventually(() => expect(server.ctx.peers.isOnline(peerId)).toBe(false));
  }

  it('both sockets gone (browser killed): andCall to the partner after MATCH_GONE_GRACE_MS, not before', async () => {
    expect(goneMs).toBe(1000);
    const { a, b, matchId } = await matched();
    const before = server.clock.pending();
    a.hub.close();
    a.peer.close();
    // Realtime and PeerJS grace (long), and the short one for both gone.
    await armed(before, 3);
    server.clock.advance(goneMs - 1);
    expect(await stillMatched(b.id)).toBe(true);
    server.clock.advance(1);
    expect(await andCall(b.hub)).toMatchObject({
      data: { type: 'andCall', from: a.id, to: b.id, match_id: matchId },
    });
    expect(await stillMatched(b.id)).toBe(false);
    b.hub.close();
    b.peer.close();
  });

  it('one socket gone: the long grace; the other going later ends it MATCH_GONE_GRACE_MS after that', async () => {
    const { a, b, matchId } = await matched();
    let before = server.clock.pending();
    await dropPeer(a.peer, a.creds.peer_id);
    await armed(before, 1);
    // The realtime socket lives (a phone between networks): the short grace does not apply.
    server.clock.advance(goneMs);
    expect(await stillMatched(b.id)).toBe(true);
    server.clock.advance(1000);
    before = server.clock.pending();
    await dropHub(a.hub, a.id);
    await armed(before, 2);
    server.clock.advance(goneMs - 1);
    expect(await stillMatched(b.id)).toBe(true);
    server.clock.advance(1);
    // 3 s after the PeerJS socket dropped, before its own 4 s grace.
    expect(await andCall(b.hub)).toMatchObject({ data: { type: 'andCall', from: a.id, match_id: matchId } });
    b.hub.close();
    b.peer.close();
  });

  it('the realtime socket back within the short grace cancels it; the PeerJS socket still gone keeps the long one', async () => {
    const { a, b, matchId } = await matched();
    const before = server.clock.pending();
    a.hub.close();
    a.peer.close();
    await armed(before, 3);
    server.clock.advance(goneMs / 2);
    const again = await hubClient(server, a.user);
    await eventually(async () => expect(await server.ctx.realtime.isOnline(a.id)).toBe(true));
    server.clock.advance(goneMs);
    expect(await stillMatched(b.id)).toBe(true);
    server.clock.advance(graceMs - goneMs - goneMs / 2 - 1);
    expect(await stillMatched(b.id)).toBe(true);
    server.clock.advance(1);
    expect(await andCall(b.hub)).toMatchObject({ data: { type: 'andCall', from: a.id, match_id: matchId } });
    again.close();
    b.hub.close();
    b.peer.close();
  });

  it('both back within the short grace (PeerJS reconnects with the same id, page reload): nothing ends', async () => {
    const { a, b } = await matched();
    const before = server.clock.pending();
    a.hub.close();
    a.peer.close();
    await armed(before, 3);
    server.clock.advance(goneMs / 2);
    const peerAgain = await openPeer(a.creds);
    const hubAgain = await hubClient(server, a.user);
    await eventually(async () => expect(await server.ctx.realtime.isOnline(a.id)).toBe(true));
    server.clock.advance(graceMs * 2);
    expect(await stillMatched(b.id)).toBe(true);
    // No andCall came: the next call event b gets is one published now.
    await server.ctx.realtime.publish(b.id, 'video-chat', 'Marker', { marker: true });
    expect(await nextEvent(b.hub, (m) => m.event !== 'FriendsChanel')).toMatchObject({ event: 'Marker' });
    for (const s of [peerAgain, hubAgain, b.hub, b.peer]) s.close();
  });
});
