import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRIEND_LIMIT_MESSAGE } from '../../../contract/friends';
import { breeds } from '../../../server/db/schema/index';
import { type ChatTestServer, startChatServer } from '../chat/support';
import { seedUser } from '../support/users';
import { befriend, call, nonSubscriber, subscriber } from './support';

/** API.md "Friends": every endpoint's success and error statuses. */
describe('friends endpoints', () => {
  let server: ChatTestServer;

  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(() => server.close());

  const endpoints: Array<[string, string, unknown?]> = [
    ['GET', '/friends'],
    ['POST', '/friends/send-request', { to: 1 }],
    ['POST', '/friends/accept-request', { senderId: 1 }],
    ['POST', '/friends/decline-request', { senderId: 1 }],
    ['GET', '/friends/requests'],
    ['DELETE', '/friends/delete', { friendId: 1 }],
    ['GET', '/all-users'],
    ['GET', '/get-friend-limit'],
  ];

  it('every endpoint needs a session (401) and a verified email (403)', async () => {
    const unverified = await seedUser(server.ctx, { verified: false });
    for (const [method, path, body] of endpoints) {
      expect((await call(server, null, method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await call(server, unverified, method, path, body)).status, `${method} ${path}`).toBe(403);
    }
  });

  it('ids outside the 32-bit integer range, missing or not numbers are 422', async () => {
    const user = await nonSubscriber(server);
    const cases: Array<[string, string, string]> = [
      ['POST', '/friends/send-request', 'to'],
      ['POST', '/friends/accept-request', 'senderId'],
      ['POST', '/friends/decline-request', 'senderId'],
      ['DELETE', '/friends/delete', 'friendId'],
    ];
    for (const [method, path, field] of cases) {
      for (const value of [2_147_483_648, '99999999999', 0, -1, 'abc', 1.5, null]) {
        const res = await call(server, user, method, path, { [field]: value });
        expect(res.status, `${path} ${value}`).toBe(422);
        expect(Object.keys(res.body.errors ?? {}), `${path} ${value}`).toContain(field);
      }
      expect((await call(server, user, method, path, {})).status, `${path} missing`).toBe(422);
    }
    for (const query of ['page_size=0', 'page_size=101', 'page_size=x']) {
      expect((await call(server, user, 'GET', `/friends?${query}`)).status, query).toBe(422);
    }
    for (const query of ['page=0', 'page=x', `q=${'a'.repeat(51)}`]) {
      expect((await call(server, user, 'GET', `/all-users?${query}`)).status, query).toBe(422);
    }
  });

  it('send-request: 201 pending; 422 yourself; 404 no such user; 409 pending or friends', async () => {
    const a = await nonSubscriber(server);
    const b = await nonSubscriber(server);
    const res = await call(server, a, 'POST', '/friends/send-request', { to: b.user.id });
    expect(res).toMatchObject({ status: 201, body: { status: 'pending' } });
    expect((await call(server, a, 'POST', '/friends/send-request', { to: a.user.id })).status).toBe(422);
    expect((await call(server, a, 'POST', '/friends/send-request', { to: 2_147_483_647 })).status).toBe(404);
    const again = await call(server, a, 'POST', '/friends/send-request', { to: String(b.user.id) });
    expect(again.status).toBe(409);
    expect(again.body.message).toEqual(expect.any(String));
    expect((await call(server, b, 'POST', '/friends/accept-request', { senderId: a.user.id })).status).toBe(200);
    expect((await call(server, a, 'POST', '/friends/send-request', { to: b.user.id })).status).toBe(409);
    expect((await call(server, b, 'POST', '/friends/send-request', { to: a.user.id })).status).toBe(409);
  });

  it('send-request to someone who had already asked: 200 friends, in both directions', async () => {
    const a = await nonSubscriber(server);
    const b = await nonSubscriber(server);
    expect((await call(server, a, 'POST', '/friends/send-request', { to: b.user.id })).status).toBe(201);
    const res = await call(server, b, 'POST', '/friends/send-request', { to: a.user.id });
    expect(res).toMatchObject({ status: 200, body: { status: 'friends' } });
    expect((await call(server, a, 'GET', '/me')).body.user.friends).toEqual([b.user.id]);
    expect((await call(server, b, 'GET', '/me')).body.user.friends).toEqual([a.user.id]);
    expect((await call(server, b, 'GET', '/friends/requests')).body).toEqual([]);
  });

  it('send-request: 403 with the limit message for a non-subscriber at the limit', async () => {
    const a = await nonSubscriber(server);
    const others = await Promise.all(Array.from({ length: 6 }, () => nonSubscriber(server)));
    for (const other of others.slice(0, 5))
      expect((await call(server, a, 'POST', '/friends/send-request', { to: other.user.id })).status).toBe(201);
    const res = await call(server, a, 'POST', '/friends/send-request', { to: others[5].user.id });
    expect(res).toMatchObject({ status: 403, body: { message: FRIEND_LIMIT_MESSAGE } });
  });

  it('requests: the incoming ones, newest first, with the sender’s card', async () => {
    const [breed] = await server.ctx.db.select().from(breeds).limit(1);
    const me = await nonSubscriber(server);
    const first = await nonSubscriber(server, { name: 'First Sender', petBreedId: breed.id, image: 'users/1/p.jpg' });
    const second = await nonSubscriber(server, { name: 'Second Sender' });
    await call(server, first, 'POST', '/friends/send-request', { to: me.user.id });
    server.clock.advance(1000);
    await call(server, second, 'POST', '/friends/send-request', { to: me.user.id });
    await call(server, me, 'POST', '/friends/send-request', { to: (await nonSubscriber(server)).user.id });
    const res = await call(server, me, 'GET', '/friends/requests');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: second.user.id,
        name: 'Second Sender',
        image: null,
        pet_name: second.user.petName,
        pet_gender: second.user.petGender,
        breed: null,
        created_at: new Date(server.clock.now()).toISOString(),
      },
      {
        id: first.user.id,
        name: 'First Sender',
        image: 'users/1/p.jpg',
        pet_name: first.user.petName,
        pet_gender: first.user.petGender,
        breed: { name: breed.name, name_ua: breed.nameUa },
        created_at: new Date(server.clock.now() - 1000).toISOString(),
      },
    ]);
    expect((await call(server, first, 'GET', '/friends/requests')).body).toEqual([]);
  });

  it('accept-request: 200 with the friend; 404 when that user sent you nothing', async () => {
    const a = await nonSubscriber(server, { name: 'Asker' });
    const b = await nonSubscriber(server);
    const c = await nonSubscriber(server);
    await call(server, a, 'POST', '/friends/send-request', { to: b.user.id });
    // Only the recipient accepts: not the sender, not a third user.
    expect((await call(server, a, 'POST', '/friends/accept-request', { senderId: b.user.id })).status).toBe(404);
    expect((await call(server, c, 'POST', '/friends/accept-request', { senderId: a.user.id })).status).toBe(404);
    const res = await call(server, b, 'POST', '/friends/accept-request', { senderId: a.user.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      friend: {
        id: a.user.id,
        name: 'Asker',
        image: null,
        pet_name: a.user.petName,
        pet_gender: a.user.petGender,
        breed: null,
        is_online: false,
        is_on_call: false,
      },
    });
    expect((await call(server, b, 'POST', '/friends/accept-request', { senderId: a.user.id })).status).toBe(404);
    expect((await call(server, c, 'GET', '/me')).body.user.friends).toEqual([]);
  });

  it('decline-request: 200 and the request is gone; 404 when there is none; the sender may not ask again at once', async () => {
    const a = await nonSubscriber(server);
    const b = await nonSubscriber(server);
    await call(server, a, 'POST', '/friends/send-request', { to: b.user.id });
    expect((await call(server, a, 'POST', '/friends/decline-request', { senderId: b.user.id })).status).toBe(404);
    expect((await call(server, b, 'POST', '/friends/decline-request', { senderId: a.user.id })).status).toBe(200);
    expect((await call(server, b, 'GET', '/friends/requests')).body).toEqual([]);
    expect((await call(server, b, 'POST', '/friends/decline-request', { senderId: a.user.id })).status).toBe(404);
    expect((await call(server, b, 'POST', '/friends/accept-request', { senderId: a.user.id })).status).toBe(404);
    // After 7 days they may (tests/api/friends/decline-brake.test.ts).
    expect(await call(server, a, 'POST', '/friends/send-request', { to: b.user.id })).toMatchObject({
      status: 409,
      body: { code: 'recently_declined' },
    });
  });

  it('delete: 200 and removed in both directions; 404 when not your friend', async () => {
    const a = await nonSubscriber(server);
    const b = await nonSubscriber(server);
    const c = await nonSubscriber(server);
    await befriend(server, a, b);
    await befriend(server, a, c);
    expect((await call(server, b, 'DELETE', '/friends/delete', { friendId: c.user.id })).status).toBe(404);
    expect((await call(server, b, 'DELETE', '/friends/delete', { friendId: a.user.id })).status).toBe(200);
    expect((await call(server, a, 'GET', '/me')).body.user.friends).toEqual([c.user.id]);
    expect((await call(server, b, 'GET', '/me')).body.user.friends).toEqual([]);
    expect((await call(server, a, 'DELETE', '/friends/delete', { friendId: b.user.id })).status).toBe(404);
    // Friends again is possible.
    expect((await call(server, a, 'POST', '/friends/send-request', { to: b.user.id })).status).toBe(201);
  });

  it('friends: online and offline groups in pages of page_size (default 10)', async () => {
    const me = await subscriber(server);
    const friends = await Promise.all(
      Array.from({ length: 12 }, (_, i) => nonSubscriber(server, { name: `Pal ${String(i).padStart(2, '0')}` })),
    );
    for (const f of friends) await befriend(server, f, me);
    // Three of them pinged just now: online (no realtime socket needed).
    for (const f of friends.slice(0, 3)) expect((await call(server, f, 'PUT', '/ping')).status).toBeLessThan(300);
    const res = await call(server, me, 'GET', '/friends');
    expect(res.status).toBe(200);
    expect(res.body.online.map((p: Array<{ name: string }>) => p.map((f) => f.name))).toEqual([
      ['Pal 00', 'Pal 01', 'Pal 02'],
    ]);
    expect(res.body.offline.map((p: unknown[]) => p.length)).toEqual([9]);
    expect(res.body.online[0][0]).toEqual({
      id: friends[0].user.id,
      name: 'Pal 00',
      image: null,
      pet_name: friends[0].user.petName,
      pet_gender: friends[0].user.petGender,
      breed: null,
      is_online: true,
      is_on_call: false,
    });
    const paged = await call(server, me, 'GET', '/friends?page_size=4');
    expect(paged.body.online.map((p: unknown[]) => p.length)).toEqual([3]);
    expect(paged.body.offline.map((p: unknown[]) => p.length)).toEqual([4, 4, 1]);
    // Two keep-alive periods later without a ping, they are offline.
    server.clock.advance(240_001);
    const later = await call(server, me, 'GET', '/friends?page_size=5');
    expect(later.body).toMatchObject({ online: [] });
    expect(later.body.offline.map((p: unknown[]) => p.length)).toEqual([5, 5, 2]);
    expect((await call(server, await nonSubscriber(server), 'GET', '/friends')).body).toEqual({
      online: [],
      offline: [],
    });
  });

  it('friends: a friend on a call is online and on a call', async () => {
    const me = await subscriber(server);
    const friend = await nonSubscriber(server);
    await befriend(server, me, friend);
    await call(server, friend, 'PUT', '/ping');
    expect((await call(server, friend, 'PATCH', '/is-on-call', { isOnCall: true })).status).toBe(204);
    const res = await call(server, me, 'GET', '/friends');
    expect(res.body.online[0][0]).toMatchObject({ id: friend.user.id, is_online: true, is_on_call: true });
  });

  it('get-friend-limit: the limit for a non-subscriber, null for subscribers (paid or on trial)', async () => {
    expect((await call(server, await nonSubscriber(server), 'GET', '/get-friend-limit')).body).toEqual({ limit: 5 });
    expect((await call(server, await subscriber(server), 'GET', '/get-friend-limit')).body).toEqual({ limit: null });
    const onTrial = await seedUser(server.ctx, { trialEndsAt: new Date(server.clock.now() + 86_400_000) });
    expect((await call(server, onTrial, 'GET', '/get-friend-limit')).body).toEqual({ limit: null });
  });
});
