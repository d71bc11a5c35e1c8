import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_INVITATION_TTL_MS, FRIEND_OFFLINE_MESSAGE } from '../../../contract/friend-calls';
import { createWebPushTransport } from '../../../server/adapters/push/web-push';
import { type ChatTestServer, call, startChatServer } from '../chat/support';
import { befriend, callFriend, closeAll, onCall, type Person, person } from '../friend-calls/support';
import { type SeededUser, seedUser } from '../support/users';
import { browserSubscription, startPushReceiver } from './support';

type Receiver = Awaited<ReturnType<typeof startPushReceiver>>;

/**
 * API.md "Friend calls" and "Push": a friend whose PetChat is closed is rung by Web Push — the
 * invitation as `incomingCall` (TTL ≤ 30, urgency high), its end as `callEnded` (the
 * notification closes), an unanswered one also as `missedCall` — and without a device that takes
 * calls an offline friend is still 409.
 */
describe('friend calls by push', () => {
  let receiver: Receiver;
  let server: ChatTestServer;
  let seq = 0;
  beforeAll(async () => {
    receiver = await startPushReceiver();
    server = await startChatServer({
      config: { pushServiceHosts: ['127.0.0.1'], vapidSubject: 'mailto:push-test@example.com' },
      overrides: { pushTransport: createWebPushTransport({ agent: receiver.agent }) },
    });
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  async function phoneOf(user: SeededUser, kinds?: object) {
    seq += 1;
    const browser = browserSubscription(`${receiver.origin}/push/${seq}`);
    const res = await call(server, user, 'POST', '/push/subscriptions', { ...browser.json, kinds });
    expect(res.status).toBe(201);
    return { ...browser, path: `/push/${seq}` };
  }

  /** The pushes that reached `phone` from `before` on, decrypted, once `count` arrived. */
  async function pushesTo(phone: Awaited<ReturnType<typeof phoneOf>>, before: number, count: number) {
    await receiver.until(before + count);
    return receiver.received
      .slice(before)
      .filter((m) => m.path === phone.path)
      .map((m) => ({
        ttl: Number(m.headers.ttl),
        urgency: m.headers.urgency,
        body: JSON.parse(phone.decrypt(m.body)),
      }));
  }

  async function callerAndClosedFriend() {
    const ann: Person = await person(server, { name: 'Ann', petName: 'Rex' });
    const bob = await seedUser(server.ctx, { name: 'Bob', petName: 'Tom' });
    await befriend(server, ann.user, bob);
    return { ann, bob };
  }

  it('an offline friend without a device that takes calls is 409, and nothing is sent', async () => {
    const { ann, bob } = await callerAndClosedFriend();
    await phoneOf(bob, { calls: false, friend_requests: true, missed_calls: true });
    const before = receiver.received.length;
    const res = await callFriend(server, ann, bob.user.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(FRIEND_OFFLINE_MESSAGE);
    expect(receiver.received.length).toBe(before);
    closeAll(ann);
  });

  it('rings a closed PetChat by push, and closes the notification when the caller cancels', async () => {
    const { ann, bob } = await callerAndClosedFriend();
    const phone = await phoneOf(bob);
    const before = receiver.received.length;
    const invited = await callFriend(server, ann, bob.user.id);
    expect(invited.status).toBe(200);
    const callId = invited.body.call_id as string;
    const [ring] = await pushesTo(phone, before, 1);
    expect(ring.ttl).toBeLessThanOrEqual(30);
    expect(ring.urgency).toBe('high');
    expect(ring.body).toEqual({
      type: 'incomingCall',
      call_id: callId,
      from: { id: ann.id, name: 'Ann', pet_name: 'Rex' },
      expires_at: new Date(server.clock.now() + CALL_INVITATION_TTL_MS).toISOString(),
    });

    expect((await onCall(server, ann, '/cancel-call', callId)).status).toBe(200);
    const [, ended] = await pushesTo(phone, before, 2);
    expect(ended.body).toEqual({ type: 'callEnded', call_id: callId });
    expect(ended.urgency).toBe('high');
    closeAll(ann);
  });

  it('an invitation nobody answers closes its notification and leaves a missed call', async () => {
    const { ann, bob } = await callerAndClosedFriend();
    const phone = await phoneOf(bob);
    const before = receiver.received.length;
    const callId = (await callFriend(server, ann, bob.user.id)).body.call_id as string;
    await pushesTo(phone, before, 1);
    server.clock.advance(CALL_INVITATION_TTL_MS);
    const pushes = await pushesTo(phone, before, 3);
    expect(pushes.map((p) => p.body)).toEqual([
      expect.objectContaining({ type: 'incomingCall', call_id: callId }),
      { type: 'callEnded', call_id: callId },
      { type: 'missedCall', call_id: callId, from: { id: ann.id, name: 'Ann', pet_name: 'Rex' } },
    ]);
    expect(pushes[2].ttl).toBeLessThanOrEqual(86_400);
    closeAll(ann);
  });
});
