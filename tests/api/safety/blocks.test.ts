import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFETY_MESSAGES } from '../../../contract/safety';
import { friendships } from '../../../server/db/schema/index';
import { type ChatTestServer, call, matchUsers, peerCredentials, startChatServer } from '../chat/support';
import { type SeededUser, seedUser } from '../support/users';

/** API.md "Safety and moderation": POST/DELETE /block, GET /blocks and what a block changes. */
describe('blocks', () => {
  let server: ChatTestServer;
  beforeAll(async () => {
    server = await startChatServer({ config: { matchWaitSeconds: 2 } });
  });
  afterAll(() => server.close());

  async function friends(a: SeededUser, b: SeededUser) {
    await server.ctx.db.insert(friendships).values([
      { userId: a.user.id, friendId: b.user.id },
      { userId: b.user.id, friendId: a.user.id },
    ]);
  }

  it('blocks, lists newest first, unblocks; checks who asks and what', async () => {
    const me = await seedUser(server.ctx);
    const x = await seedUser(server.ctx);
    const y = await seedUser(server.ctx);
    expect((await call(server, null, 'POST', '/block', { user_id: x.user.id })).status).toBe(401);
    const blocked = await call(server, me, 'POST', '/block', { user_id: x.user.id });
    expect(blocked.status).toBe(201);
    expect(blocked.body).toEqual({ id: x.user.id, name: x.user.name, image: null });
    server.clock.advance(1000);
    expect((await call(server, me, 'POST', '/block', { user_id: y.user.id })).status).toBe(201);
    expect((await call(server, me, 'POST', '/block', { user_id: y.user.id })).status).toBe(201);
    const list = await call(server, me, 'GET', '/blocks');
    expect(list.body.map((u: { id: number }) => u.id)).toEqual([y.user.id, x.user.id]);
    expect((await call(server, x, 'GET', '/blocks')).body).toEqual([]);

    expect(await call(server, me, 'POST', '/block', { user_id: me.user.id })).toMatchObject({
      status: 422,
      body: { message: SAFETY_MESSAGES.blockYourself },
    });
    expect((await call(server, me, 'POST', '/block', { user_id: 999_999 })).status).toBe(404);
    expect((await call(server, me, 'POST', '/block', {})).status).toBe(422);

    expect((await call(server, me, 'DELETE', '/block', { user_id: x.user.id })).status).toBe(200);
    expect(await call(server, me, 'DELETE', '/block', { user_id: x.user.id })).toMatchObject({
      status: 404,
      body: { message: SAFETY_MESSAGES.notBlocked },
    });
    expect((await call(server, me, 'GET', '/blocks')).body.map((u: { id: number }) => u.id)).toEqual([y.user.id]);
  });

  it('ends the friendship, refuses requests both ways and hides each from the other in /all-users', async () => {
    const a = await seedUser(server.ctx, { name: 'Blocker Ann' });
    const b = await seedUser(server.ctx, { name: 'Blocked Bob' });
    await friends(a, b);
    expect((await call(server, a, 'POST', '/block', { user_id: b.user.id })).status).toBe(201);
    expect((await call(server, a, 'GET', '/me')).body.user.friends).toEqual([]);
    expect((await call(server, b, 'GET', '/me')).body.user.friends).toEqual([]);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ]) {
      const sent = await call(server, from, 'POST', '/friends/send-request', { to: to.user.id });
      expect(sent.status).toBe(403);
      const called = await call(server, from, 'POST', '/call-friend', { user_to_call: to.user.id });
      expect(called.status).toBe(403);
      const all = await call(server, from, 'GET', `/all-users?q=${encodeURIComponent(to.user.name)}`);
      expect(all.body.items).toEqual([]);
    }
  });

  it('ends a random call between them and tells the other', async () => {
    const a = await seedUser(server.ctx);
    const b = await seedUser(server.ctx);
    const [ca, cb] = [await peerCredentials(server, a), await peerCredentials(server, b)];
    const { matchId } = await matchUsers(server, a, ca.peer_id, b, cb.peer_id);
    expect((await server.ctx.matchPool.activeMatchOf(a.user.id))?.id).toBe(matchId);
    expect((await call(server, a, 'POST', '/block', { user_id: b.user.id })).status).toBe(201);
    expect(await server.ctx.matchPool.activeMatchOf(a.user.id)).toBeNull();
  });

  it('a blocked pair under 200 concurrent searchers is never paired', async () => {
    const users = await Promise.all(Array.from({ length: 200 }, () => seedUser(server.ctx)));
    const [a, b] = users;
    expect((await call(server, b, 'POST', '/block', { user_id: a.user.id })).status).toBe(201);
    const creds = await Promise.all(users.map((u) => peerCredentials(server, u)));
    server.clock.advance(1001);
    const results = await Promise.all(
      users.map((u, i) => call(server, u, 'POST', '/get-peer-id', { peer_id: creds[i].peer_id })),
    );
    const partnerOf = new Map<number, number>();
    results.forEach((r, i) => {
      expect(r.status).toBe(200);
      if (r.body.randomUser) partnerOf.set(users[i].user.id, r.body.randomUser.id);
    });
    expect(partnerOf.get(a.user.id)).not.toBe(b.user.id);
    expect(partnerOf.get(b.user.id)).not.toBe(a.user.id);
    // Disjoint and symmetric pairs.
    for (const [user, partner] of partnerOf) expect(partnerOf.get(partner)).toBe(user);
    expect(partnerOf.size).toBeGreaterThanOrEqual(196);
    for (const u of users) await call(server, u, 'POST', '/leave-pool');
  });
});
