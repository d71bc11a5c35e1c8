import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEET_AGAIN_WINDOW_MS, type MeetAgainData } from '../../../contract/meet-again';
import { blocks, friendRequests, friendships } from '../../../server/db/schema/index';
import { eventually } from '../../support/eventually';
import { expectNoFriendsEvent, nonSubscriber, subscriber } from '../friends/support';
import type { SeededUser } from '../support/users';
import { type ChatTestServer, call, hubClient, nextEvent, peerCredentials, startChatServer } from './support';

type EventMessage = { event: string; data: unknown };
const meetAgainEvent = (m: EventMessage) =>
  m.event === 'FriendsChanel' && (m.data as { type?: string }).type === 'meetAgain';

/** API.md "Random chat", POST /meet-again (issue 29): mutual, private, within 60 s of the call's end. */
describe('meet again', () => {
  let server: ChatTestServer;

  beforeAll(async () => {
    // A small limit, so a non-subscriber reaches it with two friends.
    server = await startChatServer({ config: { friendLimit: 2 } });
  });
  afterAll(() => server.close());

  async function meet(a: SeededUser, b: SeededUser): Promise<string> {
    await peerCredentials(server, a);
    await peerCredentials(server, b);
    const waiting = call(server, a, 'POST', '/get-peer-id', {});
    await eventually(async () => expect((await server.ctx.matchPool.stats()).waiting).toBe(1));
    const found = await call(server, b, 'POST', '/get-peer-id', {});
    await waiting;
    return found.body.match_id as string;
  }

  /** A call that ended by A's Next or Stop, acknowledged by B. */
  async function endedCall(a: SeededUser, b: SeededUser): Promise<string> {
    const matchId = await meet(a, b);
    expect((await call(server, a, 'POST', '/end-call', { to: b.user.id, match_id: matchId })).status).toBe(204);
    const ack = { to: a.user.id, notEnd: true, match_id: matchId };
    expect((await call(server, b, 'POST', '/end-call', ack)).status).toBe(204);
    return matchId;
  }

  const ask = (user: SeededUser, matchId: string) => call(server, user, 'POST', '/meet-again', { match_id: matchId });

  async function friendRows(a: number, b: number) {
    return server.ctx.db
      .select()
      .from(friendships)
      .where(
        or(
          and(eq(friendships.userId, a), eq(friendships.friendId, b)),
          and(eq(friendships.userId, b), eq(friendships.friendId, a)),
        ),
      );
  }

  it('makes two who both tap friends, and tells both with meetAgain', async () => {
    const a = await nonSubscriber(server, { name: 'Olena' });
    const b = await nonSubscriber(server, { name: 'Taras' });
    const [hubA, hubB] = await Promise.all([hubClient(server, a), hubClient(server, b)]);
    const matchId = await endedCall(a, b);

    expect(await ask(a, matchId)).toMatchObject({ status: 200, body: { state: 'waiting' } });
    expect(await friendRows(a.user.id, b.user.id)).toHaveLength(0);
    expect(await ask(b, matchId)).toMatchObject({ status: 200, body: { state: 'friends' } });
    expect(await friendRows(a.user.id, b.user.id)).toHaveLength(2);

    const toA = (await nextEvent(hubA, meetAgainEvent)).data as MeetAgainData;
    const toB = (await nextEvent(hubB, meetAgainEvent)).data as MeetAgainData;
    expect(toA).toMatchObject({ type: 'meetAgain', match_id: matchId, friend: { id: b.user.id, name: 'Taras' } });
    expect(toB).toMatchObject({ type: 'meetAgain', match_id: matchId, friend: { id: a.user.id, name: 'Olena' } });
    // A tap after the friendship answers the same, and announces nothing again.
    expect(await ask(a, matchId)).toMatchObject({ status: 200, body: { state: 'friends' } });
    await expectNoFriendsEvent(server, hubA, a.user.id);
    hubA.close();
    hubB.close();
  });

  it('one side alone: the other hears nothing, and no friend request is made', async () => {
    const a = await nonSubscriber(server);
    const b = await nonSubscriber(server);
    const hubB = await hubClient(server, b);
    const matchId = await endedCall(a, b);

    expect(await ask(a, matchId)).toMatchObject({ status: 200, body: { state: 'waiting' } });
    await expectNoFriendsEvent(server, hubB, b.user.id);
    const requests = await server.ctx.db.select().from(friendRequests).where(eq(friendRequests.senderId, a.user.id));
    expect(requests).toEqual([]);
    expect(await friendRows(a.user.id, b.user.id)).toHaveLength(0);
    hubB.close();
  });

  it('the window runs 60 s from the end of the call on the server’s clock: then 410 expired', async () => {
    const a = await nonSubscriber(server);
    const b = await nonSubscriber(server);
    const matchId = await endedCall(a, b);
    // The acknowledging side's end does not move the window: 60 s from the first end.
    server.clock.advance(MEET_AGAIN_WINDOW_MS);
    expect(await ask(a, matchId)).toMatchObject({ status: 200, body: { state: 'waiting' } });
    server.clock.advance(1);
    expect(await ask(b, matchId)).toMatchObject({ status: 410, body: { code: 'expired' } });
    expect(await friendRows(a.user.id, b.user.id)).toHaveLength(0);
  });

  it('the window opens only when the call has ended, by either side', async () => {
    const a = await nonSubscriber(server);
    const b = await nonSubscriber(server);
    const matchId = await meet(a, b);
    // The call is still on: nothing to meet again yet.
    expect(await ask(a, matchId)).toMatchObject({ status: 403, body: { code: 'not_your_match' } });
    // This time B hangs up (Next, Stop, or B's page closing: the page-exit hang-up is an /end-call too).
    expect((await call(server, b, 'POST', '/end-call', { to: a.user.id, match_id: matchId })).status).toBe(204);
    expect(await ask(a, matchId)).toMatchObject({ status: 200, body: { state: 'waiting' } });
    expect(await ask(b, matchId)).toMatchObject({ status: 200, body: { state: 'friends' } });
  });

  it('refuses strangers, unknown matches and bad bodies', async () => {
    const a = await nonSubscriber(server);
    const b = await nonSubscriber(server);
    const stranger = await nonSubscriber(server);
    const matchId = await endedCall(a, b);
    expect(await ask(stranger, matchId)).toMatchObject({ status: 403, body: { code: 'not_your_match' } });
    const unknown = await ask(a, '00000000-0000-4000-8000-000000000000');
    expect(unknown).toMatchObject({ status: 403, body: { code: 'not_your_match' } });
    expect((await call(server, a, 'POST', '/meet-again', { match_id: 'nope' })).status).toBe(422);
    expect((await call(server, a, 'POST', '/meet-again', {})).status).toBe(422);
    expect((await call(server, null, 'POST', '/meet-again', { match_id: matchId })).status).toBe(401);
  });

  it('a blocked pair is refused with blocked, whoever blocked whom, and never becomes friends', async () => {
    const a = await nonSubscriber(server);
    const b = await nonSubscriber(server);
    const matchId = await endedCall(a, b);
    expect(await ask(a, matchId)).toMatchObject({ status: 200, body: { state: 'waiting' } });
    await server.ctx.db.insert(blocks).values({ blockerId: a.user.id, blockedId: b.user.id });
    expect(await ask(b, matchId)).toMatchObject({ status: 403, body: { code: 'blocked' } });
    expect(await ask(a, matchId)).toMatchObject({ status: 403, body: { code: 'blocked' } });
    expect(await friendRows(a.user.id, b.user.id)).toHaveLength(0);
  });

  it('a non-subscriber at the friend limit gets friend_limit; within it, or subscribed, it works', async () => {
    const full = await nonSubscriber(server);
    for (let i = 0; i < 2; i++) {
      const friend = await subscriber(server);
      await server.ctx.db.insert(friendships).values([
        { userId: full.user.id, friendId: friend.user.id },
        { userId: friend.user.id, friendId: full.user.id },
      ]);
    }
    const partner = await nonSubscriber(server);
    const matchId = await endedCall(full, partner);
    expect(await ask(partner, matchId)).toMatchObject({ status: 200, body: { state: 'waiting' } });
    expect(await ask(full, matchId)).toMatchObject({ status: 403, body: { code: 'friend_limit' } });
    expect(await friendRows(full.user.id, partner.user.id)).toHaveLength(0);

    // A subscriber with as many friends has no limit.
    const paying = await subscriber(server);
    for (let i = 0; i < 2; i++) {
      const friend = await subscriber(server);
      await server.ctx.db.insert(friendships).values([
        { userId: paying.user.id, friendId: friend.user.id },
        { userId: friend.user.id, friendId: paying.user.id },
      ]);
    }
    const other = await nonSubscriber(server);
    const second = await endedCall(paying, other);
    expect(await ask(paying, second)).toMatchObject({ status: 200, body: { state: 'waiting' } });
    expect(await ask(other, second)).toMatchObject({ status: 200, body: { state: 'friends' } });
  });

  it('two taps at the same moment make one friendship and one event each', async () => {
    const a = await nonSubscriber(server);
    const b = await nonSubscriber(server);
    const [hubA, hubB] = await Promise.all([hubClient(server, a), hubClient(server, b)]);
    const matchId = await endedCall(a, b);
    const answers = await Promise.all([ask(a, matchId), ask(b, matchId)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(answers.some((r) => r.body.state === 'friends')).toBe(true);
    // Whichever tap came second completed the pair; the first may have seen 'waiting'.
    await nextEvent(hubA, meetAgainEvent);
    await nextEvent(hubB, meetAgainEvent);
    await expectNoFriendsEvent(server, hubA, a.user.id);
    await expectNoFriendsEvent(server, hubB, b.user.id);
    expect(await friendRows(a.user.id, b.user.id)).toHaveLength(2);
    hubA.close();
    hubB.close();
  });
});

describe('meet again after a block', () => {
  let server: ChatTestServer;

  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(() => server.close());

  it('a call ended by a block opens no window, even when the blocked side acknowledges the hang-up', async () => {
    const a = await nonSubscriber(server);
    const b = await nonSubscriber(server);
    await peerCredentials(server, a);
    await peerCredentials(server, b);
    const waiting = call(server, a, 'POST', '/get-peer-id', {});
    await eventually(async () => expect((await server.ctx.matchPool.stats()).waiting).toBe(1));
    const matchId = (await call(server, b, 'POST', '/get-peer-id', {})).body.match_id as string;
    await waiting;
    expect((await call(server, a, 'POST', '/block', { user_id: b.user.id })).status).toBeLessThan(300);
    const ack = { to: a.user.id, notEnd: true, match_id: matchId };
    expect((await call(server, b, 'POST', '/end-call', ack)).status).toBe(204);
    expect((await call(server, b, 'POST', '/meet-again', { match_id: matchId })).status).toBe(403);
    expect((await call(server, a, 'POST', '/meet-again', { match_id: matchId })).status).toBe(403);
  });
});
