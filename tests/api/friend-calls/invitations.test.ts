import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALL_ALREADY_OPEN_MESSAGE,
  CALL_INVITATION_TTL_MS,
  CALLER_NOT_CONNECTED_MESSAGE,
  FRIEND_BUSY_MESSAGE,
  FRIEND_OFFLINE_MESSAGE,
} from '../../../contract/friend-calls';
import { users } from '../../../server/db/schema/index';
import { eventually } from '../../support/eventually';
import { type ChatTestServer, call, hubClient, peerCredentials, startChatServer } from '../chat/support';
import { seedUser } from '../support/users';
import {
  befriend,
  callFriend,
  closeAll,
  connectPeer,
  expectNoCallEvent,
  isOnCall,
  nextCallEvent,
  onCall,
  person,
  trio,
} from './support';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('friend call invitations (POST /call-friend, /answer-call, /decline-call, /cancel-call)', () => {
  let server: ChatTestServer;
  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(() => server.close());

  it('invites an online friend: a random call id, and incomingCall to that friend only', async () => {
    const { a, b, c } = await trio(server);
    const res = await callFriend(server, a, b.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ call_id: expect.stringMatching(UUID) });
    expect((await nextCallEvent(b)).data).toEqual({
      type: 'incomingCall',
      from: a.id,
      fromName: a.user.user.name,
      image: null,
      petName: a.user.user.petName,
      petGender: a.user.user.petGender,
      petBreedName: null,
      petBreedNameUa: null,
      userToCall: b.id,
      callId: res.body.call_id,
    });
    await expectNoCallEvent(server, c);
    await expectNoCallEvent(server, a);
    // Nobody is on a call before the answer.
    expect(await isOnCall(server, a.id)).toBe(false);
    expect(await isOnCall(server, b.id)).toBe(false);
    closeAll(a, b, c);
  });

  it('refuses anyone who is not a friend with the same 403: a stranger, oneself, nobody; 422 without a user', async () => {
    const { a, b, c } = await trio(server);
    const stranger = await person(server);
    const answers = [
      await callFriend(server, a, stranger.id),
      await callFriend(server, a, a.id),
      await callFriend(server, a, 999_999),
    ];
    for (const res of answers) expect(res).toMatchObject({ status: 403, body: { message: answers[0].body.message } });
    await expectNoCallEvent(server, stranger);
    const missing = await call(server, a.user, 'POST', '/call-friend', {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors.user_to_call).toEqual(expect.arrayContaining([expect.stringMatching(/\S/)]));
    expect((await call(server, null, 'POST', '/call-friend', { user_to_call: b.id })).status).toBe(401);
    closeAll(a, b, c, stranger);
  });

  it('409 with a message saying which: the friend is offline, or on a call', async () => {
    const a = await person(server);
    const offline = await seedUser(server.ctx);
    await befriend(server, a.user, offline);
    const res = await callFriend(server, a, offline.user.id);
    expect(res).toMatchObject({ status: 409, body: { message: FRIEND_OFFLINE_MESSAGE } });

    // A ping within two keep-alive periods (2 × 120 s) counts as online; older does not.
    const at = server.clock.now();
    await server.ctx.db
      .update(users)
      .set({ lastSeenAt: new Date(at - 241_000) })
      .where(eq(users.id, offline.user.id));
    expect((await callFriend(server, a, offline.user.id)).body.message).toBe(FRIEND_OFFLINE_MESSAGE);
    await server.ctx.db
      .update(users)
      .set({ lastSeenAt: new Date(at - 200_000) })
      .where(eq(users.id, offline.user.id));
    const pinged = await callFriend(server, a, offline.user.id);
    expect(pinged.status).toBe(200);
    expect((await onCall(server, a, '/cancel-call', pinged.body.call_id)).status).toBe(200);

    const busy = await person(server, { isOnCall: true });
    await befriend(server, a.user, busy.user);
    expect(await callFriend(server, a, busy.id)).toMatchObject({ status: 409, body: { message: FRIEND_BUSY_MESSAGE } });
    await expectNoCallEvent(server, busy);
    closeAll(a, busy);
  });

  it('hands over a peer id the server issued to the caller: the one named, else the newest connected; none → 409', async () => {
    const { a, b, c } = await trio(server);
    // The caller's newest connected id is `second`, but the named (older) one is handed over.
    server.clock.advance(1000); // issue times order the caller's ids
    const second = await connectPeer(server, a.user);
    const named = await callFriend(server, a, b.id, { peer_id: a.peerId });
    expect(named.status).toBe(200);
    expect((await onCall(server, b, '/answer-call', named.body.call_id)).body.peer_id).toBe(a.peerId);
    await call(server, a.user, 'POST', '/end-call', { to: b.id });
    // If the handed-over id has gone by the answer (the caller's peer restarted), the newest connected one.
    server.clock.advance(1000);
    const third = await connectPeer(server, a.user);
    const moved = await callFriend(server, a, b.id, { peer_id: third.peerId });
    third.peer.close();
    await eventually(() => expect(server.ctx.peers.isOnline(third.peerId)).toBe(false));
    expect((await onCall(server, b, '/answer-call', moved.body.call_id)).body.peer_id).toBe(second.peerId);
    await call(server, a.user, 'POST', '/end-call', { to: b.id });

    // Somebody else's id (or a made-up one) is never handed over: the caller's connected id is.
    const other = await callFriend(server, a, c.id, { peer_id: b.peerId });
    expect(other.status).toBe(200);
    expect(await onCall(server, c, '/answer-call', other.body.call_id)).toMatchObject({
      status: 200,
      body: { peer_id: second.peerId, role: 'caller' },
    });
    await call(server, a.user, 'POST', '/end-call', { to: c.id });
    expect((await callFriend(server, a, b.id, { peer_id: 'not-a-peer-id' })).status).toBe(422);

    // No live issued peer id at all: reload.
    const lonely = await seedUser(server.ctx);
    await befriend(server, lonely, b.user);
    expect(await callFriend(server, lonely, b.id)).toMatchObject({
      status: 409,
      body: { message: CALLER_NOT_CONNECTED_MESSAGE },
    });
    // Issued but not connected (yet): still the caller's own id, handed over on answer.
    const issued = await peerCredentials(server, lonely);
    const pending = await callFriend(server, lonely, b.id);
    expect(pending.status).toBe(200);
    expect((await onCall(server, b, '/answer-call', pending.body.call_id)).body.peer_id).toBe(issued.peer_id);
    second.peer.close();
    closeAll(a, b, c);
  });

  it('one call per pair: a second invitation either way is 409 until the first is over', async () => {
    const { a, b, c } = await trio(server);
    const first = await callFriend(server, a, b.id);
    expect(first.status).toBe(200);
    expect(await callFriend(server, a, b.id)).toMatchObject({
      status: 409,
      body: { message: CALL_ALREADY_OPEN_MESSAGE },
    });
    expect((await callFriend(server, b, a.id)).status).toBe(409);
    // Parallel invitations of another pair: exactly one wins.
    const parallel = await Promise.all([
      callFriend(server, c, b.id),
      callFriend(server, b, c.id),
      callFriend(server, c, b.id),
    ]);
    expect(parallel.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    // Other pairs are not affected, and after a cancel the pair may call again.
    expect((await onCall(server, a, '/cancel-call', first.body.call_id)).status).toBe(200);
    expect((await callFriend(server, b, a.id)).status).toBe(200);
    closeAll(a, b, c);
  });

  it('only the invited friend answers (404 for others); the answer puts both on a call, then 410', async () => {
    const { a, b, c } = await trio(server);
    const { call_id } = (await callFriend(server, a, b.id)).body;
    await nextCallEvent(b);
    expect((await onCall(server, c, '/answer-call', call_id)).status).toBe(404);
    expect((await onCall(server, a, '/answer-call', call_id)).status).toBe(404);
    expect((await onCall(server, b, '/answer-call', randomUUID())).status).toBe(404);
    expect((await onCall(server, b, '/answer-call', 'nope')).status).toBe(422);
    const answered = await onCall(server, b, '/answer-call', call_id);
    expect(answered).toMatchObject({ status: 200, body: { peer_id: a.peerId, role: 'caller' } });
    expect(await isOnCall(server, a.id)).toBe(true);
    expect(await isOnCall(server, b.id)).toBe(true);
    expect((await onCall(server, b, '/answer-call', call_id)).status).toBe(410);
    // Now busy for everybody else.
    expect(await callFriend(server, c, b.id)).toMatchObject({ status: 409, body: { message: FRIEND_BUSY_MESSAGE } });
    await expectNoCallEvent(server, c);
    closeAll(a, b, c);
  });

  it('decline: only the invited friend (404); the caller alone hears callDeclined; the call is over (410)', async () => {
    const { a, b, c } = await trio(server);
    const { call_id } = (await callFriend(server, a, b.id)).body;
    await nextCallEvent(b);
    expect((await onCall(server, a, '/decline-call', call_id)).status).toBe(404);
    expect((await onCall(server, c, '/decline-call', call_id)).status).toBe(404);
    expect((await onCall(server, b, '/decline-call', call_id)).status).toBe(200);
    expect((await nextCallEvent(a)).data).toEqual({
      type: 'callDeclined',
      callId: call_id,
      from: b.id,
      to: a.id,
      reason: 'declined',
    });
    await expectNoCallEvent(server, c);
    // Every tab of the friend stops ringing.
    expect((await nextCallEvent(b)).data).toEqual({
      type: 'callEnded',
      callId: call_id,
      from: a.id,
      to: b.id,
      reason: 'declined',
    });
    expect((await onCall(server, b, '/answer-call', call_id)).status).toBe(410);
    // Declining again changes nothing and tells nobody.
    expect((await onCall(server, b, '/decline-call', call_id)).status).toBe(200);
    await expectNoCallEvent(server, a);
    closeAll(a, b, c);
  });

  it('rings again when the friend’s page reloads while it rings, so the call can still be answered', async () => {
    const { a, b, c } = await trio(server);
    const { call_id } = (await callFriend(server, a, b.id)).body;
    const told = (await nextCallEvent(b)).data;
    // Bohdan's page reloads: its socket closes (offline), the new page's socket comes.
    b.hub.close();
    await eventually(async () => expect(await server.ctx.realtime.isOnline(b.id)).toBe(false));
    const reloaded = { ...b, hub: await hubClient(server, b.user) };
    expect((await nextCallEvent(reloaded)).data).toEqual(told);
    expect((await onCall(server, reloaded, '/answer-call', call_id)).status).toBe(200);
    await expectNoCallEvent(server, a);
    closeAll(a, reloaded, c);
  });

  it('cancel: only the caller (404); the friend alone hears callCancelled; answering then is 410', async () => {
    const { a, b, c } = await trio(server);
    const { call_id } = (await callFriend(server, a, b.id)).body;
    await nextCallEvent(b);
    expect((await onCall(server, b, '/cancel-call', call_id)).status).toBe(404);
    expect((await onCall(server, c, '/cancel-call', call_id)).status).toBe(404);
    expect((await onCall(server, a, '/cancel-call', randomUUID())).status).toBe(404);
    expect((await onCall(server, a, '/cancel-call', call_id)).status).toBe(200);
    expect((await nextCallEvent(b)).data).toEqual({
      type: 'callCancelled',
      callId: call_id,
      from: a.id,
      to: b.id,
      reason: 'cancelled',
    });
    await expectNoCallEvent(server, c);
    await expectNoCallEvent(server, a);
    expect((await onCall(server, b, '/answer-call', call_id)).status).toBe(410);
    closeAll(a, b, c);
  });

  it('expires unanswered after 30 s: the caller hears no_answer, the friend expired; answering is 410', async () => {
    const { a, b, c } = await trio(server);
    const { call_id } = (await callFriend(server, a, b.id)).body;
    await nextCallEvent(b);
    server.clock.advance(CALL_INVITATION_TTL_MS - 1);
    await expectNoCallEvent(server, a);
    await expectNoCallEvent(server, b);
    server.clock.advance(1);
    expect((await nextCallEvent(a)).data).toEqual({
      type: 'callDeclined',
      callId: call_id,
      from: b.id,
      to: a.id,
      reason: 'no_answer',
    });
    expect((await nextCallEvent(b)).data).toEqual({
      type: 'callCancelled',
      callId: call_id,
      from: a.id,
      to: b.id,
      reason: 'expired',
    });
    // The friend's bell keeps it as a missed call.
    expect((await nextCallEvent(b)).data).toEqual({
      type: 'missedCall',
      callId: call_id,
      from: a.id,
      fromName: a.user.user.name,
    });
    await expectNoCallEvent(server, c);
    expect((await onCall(server, b, '/answer-call', call_id)).status).toBe(410);
    // The pair may call again.
    expect((await callFriend(server, a, b.id)).status).toBe(200);
    closeAll(a, b, c);
  });
});
