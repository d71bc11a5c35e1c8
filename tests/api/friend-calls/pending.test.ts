import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_INVITATION_TTL_MS } from '../../../contract/friend-calls';
import { type ChatTestServer, call, hubClient, startChatServer } from '../chat/support';
import {
  answerCall,
  befriend,
  callFriend,
  closeAll,
  expectNoCallEvent,
  nextCallEvent,
  onCall,
  type Person,
  person,
  trio,
} from './support';

const pending = async (server: ChatTestServer, p: Person | null) => {
  const res = await call(server, p?.user ?? null, 'GET', '/friend-calls/pending');
  return res;
};
const pendingIds = async (server: ChatTestServer, p: Person) =>
  ((await pending(server, p)).body as Array<{ call_id: string }>).map((c) => c.call_id);

describe('GET /friend-calls/pending: the invitations still ringing for you', () => {
  let server: ChatTestServer;
  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(() => server.close());

  it('401 without a token; lists your ringing invitations with the caller and the expiry, to you only', async () => {
    const { a, b, c } = await trio(server);
    expect((await pending(server, null)).status).toBe(401);
    const at = server.clock.now();
    const { call_id } = (await callFriend(server, a, b.id)).body;
    const res = await pending(server, b);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        call_id,
        from: {
          id: a.id,
          name: a.user.user.name,
          image: null,
          pet_name: a.user.user.petName,
          pet_gender: a.user.user.petGender,
          breed: null,
        },
        expires_at: new Date(at + CALL_INVITATION_TTL_MS).toISOString(),
      },
    ]);
    // Not the caller's, not a third friend's.
    expect(await pending(server, a)).toMatchObject({ status: 200, body: [] });
    expect(await pending(server, c)).toMatchObject({ status: 200, body: [] });
    await onCall(server, a, '/cancel-call', call_id);
    closeAll(a, b, c);
  });

  it('several callers at once: each invitation, oldest first', async () => {
    const { a, b, c } = await trio(server);
    const first = (await callFriend(server, a, b.id)).body.call_id;
    server.clock.advance(1000);
    const second = (await callFriend(server, c, b.id)).body.call_id;
    expect(await pendingIds(server, b)).toEqual([first, second]);
    await onCall(server, a, '/cancel-call', first);
    await onCall(server, c, '/cancel-call', second);
    closeAll(a, b, c);
  });

  it('gone once answered, declined, cancelled or expired (the simulated clock)', async () => {
    const { a, b, c } = await trio(server);
    const answered = (await callFriend(server, a, b.id)).body.call_id;
    await nextCallEvent(b);
    await answerCall(server, b, answered);
    expect(await pendingIds(server, b)).toEqual([]);
    await call(server, a.user, 'POST', '/end-call', { to: b.id });

    const declined = (await callFriend(server, c, b.id)).body.call_id;
    expect(await pendingIds(server, b)).toEqual([declined]);
    await onCall(server, b, '/decline-call', declined);
    expect(await pendingIds(server, b)).toEqual([]);

    const cancelled = (await callFriend(server, c, b.id)).body.call_id;
    await onCall(server, c, '/cancel-call', cancelled);
    expect(await pendingIds(server, b)).toEqual([]);

    const expiring = (await callFriend(server, c, b.id)).body.call_id;
    server.clock.advance(CALL_INVITATION_TTL_MS - 1);
    expect(await pendingIds(server, b)).toEqual([expiring]);
    server.clock.advance(1);
    expect(await pendingIds(server, b)).toEqual([]);
    closeAll(a, b, c);
  });

  it('two tabs of the friend both ring, and both hear callEnded when one of them answers or declines', async () => {
    const { a, b, c } = await trio(server);
    const second = await hubClient(server, b.user);
    const tab2: Person = { ...b, hub: second };
    const { call_id } = (await callFriend(server, a, b.id)).body;
    expect((await nextCallEvent(b)).data).toMatchObject({ type: 'incomingCall', callId: call_id });
    expect((await nextCallEvent(tab2)).data).toMatchObject({ type: 'incomingCall', callId: call_id });
    await answerCall(server, b, call_id);
    expect((await nextCallEvent(tab2)).data).toEqual({
      type: 'callEnded',
      callId: call_id,
      from: a.id,
      to: b.id,
      reason: 'answered',
    });
    // The caller hears nothing of it (they take the peer-to-peer call).
    await expectNoCallEvent(server, a);
    await call(server, a.user, 'POST', '/end-call', { to: b.id });
    await nextCallEvent(b);
    await nextCallEvent(tab2);

    const declined = (await callFriend(server, c, b.id)).body.call_id;
    await nextCallEvent(b);
    await nextCallEvent(tab2);
    await onCall(server, b, '/decline-call', declined);
    for (const tab of [b, tab2])
      expect((await nextCallEvent(tab)).data).toMatchObject({
        type: 'callEnded',
        callId: declined,
        reason: 'declined',
      });
    second.close();
    closeAll(a, b, c);
  });

  it('expired unanswered: every tab of the friend hears missedCall with the caller’s name', async () => {
    const a = await person(server);
    const b = await person(server);
    await befriend(server, a.user, b.user);
    const tab2: Person = { ...b, hub: await hubClient(server, b.user) };
    const { call_id } = (await callFriend(server, a, b.id)).body;
    server.clock.advance(CALL_INVITATION_TTL_MS);
    for (const tab of [b, tab2]) {
      expect((await nextCallEvent(tab)).data).toMatchObject({ type: 'incomingCall', callId: call_id });
      expect((await nextCallEvent(tab)).data).toMatchObject({ type: 'callCancelled', reason: 'expired' });
      expect((await nextCallEvent(tab)).data).toEqual({
        type: 'missedCall',
        callId: call_id,
        from: a.id,
        fromName: a.user.user.name,
      });
    }
    // Only the friend misses it: the caller hears no_answer.
    expect((await nextCallEvent(a)).data).toMatchObject({ type: 'callDeclined', reason: 'no_answer' });
    tab2.hub.close();
    closeAll(a, b);
  });
});
