import { and, type Column, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFETY_MESSAGES } from '../../../contract/safety';
import { recordSessionEvents } from '../../auth/session-events';
import type { DatabaseHandle } from '../../db/client';
import { blocks, friendRequests, friendships, type UserRow } from '../../db/schema/index';
import type { HttpError } from '../../http/errors';
import type { Match } from '../../ports/match-pool';
import { handClock, insertUser, memoryDatabase } from '../../testing/spec-support';
import { createBlocksRepository } from './blocks.repository';
import { createBlocksService } from './blocks.service';

const MINUTE = 60_000;

describe('blocks service', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await memoryDatabase();
  });
  afterAll(() => handle.close());

  function setup(opts: { activeMatch?: Match } = {}) {
    const clock = handClock();
    const events = recordSessionEvents();
    const matchesEnded: Array<{ matchId: string; userId: number }> = [];
    const friendCallsEnded: Array<[number, number]> = [];
    const friendshipsEnded: Array<[number, number]> = [];
    const service = createBlocksService({
      repo: createBlocksRepository(handle.db),
      matchPool: {
        activeMatchOf: async (userId) =>
          opts.activeMatch && [opts.activeMatch.caller.userId, opts.activeMatch.callee.userId].includes(userId)
            ? opts.activeMatch
            : null,
      },
      hangUpMatch: async (matchId, userId) => void matchesEnded.push({ matchId, userId }),
      hangUpFriendCall: async (userId, otherId) => void friendCallsEnded.push([userId, otherId]),
      friendshipEnded: async (userId, otherId) => void friendshipsEnded.push([userId, otherId]),
      events,
      now: clock.now,
    });
    return { service, clock, events, matchesEnded, friendCallsEnded, friendshipsEnded };
  }

  const match = (caller: UserRow, callee: UserRow): Match => ({
    id: `match-${caller.id}-${callee.id}`,
    caller: { userId: caller.id, peerId: `peer-${caller.id}` },
    callee: { userId: callee.id, peerId: `peer-${callee.id}` },
    createdAt: 0,
  });
  const eitherWay = (x: Column, y: Column, a: number, b: number) =>
    or(and(eq(x, a), eq(y, b)), and(eq(x, b), eq(y, a)));
  const befriend = (a: UserRow, b: UserRow) =>
    handle.db.insert(friendships).values([
      { userId: a.id, friendId: b.id },
      { userId: b.id, friendId: a.id },
    ]);
  const refused = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (e: HttpError) => e,
    );

  it('blocks a user: answers who, ends the friendship and the pending request, and the calls between them', async () => {
    const [me, them] = [await insertUser(handle.db), await insertUser(handle.db)];
    const { service, events, matchesEnded, friendCallsEnded, friendshipsEnded } = setup({
      activeMatch: match(them, me),
    });
    await befriend(me, them);
    await handle.db.insert(friendRequests).values({ senderId: them.id, recipientId: me.id });

    expect(await service.block(me.id, them.id)).toEqual({ id: them.id, name: them.name, image: them.image });

    const friends = await handle.db
      .select()
      .from(friendships)
      .where(eitherWay(friendships.userId, friendships.friendId, me.id, them.id));
    const requests = await handle.db
      .select()
      .from(friendRequests)
      .where(eitherWay(friendRequests.senderId, friendRequests.recipientId, me.id, them.id));
    expect([friends, requests]).toEqual([[], []]);
    expect(friendshipsEnded).toEqual([[me.id, them.id]]);
    // The random call between them ends for both (the partner is told); a friend call too.
    expect(matchesEnded).toEqual([{ matchId: `match-${them.id}-${me.id}`, userId: me.id }]);
    expect(friendCallsEnded).toEqual([[me.id, them.id]]);
    // Both sessions' cached exclusions and friend lists are stale.
    expect(events.events).toEqual([
      { type: 'userChanged', userId: me.id },
      { type: 'userChanged', userId: them.id },
    ]);
  });

  it('leaves a random call with someone else alone, and tells no friendship ended between strangers', async () => {
    const [me, them, other] = [await insertUser(handle.db), await insertUser(handle.db), await insertUser(handle.db)];
    const { service, matchesEnded, friendshipsEnded } = setup({ activeMatch: match(me, other) });
    await service.block(me.id, them.id);
    expect(matchesEnded).toEqual([]);
    expect(friendshipsEnded).toEqual([]);
  });

  it('blocking again answers the same and keeps one row', async () => {
    const [me, them] = [await insertUser(handle.db), await insertUser(handle.db)];
    const { service } = setup();
    const first = await service.block(me.id, them.id);
    expect(await service.block(me.id, them.id)).toEqual(first);
    const rows = await handle.db.select().from(blocks).where(eq(blocks.blockerId, me.id));
    expect(rows.map((r) => r.blockedId)).toEqual([them.id]);
  });

  it('refuses to block oneself (422 on user_id) or someone who does not exist (404)', async () => {
    const me = await insertUser(handle.db);
    const { service, events } = setup();
    const self = await refused(service.block(me.id, me.id));
    expect(self?.statusCode).toBe(422);
    expect(self?.errors).toEqual({ user_id: [SAFETY_MESSAGES.blockYourself] });
    const nobody = await refused(service.block(me.id, 9_999_999));
    expect(nobody?.statusCode).toBe(404);
    expect(events.events).toEqual([]);
  });

  it('lists the blocked users newest first, and unblocks one', async () => {
    const me = await insertUser(handle.db);
    const [first, second] = [await insertUser(handle.db), await insertUser(handle.db)];
    const { service, clock, events } = setup();
    await service.block(me.id, first.id);
    clock.advance(MINUTE);
    await service.block(me.id, second.id);
    expect((await service.list(me.id)).map((u) => u.id)).toEqual([second.id, first.id]);
    // Someone else's blocks are not in my list.
    expect(await service.list(second.id)).toEqual([]);

    events.events.length = 0;
    await service.unblock(me.id, first.id);
    expect((await service.list(me.id)).map((u) => u.id)).toEqual([second.id]);
    expect(events.events).toEqual([
      { type: 'userChanged', userId: me.id },
      { type: 'userChanged', userId: first.id },
    ]);
  });

  it('unblocking someone not blocked is a 404 with the spec’s message, and only the blocker can unblock', async () => {
    const [me, them] = [await insertUser(handle.db), await insertUser(handle.db)];
    const { service } = setup();
    const never = await refused(service.unblock(me.id, them.id));
    expect([never?.statusCode, never?.message]).toEqual([404, SAFETY_MESSAGES.notBlocked]);
    await service.block(me.id, them.id);
    const notTheirs = await refused(service.unblock(them.id, me.id));
    expect(notTheirs?.statusCode).toBe(404);
    expect((await service.list(me.id)).map((u) => u.id)).toEqual([them.id]);
  });
});
