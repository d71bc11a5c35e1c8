import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRIEND_LIMIT_MESSAGE } from '../../../contract/friends';
import { friendRequests, friendships } from '../../../server/db/schema/index';
import { type ChatTestServer, startChatServer } from '../chat/support';
import type { SeededUser } from '../support/users';
import { befriend, call, nonSubscriber, subscriber } from './support';

/** The limit under parallel requests, crossing requests, concurrent accepts, removal. */
describe('friends under concurrency', () => {
  let server: ChatTestServer;

  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(() => server.close());

  const many = (n: number, make: () => Promise<SeededUser>) => Promise.all(Array.from({ length: n }, make));

  async function pairRows(a: SeededUser, b: SeededUser) {
    const [x, y] = [a.user.id, b.user.id];
    const friends = await server.ctx.db
      .select()
      .from(friendships)
      .where(
        or(
          and(eq(friendships.userId, x), eq(friendships.friendId, y)),
          and(eq(friendships.userId, y), eq(friendships.friendId, x)),
        ),
      );
    const requests = await server.ctx.db
      .select()
      .from(friendRequests)
      .where(
        or(
          and(eq(friendRequests.senderId, x), eq(friendRequests.recipientId, y)),
          and(eq(friendRequests.senderId, y), eq(friendRequests.recipientId, x)),
        ),
      );
    return { friends: friends.length, requests: requests.length };
  }

  it('20 parallel requests of a non-subscriber stop at the limit (5)', async () => {
    const sender = await nonSubscriber(server);
    const others = await many(20, () => nonSubscriber(server));
    const results = await Promise.all(
      others.map((o) => call(server, sender, 'POST', '/friends/send-request', { to: o.user.id })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 403)).toHaveLength(15);
    for (const r of results.filter((r) => r.status === 403)) expect(r.body.message).toBe(FRIEND_LIMIT_MESSAGE);
    const rows = await server.ctx.db.select().from(friendRequests).where(eq(friendRequests.senderId, sender.user.id));
    expect(rows).toHaveLength(5);
  });

  it('friends count against the limit too: 3 friends leave room for 2 of 20 parallel requests', async () => {
    const sender = await nonSubscriber(server);
    for (const friend of await many(3, () => nonSubscriber(server))) await befriend(server, friend, sender);
    const others = await many(20, () => nonSubscriber(server));
    const results = await Promise.all(
      others.map((o) => call(server, sender, 'POST', '/friends/send-request', { to: o.user.id })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 403)).toHaveLength(18);
  });

  it('subscribers have no limit: 20 parallel requests all go', async () => {
    const sender = await subscriber(server);
    const others = await many(20, () => nonSubscriber(server));
    const results = await Promise.all(
      others.map((o) => call(server, sender, 'POST', '/friends/send-request', { to: o.user.id })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
  });

  it('the same request sent 10 times in parallel makes one row', async () => {
    const a = await subscriber(server);
    const b = await nonSubscriber(server);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call(server, a, 'POST', '/friends/send-request', { to: b.user.id })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await pairRows(a, b)).toEqual({ friends: 0, requests: 1 });
  });

  it('crossing requests (A→B and B→A in parallel) make one friendship', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await nonSubscriber(server);
      const b = await nonSubscriber(server);
      const [ab, ba] = await Promise.all([
        call(server, a, 'POST', '/friends/send-request', { to: b.user.id }),
        call(server, b, 'POST', '/friends/send-request', { to: a.user.id }),
      ]);
      expect([ab.body.status, ba.body.status].sort()).toEqual(['friends', 'pending']);
      expect([ab.status, ba.status].sort()).toEqual([200, 201]);
      expect(await pairRows(a, b)).toEqual({ friends: 2, requests: 0 });
      expect((await call(server, a, 'GET', '/me')).body.user.friends).toEqual([b.user.id]);
      expect((await call(server, b, 'GET', '/me')).body.user.friends).toEqual([a.user.id]);
    }
  });

  it('two concurrent accepts make one friendship', async () => {
    const a = await nonSubscriber(server);
    const b = await nonSubscriber(server);
    await call(server, a, 'POST', '/friends/send-request', { to: b.user.id });
    const results = await Promise.all([
      call(server, b, 'POST', '/friends/accept-request', { senderId: a.user.id }),
      call(server, b, 'POST', '/friends/accept-request', { senderId: a.user.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await pairRows(a, b)).toEqual({ friends: 2, requests: 0 });
  });

  it('an accept racing a decline: either friends or nothing, never half', async () => {
    const a = await nonSubscriber(server);
    const b = await nonSubscriber(server);
    await call(server, a, 'POST', '/friends/send-request', { to: b.user.id });
    const [accept, decline] = await Promise.all([
      call(server, b, 'POST', '/friends/accept-request', { senderId: a.user.id }),
      call(server, b, 'POST', '/friends/decline-request', { senderId: a.user.id }),
    ]);
    expect([accept.status, decline.status].sort()).toEqual([200, 404]);
    const rows = await pairRows(a, b);
    expect(rows.requests).toBe(0);
    expect(rows.friends).toBe(accept.status === 200 ? 2 : 0);
  });

  it('removal takes both directions, also when both remove at once', async () => {
    const a = await nonSubscriber(server);
    const b = await nonSubscriber(server);
    await befriend(server, a, b);
    const results = await Promise.all([
      call(server, a, 'DELETE', '/friends/delete', { friendId: b.user.id }),
      call(server, b, 'DELETE', '/friends/delete', { friendId: a.user.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await pairRows(a, b)).toEqual({ friends: 0, requests: 0 });
  });
});
