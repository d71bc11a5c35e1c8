import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendships } from '../../../server/db/schema/index';
import { eventually } from '../../support/eventually';
import { type ChatTestServer, call, startChatServer } from '../chat/support';
import {
  answerCall,
  befriend,
  callFriend,
  closeAll,
  connectPeer,
  expectNoCallEvent,
  isOnCall,
  nextCallEvent,
  onCall,
  type PeerMessage,
  type Person,
  person,
  trio,
} from './support';

describe('answered friend calls: hang-up, PeerJS relay, leaving, reports', () => {
  let server: ChatTestServer;
  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(() => server.close());

  /** A calls B, B answers; C is a friend of both. */
  async function answeredCall(): Promise<{ a: Person; b: Person; c: Person; callId: string }> {
    const { a, b, c } = await trio(server);
    const invited = await callFriend(server, a, b.id);
    expect(invited.status).toBe(200);
    await nextCallEvent(b);
    const answered = await answerCall(server, b, invited.body.call_id);
    expect(answered).toMatchObject({ status: 200, body: { peer_id: a.peerId } });
    return { a, b, c, callId: invited.body.call_id };
  }

  it('POST /end-call towards the friend: 204, andCall to that friend only, the call ends for both', async () => {
    const { a, b, c, callId } = await answeredCall();
    const res = await call(server, a.user, 'POST', '/end-call', { to: b.id });
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    const hungUp = await nextCallEvent(b);
    expect(hungUp).toMatchObject({ channel: 'video-chat', event: 'VideochatChanel' });
    expect(hungUp.data).toEqual({ type: 'andCall', from: a.id, to: b.id, match_id: null, call_id: callId });
    await expectNoCallEvent(server, c);
    await expectNoCallEvent(server, a);
    expect(await isOnCall(server, a.id)).toBe(false);
    expect(await isOnCall(server, b.id)).toBe(false);
    // The friend's answer to the hang-up (notEnd) is accepted and tells nobody.
    expect((await call(server, b.user, 'POST', '/end-call', { to: a.id, notEnd: true })).status).toBe(204);
    await expectNoCallEvent(server, a);
    // The pair may call again.
    expect((await callFriend(server, b, a.id)).status).toBe(200);
    closeAll(a, b, c);
  });

  it('403 for /end-call towards a stranger, or a friend without a call', async () => {
    const { a, b, c } = await answeredCall();
    const stranger = await person(server);
    expect((await call(server, stranger.user, 'POST', '/end-call', { to: a.id })).status).toBe(403);
    expect((await call(server, c.user, 'POST', '/end-call', { to: a.id })).status).toBe(403);
    expect((await call(server, c.user, 'POST', '/end-call', { to: b.id, notEnd: true })).status).toBe(403);
    // A match id is random chat's: it never names a friend call.
    const withMatch = await call(server, b.user, 'POST', '/end-call', {
      to: a.id,
      match_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(withMatch.status).toBe(403);
    // The call is untouched by those attempts.
    await expectNoCallEvent(server, a);
    expect(await isOnCall(server, a.id)).toBe(true);
    expect((await call(server, b.user, 'POST', '/end-call', { to: a.id })).status).toBe(204);
    expect((await nextCallEvent(a)).data).toMatchObject({ type: 'andCall', from: b.id, to: a.id });
    closeAll(a, b, c, stranger);
  });

  it('/end-call during the ringing withdraws the invitation (caller) or declines it (friend)', async () => {
    const a = await person(server);
    const b = await person(server);
    await befriend(server, a.user, b.user);
    const first = (await callFriend(server, a, b.id)).body.call_id;
    await nextCallEvent(b);
    expect((await call(server, a.user, 'POST', '/end-call', { to: b.id })).status).toBe(204);
    expect((await nextCallEvent(b)).data).toMatchObject({ type: 'callCancelled', callId: first, reason: 'cancelled' });
    const second = (await callFriend(server, a, b.id)).body.call_id;
    await nextCallEvent(b);
    expect((await call(server, b.user, 'POST', '/end-call', { to: a.id })).status).toBe(204);
    expect((await nextCallEvent(a)).data).toMatchObject({ type: 'callDeclined', callId: second, reason: 'declined' });
    closeAll(a, b);
  });

  it("relays PeerJS signalling between the answered call's two peer ids only, until the call ends", async () => {
    const { a, b, c, callId } = await answeredCall();
    // Before anyone spoke, a third user's OFFER to the caller is dropped; the answerer's arrives.
    c.peer.send({ type: 'OFFER', dst: a.peerId, payload: { sdp: 'from c' } });
    b.peer.send({ type: 'OFFER', dst: a.peerId, payload: { sdp: 'from b' } });
    expect(await a.peer.next<PeerMessage>()).toEqual({
      type: 'OFFER',
      src: b.peerId,
      dst: a.peerId,
      payload: { sdp: 'from b' },
    });
    // The caller answers the answerer's id; a stranger is not reachable from the caller.
    a.peer.send({ type: 'ANSWER', dst: c.peerId, payload: { sdp: 'to c' } });
    a.peer.send({ type: 'ANSWER', dst: b.peerId, payload: { sdp: 'to b' } });
    expect(await b.peer.next<PeerMessage>()).toMatchObject({ type: 'ANSWER', src: a.peerId, payload: { sdp: 'to b' } });
    // Another id of the answerer is not the call's end any more.
    const { peerId: otherId, peer: otherTab } = await connectPeer(server, b.user);
    otherTab.send({ type: 'CANDIDATE', dst: a.peerId, payload: { candidate: 'other tab' } });
    b.peer.send({ type: 'CANDIDATE', dst: a.peerId, payload: { candidate: 'b' } });
    expect(await a.peer.next<PeerMessage>()).toMatchObject({ type: 'CANDIDATE', src: b.peerId });

    expect((await call(server, a.user, 'POST', '/end-call', { to: b.id })).status).toBe(204);
    b.peer.send({ type: 'CANDIDATE', dst: a.peerId, payload: { candidate: 'after the end' } });
    a.peer.send({ type: 'CANDIDATE', dst: b.peerId, payload: { candidate: 'after the end' } });
    // A later, allowed message shows that nothing from the ended call came through before it:
    // in a new call C → A, A (who answers) places the call and C answers it.
    const next = await answeredCallBetween(c, a);
    expect(next).not.toBe(callId);
    a.peer.send({ type: 'OFFER', dst: c.peerId, payload: { sdp: 'new call' } });
    expect(await c.peer.next<PeerMessage>()).toMatchObject({
      type: 'OFFER',
      src: a.peerId,
      payload: { sdp: 'new call' },
    });
    c.peer.send({ type: 'ANSWER', dst: a.peerId, payload: { sdp: 'new answer' } });
    expect(await a.peer.next<PeerMessage>()).toMatchObject({ type: 'ANSWER', src: c.peerId });
    expect(otherId).not.toBe(b.peerId);
    otherTab.close();
    closeAll(a, b, c);
  });

  async function answeredCallBetween(caller: Person, friend: Person): Promise<string> {
    const invited = await callFriend(server, caller, friend.id);
    expect(invited.status).toBe(200);
    await nextCallEvent(friend);
    await answerCall(server, friend, invited.body.call_id);
    return invited.body.call_id;
  }

  it('a PeerJS socket gone past the grace period hangs up for its user: andCall to the other side', async () => {
    const { a, b, c, callId } = await answeredCall();
    const timersBefore = server.clock.pending();
    a.peer.close();
    await eventually(() => expect(server.ctx.peers.isOnline(a.peerId)).toBe(false));
    // The watchdog's grace timer is armed (after it looked the call up).
    await eventually(() => expect(server.clock.pending()).toBe(timersBefore + 1));
    server.clock.advance(server.ctx.config.matchLeaveGraceMs);
    expect((await nextCallEvent(b)).data).toEqual({
      type: 'andCall',
      from: a.id,
      to: b.id,
      match_id: null,
      call_id: callId,
    });
    await expectNoCallEvent(server, c);
    await eventually(async () => expect(await isOnCall(server, b.id)).toBe(false));
    closeAll(a, b, c);
  });

  it('a ringing invitation is withdrawn when the caller leaves', async () => {
    const a = await person(server);
    const b = await person(server);
    await befriend(server, a.user, b.user);
    const { call_id } = (await callFriend(server, a, b.id)).body;
    await nextCallEvent(b);
    expect((await call(server, a.user, 'POST', '/logout')).status).toBeLessThan(300);
    expect((await nextCallEvent(b)).data).toEqual({
      type: 'callCancelled',
      callId: call_id,
      from: a.id,
      to: b.id,
      reason: 'cancelled',
    });
    expect((await onCall(server, b, '/answer-call', call_id)).status).toBe(410);
    closeAll(a, b);
  });

  it('account deletion or the end of the session ends the call at once', async () => {
    const first = await answeredCall();
    expect((await call(server, first.b.user, 'DELETE', '/delete-profile')).status).toBe(200);
    expect((await nextCallEvent(first.a)).data).toMatchObject({ type: 'andCall', from: first.b.id, to: first.a.id });
    await eventually(async () => expect(await isOnCall(server, first.a.id)).toBe(false));

    const second = await answeredCall();
    expect((await call(server, second.a.user, 'POST', '/logout')).status).toBeLessThan(300);
    expect((await nextCallEvent(second.b)).data).toMatchObject({ type: 'andCall', from: second.a.id, to: second.b.id });
    await expectNoCallEvent(server, second.c);
    closeAll(first.a, first.b, first.c, second.a, second.b, second.c);
  });

  it('an answered friend call of the last 24 hours lets either side report the other, even unfriended', async () => {
    const { a, b, c } = await answeredCall();
    await call(server, a.user, 'POST', '/end-call', { to: b.id });
    await server.ctx.db.delete(friendships).where(and(eq(friendships.userId, a.id), eq(friendships.friendId, b.id)));
    await server.ctx.db.delete(friendships).where(and(eq(friendships.userId, b.id), eq(friendships.friendId, a.id)));
    const report = (to: Person) => ({
      to_id: to.id,
      to_name: to.user.user.name,
      report_details: 'Rude on the call',
      report_topic: 'Inappropriate behaviour',
    });
    expect((await call(server, b.user, 'POST', '/add-report', report(a))).status).toBe(201);
    server.clock.advance(24 * 3600_000 + 1);
    expect((await call(server, a.user, 'POST', '/add-report', report(b))).status).toBe(403);
    closeAll(a, b, c);
  });
});
