import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSessionEvents } from '../../auth/session-events';
import type { DatabaseHandle } from '../../db/client';
import { blocks, friendRequests, friendships } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { handClock, insertUser, memoryDatabase, recordingLog } from '../../testing/spec-support';
import { createFriendsRepository, isBlockedPair } from '../friends/repository';
import { createMeetAgainService } from './meet-again';
import { createMeetAgainRepository } from './meet-again-repository';

describe('meet-again service', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await memoryDatabase();
  });
  afterAll(() => handle.close());

  function service() {
    const { db } = handle;
    const clock = handClock();
    const events = recordSessionEvents();
    const published: Array<{ userId: number; data: unknown }> = [];
    const friends = createFriendsRepository(db);
    const meetAgain = createMeetAgainService({
      repo: createMeetAgainRepository(db),
      isBlockedPair: (a, b) => isBlockedPair(db, a, b),
      areFriends: friends.areFriends,
      friendOf: async (id) => ({
        id,
        name: `user ${id}`,
        image: null,
        pet_name: 'Pet',
        pet_gender: 'boy',
        breed: null,
        is_online: true,
        is_on_call: false,
      }),
      realtime: { publish: async (userId, _channel, _event, data) => void published.push({ userId, data }) },
      events,
      log: recordingLog(),
      now: clock.now,
      config: { friendLimit: 1 },
    });
    return { meetAgain, clock, events, published };
  }

  // The hand clock starts on 15 January 2026: a trial that ended the day before.
  const nonSubscriber = () => insertUser(handle.db, { trialEndsAt: new Date(Date.UTC(2026, 0, 14)) });
  const refusal = async (p: Promise<unknown>) => {
    const error = await p.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).statusCode, code: (error as HttpError).extra.code };
  };

  it('both taps make one friendship, raise userChanged for both and tell both; one tap tells nobody', async () => {
    const { meetAgain, events, published } = service();
    const [a, b] = [await nonSubscriber(), await nonSubscriber()];
    // A pending request between them is replaced by the friendship, not counted against the limit.
    await handle.db.insert(friendRequests).values({ senderId: a.id, recipientId: b.id });
    const match = randomUUID();
    await meetAgain.callEnded(match, a.id, b.id);
    expect(await meetAgain.ask(a, match)).toEqual({ state: 'waiting' });
    expect(published).toEqual([]);
    expect(events.events).toEqual([]);
    expect(await meetAgain.ask(b, match)).toEqual({ state: 'friends' });
    expect(published.map((p) => p.userId).sort()).toEqual([a.id, b.id].sort());
    expect(published.find((p) => p.userId === a.id)?.data).toMatchObject({
      type: 'meetAgain',
      match_id: match,
      friend: { id: b.id },
    });
    expect(events.events.map((e) => e.type)).toEqual(['userChanged', 'userChanged']);
    const rows = await handle.db.select().from(friendships);
    expect(rows.filter((r) => [a.id, b.id].includes(r.userId) && [a.id, b.id].includes(r.friendId))).toHaveLength(2);
    expect((await handle.db.select().from(friendRequests)).filter((r) => r.senderId === a.id)).toEqual([]);
  });

  it('the first end opens the window; a later end of the same call does not move it', async () => {
    const { meetAgain, clock } = service();
    const [a, b] = [await nonSubscriber(), await nonSubscriber()];
    const match = randomUUID();
    await meetAgain.callEnded(match, a.id, b.id);
    clock.advance(30_000);
    await meetAgain.callEnded(match, b.id, a.id);
    clock.advance(30_001);
    expect(await refusal(meetAgain.ask(a, match))).toEqual({ status: 410, code: 'expired' });
  });

  it('refuses blocked pairs, strangers, and non-subscribers at the limit, with codes', async () => {
    const { meetAgain } = service();
    const [a, b, c] = [await nonSubscriber(), await nonSubscriber(), await nonSubscriber()];
    const match = randomUUID();
    await meetAgain.callEnded(match, a.id, b.id);
    expect(await refusal(meetAgain.ask(c, match))).toEqual({ status: 403, code: 'not_your_match' });
    await handle.db.insert(friendRequests).values({ senderId: a.id, recipientId: c.id });
    expect(await refusal(meetAgain.ask(a, match))).toEqual({ status: 403, code: 'friend_limit' });
    await handle.db.insert(blocks).values({ blockerId: b.id, blockedId: a.id });
    expect(await refusal(meetAgain.ask(b, match))).toEqual({ status: 403, code: 'blocked' });
  });
});
