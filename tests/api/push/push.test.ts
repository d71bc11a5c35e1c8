import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '../../../contract/push';
import { createWebPushTransport } from '../../../server/adapters/push/web-push';
import { pushSubscriptions } from '../../../server/db/schema/index';
import { createPushRepository } from '../../../server/modules/push/repository';
import { createVapidKeys } from '../../../server/modules/push/vapid';
import { call } from '../chat/support';
import { startTestServer, type TestServer } from '../support/server';
import { type SeededUser, seedUser } from '../support/users';
import { browserSubscription, checkVapid, startPushReceiver } from './support';

type Receiver = Awaited<ReturnType<typeof startPushReceiver>>;

/** API.md "Push": the key, subscriptions, delivery to a push service, and what removes a subscription. */
describe('push', () => {
  let receiver: Receiver;
  let server: TestServer;
  let publicKey: string;
  let seq = 0;
  beforeAll(async () => {
    receiver = await startPushReceiver();
    server = await startTestServer({
      config: { pushServiceHosts: ['127.0.0.1'], vapidSubject: 'mailto:push-test@example.com' },
      overrides: { pushTransport: createWebPushTransport({ agent: receiver.agent }) },
    });
    publicKey = (await call(server, null, 'GET', '/push/public-key')).body.public_key;
  });
  afterAll(async () => {
    await server.close();
    await receiver.close();
  });

  /** A browser of `user` subscribed at the receiver; returns its keys for decrypting. */
  async function subscribed(user: SeededUser, kinds?: object) {
    seq += 1;
    const browser = browserSubscription(`${receiver.origin}/push/${seq}`);
    const res = await call(server, user, 'POST', '/push/subscriptions', { ...browser.json, kinds });
    expect(res.status).toBe(201);
    return { ...browser, path: `/push/${seq}` };
  }

  const rowsOf = (userId: number) =>
    server.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  it('serves one VAPID public key without a token, the same each time', async () => {
    const raw = Buffer.from(publicKey, 'base64url');
    expect(raw.length).toBe(65);
    expect(raw[0]).toBe(4); // an uncompressed P-256 point
    expect((await call(server, null, 'GET', '/push/public-key')).body).toEqual({ public_key: publicKey });
  });

  it('delivers an encrypted, VAPID-signed message with the TTL and urgency asked for', async () => {
    const user = await seedUser(server.ctx);
    const browser = await subscribed(user);
    const before = receiver.received.length;
    const from = { id: 7, name: 'Ann', pet_name: 'Rex' };
    const payload = { type: 'incomingCall' as const, call_id: 'c-1', from, expires_at: '2030-01-01T00:00:00.000Z' };
    await server.services.push.notify(user.user.id, payload, { ttl: 30, urgency: 'high' });
    await receiver.until(before + 1);
    const message = receiver.received[before];
    expect(message.path).toBe(browser.path);
    expect(message.headers.ttl).toBe('30');
    expect(message.headers.urgency).toBe('high');
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(JSON.parse(browser.decrypt(message.body))).toEqual(payload);
    const claims = checkVapid(message.headers.authorization as string, publicKey);
    expect(claims.aud).toBe(receiver.origin);
    expect(claims.sub).toBe('mailto:push-test@example.com');
    const nowSeconds = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(nowSeconds);
    expect(claims.exp).toBeLessThanOrEqual(nowSeconds + 24 * 3600);
  });

  it('refuses malformed subscriptions, plain http and hosts outside the list, and never contacts them', async () => {
    const user = await seedUser(server.ctx);
    const good = browserSubscription(`${receiver.origin}/x`).json;
    expect((await call(server, null, 'POST', '/push/subscriptions', good)).status).toBe(401);
    const before = receiver.received.length;
    for (const body of [
      {},
      { endpoint: good.endpoint },
      { ...good, keys: { p256dh: 'not base64url!', auth: good.keys.auth } },
      { ...good, endpoint: 'not a url' },
    ])
      expect((await call(server, user, 'POST', '/push/subscriptions', body)).status).toBe(422);
    for (const endpoint of [
      receiver.origin.replace('https:', 'http:'),
      'https://evil.example.com/push',
      'https://fcm.googleapis.com.evil.example/push',
      `https://user:pw@127.0.0.1/push`,
    ]) {
      const res = await call(server, user, 'POST', '/push/subscriptions', { ...good, endpoint });
      expect(res).toMatchObject({ status: 422, body: { message: PUSH_MESSAGES.endpoint } });
    }
    expect(await rowsOf(user.user.id)).toEqual([]);
    await server.services.push.notify(
      user.user.id,
      { type: 'friendRequest', from: { id: 1, name: 'A', pet_name: 'B' } },
      { ttl: 60 },
    );
    expect(receiver.received.length).toBe(before);
  });

  it('keeps one row per device: re-posting updates it and its switches; only switched-on kinds are sent', async () => {
    const user = await seedUser(server.ctx);
    const browser = await subscribed(user);
    const again = await call(server, user, 'POST', '/push/subscriptions', { ...browser.json, kinds: { calls: false } });
    expect(again).toMatchObject({
      status: 201,
      body: { kinds: { calls: false, friend_requests: true, missed_calls: true } },
    });
    const kept = await call(server, user, 'POST', '/push/subscriptions', browser.json);
    expect(kept.body.kinds).toEqual({ calls: false, friend_requests: true, missed_calls: true });
    expect(await rowsOf(user.user.id)).toHaveLength(1);

    const push = server.services.push;
    expect(await push.hasSubscription(user.user.id, 'calls')).toBe(false);
    expect(await push.hasSubscription(user.user.id, 'missed_calls')).toBe(true);
    const before = receiver.received.length;
    await push.notify(user.user.id, { type: 'callEnded', call_id: 'c' }, { ttl: 30, urgency: 'high' });
    const from = { id: 1, name: 'A', pet_name: 'B' };
    await push.notify(user.user.id, { type: 'missedCall', call_id: 'c', from }, { ttl: 86_400 });
    await receiver.until(before + 1);
    expect(receiver.received.length).toBe(before + 1);
    expect(JSON.parse(browser.decrypt(receiver.received[before].body)).type).toBe('missedCall');
  });

  it('deletes a subscription the push service calls gone (410), keeps it on other failures, never throws', async () => {
    const user = await seedUser(server.ctx);
    const gone = await subscribed(user);
    const failing = await subscribed(user);
    receiver.statusFor.set(gone.path, 410);
    receiver.statusFor.set(failing.path, 500);
    const before = receiver.received.length;
    await expect(
      server.services.push.notify(
        user.user.id,
        { type: 'friendRequest', from: { id: 1, name: 'A', pet_name: 'B' } },
        { ttl: 60 },
      ),
    ).resolves.toBeUndefined();
    expect(receiver.received.length).toBe(before + 2);
    expect((await rowsOf(user.user.id)).map((r) => r.endpoint)).toEqual([failing.json.endpoint]);
  });

  it('deletes only your own subscription (404 otherwise), and needs a token', async () => {
    const me = await seedUser(server.ctx);
    const other = await seedUser(server.ctx);
    const mine = await subscribed(me);
    const body = { endpoint: mine.json.endpoint };
    expect((await call(server, null, 'DELETE', '/push/subscriptions', body)).status).toBe(401);
    expect(await call(server, other, 'DELETE', '/push/subscriptions', body)).toMatchObject({
      status: 404,
      body: { message: PUSH_MESSAGES.notYours },
    });
    expect((await call(server, me, 'DELETE', '/push/subscriptions', body)).status).toBe(204);
    expect((await call(server, me, 'DELETE', '/push/subscriptions', body)).status).toBe(404);
    expect(await rowsOf(me.user.id)).toEqual([]);
  });

  it('logging out deletes the subscriptions that session made, and nothing is sent to them', async () => {
    const user = await seedUser(server.ctx);
    await subscribed(user);
    expect((await call(server, user, 'POST', '/logout')).status).toBe(204);
    // The listener deletes after the logout committed; the send-time filter covers the gap.
    expect(await server.services.push.hasSubscription(user.user.id, 'calls')).toBe(false);
    await expect.poll(() => rowsOf(user.user.id)).toEqual([]);
  });

  it('pushes a friend request to an offline user and the acceptance back, with no email or phone', async () => {
    const ann = await seedUser(server.ctx, { name: 'Ann', petName: 'Rex' });
    const bob = await seedUser(server.ctx, { name: 'Bob', petName: 'Tom' });
    const annPhone = await subscribed(ann);
    const bobPhone = await subscribed(bob);
    const before = receiver.received.length;
    expect((await call(server, ann, 'POST', '/friends/send-request', { to: bob.user.id })).status).toBe(201);
    await receiver.until(before + 1);
    const request = receiver.received[before];
    expect(request.path).toBe(bobPhone.path);
    expect(Number(request.headers.ttl)).toBeLessThanOrEqual(86_400);
    const text = bobPhone.decrypt(request.body);
    expect(JSON.parse(text)).toEqual({
      type: 'friendRequest',
      from: { id: ann.user.id, name: 'Ann', pet_name: 'Rex' },
    });
    expect(text).not.toContain(ann.user.email);
    expect(text).not.toContain(ann.user.phone);

    expect((await call(server, bob, 'POST', '/friends/accept-request', { senderId: ann.user.id })).status).toBe(200);
    await receiver.until(before + 2);
    const accepted = receiver.received[before + 1];
    expect(accepted.path).toBe(annPhone.path);
    expect(JSON.parse(annPhone.decrypt(accepted.body))).toEqual({
      type: 'friendRequestAccepted',
      from: { id: bob.user.id, name: 'Bob', pet_name: 'Tom' },
    });
  });
});

describe('push VAPID keys', () => {
  it('uses VAPID_* when set, else one stored pair even when two instances start together', async () => {
    const keys = createWebPushTransport().generateVapidKeys();
    const server = await startTestServer({
      config: { vapidPublicKey: keys.publicKey, vapidPrivateKey: keys.privateKey },
    });
    try {
      expect((await call(server, null, 'GET', '/push/public-key')).body).toEqual({ public_key: keys.publicKey });
      // Without VAPID_*: two instances starting together on one database each make a pair; one is
      // stored (insert-if-absent) and both then sign with it.
      const repo = createPushRepository(server.ctx.db);
      const config = { vapidPublicKey: '', vapidPrivateKey: '', vapidSubject: '', contactEmail: 'a@example.com' };
      const instance = () => createVapidKeys({ repo, transport: createWebPushTransport(), config })();
      const [one, two] = await Promise.all([instance(), instance()]);
      expect(one.publicKey).toBe(two.publicKey);
      expect(one.privateKey).toBe(two.privateKey);
      expect(one.subject).toBe('mailto:a@example.com');
      expect(await repo.vapidKeys()).toEqual({ publicKey: one.publicKey, privateKey: one.privateKey });
    } finally {
      await server.close();
    }
  });
});
