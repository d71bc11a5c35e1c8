import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../support/eventually';
import { type ChatTestServer, hubClient, type QueuedSocket, startChatServer } from '../chat/support';
import {
  answerCall,
  callFriend,
  closeAll,
  expectNoCallEvent,
  nextCallEvent,
  openPeer,
  type Person,
  trio,
} from './support';

/**
 * The friend-call watchdog (server/modules/friend-calls/watchdog.ts) with both of a user's
 * sockets in play: the PeerJS socket of their end of the call and their realtime presence.
 * Both gone (a killed browser) → the call ends after MATCH_GONE_GRACE_MS; the PeerJS socket
 * alone → after MATCH_LEAVE_GRACE_MS; the realtime socket alone ends nothing; a return cancels.
 */
describe('a friend on a call who vanishes', () => {
  let server: ChatTestServer;
  let goneMs: number;
  let graceMs: number;

  beforeAll(async () => {
    server = await startChatServer();
    goneMs = server.ctx.config.matchGoneGraceMs;
    graceMs = server.ctx.config.matchLeaveGraceMs;
  });
  afterAll(() => server.close());

  /** A calls B, B answers; C is a friend of both. */
  async function answeredCall() {
    const { a, b, c } = await trio(server);
    const invited = await callFriend(server, a, b.id);
    expect(invited.status).toBe(200);
    await nextCallEvent(b);
    await answerCall(server, b, invited.body.call_id);
    return { a, b, c, callId: invited.body.call_id as string };
  }

  /** Waits until the watchdog has armed `count` more timers than `before` (it looks the call up first). */
  const armed = (before: number, count: number) =>
    eventually(() => expect(server.clock.pending()).toBe(before + count));

  const hangUpFrom = (from: Person, to: Person, callId: string) => ({
    type: 'andCall',
    from: from.id,
    to: to.id,
    match_id: null,
    call_id: callId,
  });

  async function dropHub(p: Person) {
    p.hub.close();
    await eventually(async () => expect(await server.ctx.realtime.isOnline(p.id)).toBe(false));
  }

  async function dropPeer(p: Person) {
    p.peer.close();
    await eventually(() => expect(server.ctx.peers.isOnline(p.peerId)).toBe(false));
  }

  it('both gone (browser killed): andCall to the other side after MATCH_GONE_GRACE_MS, not before', async () => {
    expect(goneMs).toBe(1000);
    const { a, b, c, callId } = await answeredCall();
    const before = server.clock.pending();
    a.hub.close();
    a.peer.close();
    // The PeerJS socket's grace (long) and the short one for both gone.
    await armed(before, 2);
    server.clock.advance(goneMs - 1);
    await expectNoCallEvent(server, b);
    server.clock.advance(1);
    expect((await nextCallEvent(b)).data).toEqual(hangUpFrom(a, b, callId));
    await expectNoCallEvent(server, c);
    closeAll(b, c);
  });

  it('a ringing invitation whose caller is gone is withdrawn after MATCH_GONE_GRACE_MS', async () => {
    const { a, b, c } = await trio(server);
    const { call_id } = (await callFriend(server, a, b.id)).body;
    await nextCallEvent(b);
    const before = server.clock.pending();
    a.peer.close();
    a.hub.close();
    await armed(before, 2);
    server.clock.advance(goneMs - 1);
    await expectNoCallEvent(server, b);
    server.clock.advance(1);
    expect((await nextCallEvent(b)).data).toMatchObject({ type: 'callCancelled', callId: call_id, from: a.id });
    closeAll(b, c);
  });

  it('the realtime socket alone ends nothing; the PeerJS socket going too ends it MATCH_GONE_GRACE_MS later', async () => {
    const { a, b, c, callId } = await answeredCall();
    await dropHub(a);
    // The PeerJS socket lives: nothing to wait for, as before (the call's media may be fine).
    server.clock.advance(graceMs * 2);
    await expectNoCallEvent(server, b);
    const before = server.clock.pending();
    await dropPeer(a);
    await armed(before, 2);
    server.clock.advance(goneMs - 1);
    await expectNoCallEvent(server, b);
    server.clock.advance(1);
    expect((await nextCallEvent(b)).data).toEqual(hangUpFrom(a, b, callId));
    closeAll(b, c);
  });

  it('the PeerJS socket alone: MATCH_LEAVE_GRACE_MS; the realtime socket going later shortens it', async () => {
    const { a, b, c, callId } = await answeredCall();
    let before = server.clock.pending();
    await dropPeer(a);
    await armed(before, 1);
    server.clock.advance(goneMs);
    await expectNoCallEvent(server, b);
    server.clock.advance(1000);
    before = server.clock.pending();
    await dropHub(a);
    await armed(before, 1);
    server.clock.advance(goneMs - 1);
    await expectNoCallEvent(server, b);
    server.clock.advance(1);
    // 3 s after the PeerJS socket dropped, before its own 4 s grace.
    expect((await nextCallEvent(b)).data).toEqual(hangUpFrom(a, b, callId));
    closeAll(b, c);
  });

  it('the realtime socket back within the short grace cancels it; the PeerJS grace still runs', async () => {
    const { a, b, c, callId } = await answeredCall();
    const before = server.clock.pending();
    a.hub.close();
    a.peer.close();
    await armed(before, 2);
    server.clock.advance(goneMs / 2);
    const hubAgain: QueuedSocket = await hubClient(server, a.user);
    await eventually(async () => expect(await server.ctx.realtime.isOnline(a.id)).toBe(true));
    server.clock.advance(graceMs - goneMs / 2 - 1);
    await expectNoCallEvent(server, b);
    server.clock.advance(1);
    expect((await nextCallEvent(b)).data).toEqual(hangUpFrom(a, b, callId));
    hubAgain.close();
    closeAll(b, c);
  });

  it('the PeerJS socket back (same id) within the short grace: nothing ends', async () => {
    const { a, b, c } = await answeredCall();
    const before = server.clock.pending();
    a.hub.close();
    a.peer.close();
    await armed(before, 2);
    server.clock.advance(goneMs / 2);
    a.peer = await openPeer(server, { peer_id: a.peerId, peer_token: a.peerToken });
    expect(server.clock.pending()).toBe(before);
    server.clock.advance(graceMs * 2);
    await expectNoCallEvent(server, b);
    a.peer.close();
    closeAll(b, c);
  });
});
