import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FRIEND_BUSY_MESSAGE, FRIEND_OFFLINE_MESSAGE } from '../../../contract/friend-calls';
import { recordSessionEvents } from '../../auth/session-events';
import type { DatabaseHandle } from '../../db/client';
import { friendCalls, friendships, peerCredentials, type UserRow, users } from '../../db/schema/index';
import { recordFriendCallEvents } from '../../events/friend-call-events';
import { handClock, insertSession, insertUser, memoryDatabase, recordingLog } from '../../testing/spec-support';
import { createOnCallState } from '../chat/on-call';
import { createChatRepository } from '../chat/repository';
import { createFriendCallEnding } from './ending';
import { createFriendCallsRepository } from './repository';
import { createFriendCallsService } from './service';

interface Published {
  userId: number;
  channel: string;
  data: { type: string; reason?: string; callId?: string; call_id?: string; from?: number };
}

describe('friend calls service', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await memoryDatabase();
  });
  afterAll(() => handle.close());

  let clock: ReturnType<typeof handClock>;
  let published: Published[];
  let timers: Array<{ due: number; run: () => void; cancelled: boolean }>;
  let connected: Set<string>;
  let status: Map<number, { online: boolean; onCall: boolean }>;
  let events: ReturnType<typeof recordSessionEvents>;
  let service: ReturnType<typeof createFriendCallsService>;
  let ending: ReturnType<typeof createFriendCallEnding>;
  let callEvents: ReturnType<typeof recordFriendCallEvents>;

  beforeEach(() => {
    clock = handClock(Date.now());
    published = [];
    timers = [];
    connected = new Set();
    status = new Map();
    events = recordSessionEvents();
    const repo = createFriendCallsRepository(handle.db);
    const setOnCall = createOnCallState({ repo: createChatRepository(handle.db), events });
    const realtime = {
      publish: async (userId: number, channel: string, _event: string, data: unknown) =>
        void published.push({ userId, channel, data: data as Published['data'] }),
    };
    callEvents = recordFriendCallEvents();
    ending = createFriendCallEnding({
      repo,
      realtime,
      setOnCall,
      events: callEvents,
      log: recordingLog(),
      now: clock.now,
    });
    service = createFriendCallsService({
      repo,
      presence: {
        statusOf: async (ids) => new Map(ids.map((id) => [id, status.get(id) ?? { online: true, onCall: false }])),
      },
      peers: { isOnline: (id) => connected.has(id) },
      realtime,
      ending,
      events: callEvents,
      setOnCall,
      // Timers fire only when the spec says so (`fire`), so lazy expiry can be seen without them.
      clock: {
        setTimeout: (run, ms) => {
          const timer = { due: clock.now().getTime() + ms, run, cancelled: false };
          timers.push(timer);
          return () => {
            timer.cancelled = true;
          };
        },
      },
      log: recordingLog(),
      now: clock.now,
    });
  });

  async function friends(): Promise<{ a: UserRow; b: UserRow; aPeer: string }> {
    const a = await insertUser(handle.db);
    const b = await insertUser(handle.db);
    await handle.db.insert(friendships).values([
      { userId: a.id, friendId: b.id },
      { userId: b.id, friendId: a.id },
    ]);
    const aPeer = await issuePeer(a.id);
    connected.add(aPeer);
    return { a, b, aPeer };
  }

  async function issuePeer(userId: number): Promise<string> {
    const { familyId } = await insertSession(handle.db, userId, new Date(clock.now().getTime() + 86_400_000));
    const peerId = randomBytes(16).toString('hex');
    await handle.db.insert(peerCredentials).values({
      peerId,
      tokenHash: 'x',
      userId,
      familyId,
      createdAt: clock.now(),
      expiresAt: new Date(clock.now().getTime() + 86_400_000),
    });
    return peerId;
  }

  const row = async (id: string) => (await handle.db.select().from(friendCalls).where(eq(friendCalls.id, id)))[0];
  const types = () => published.map((p) => [p.userId, p.data.type, p.data.reason ?? null]);
  const fire = () => {
    for (const t of timers.splice(0)) if (!t.cancelled && t.due <= clock.now().getTime()) t.run();
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('refuses offline and busy friends with 409 and a message saying which, before storing anything', async () => {
    const { a, b } = await friends();
    status.set(b.id, { online: false, onCall: false });
    await expect(service.callFriend(a.id, { user_to_call: b.id })).rejects.toMatchObject({
      statusCode: 409,
      message: FRIEND_OFFLINE_MESSAGE,
    });
    status.set(b.id, { online: true, onCall: true });
    await expect(service.callFriend(a.id, { user_to_call: b.id })).rejects.toMatchObject({
      statusCode: 409,
      message: FRIEND_BUSY_MESSAGE,
    });
    expect(await handle.db.select().from(friendCalls).where(eq(friendCalls.callerId, a.id))).toEqual([]);
    expect(published).toEqual([]);
  });

  it('rings again for the friend who comes online while it rings; not after the answer, a decline or the expiry', async () => {
    const { a, b } = await friends();
    const { call_id } = await service.callFriend(a.id, { user_to_call: b.id });
    const [first] = published.splice(0);
    expect(first).toMatchObject({ userId: b.id, data: { type: 'incomingCall', callId: call_id } });
    // Bohdan's page reloads: the same invitation again, to him alone; the caller hears nothing.
    await service.ringAgain(b.id);
    expect(published.splice(0)).toEqual([first]);
    await service.ringAgain(a.id);
    expect(published).toEqual([]);
    // Expired (timer not run yet): nothing rings any more.
    clock.advance(30_000);
    await service.ringAgain(b.id);
    expect(published).toEqual([]);

    const second = await service.callFriend(a.id, { user_to_call: b.id });
    published.length = 0;
    await service.decline(b.id, second.call_id);
    published.length = 0;
    await service.ringAgain(b.id);
    expect(published).toEqual([]);

    const third = await service.callFriend(a.id, { user_to_call: b.id });
    await service.answer(b.id, third.call_id);
    published.length = 0;
    await service.ringAgain(b.id);
    expect(published).toEqual([]);
  });

  it('expires an invitation lazily on answer even when its timer never ran (after a restart): 410, both told', async () => {
    const { a, b } = await friends();
    const { call_id } = await service.callFriend(a.id, { user_to_call: b.id });
    published.length = 0;
    clock.advance(30_000);
    await expect(service.answer(b.id, call_id)).rejects.toMatchObject({ statusCode: 410 });
    expect(types()).toEqual([
      [a.id, 'callDeclined', 'no_answer'],
      [b.id, 'callCancelled', 'expired'],
      [b.id, 'missedCall', null],
    ]);
    expect(await row(call_id)).toMatchObject({ endReason: 'expired', answeredAt: null });
    // The timer firing late changes nothing and tells nobody twice.
    fire();
    await settle();
    expect(published).toHaveLength(3);
  });

  it('/end-call on an invitation past its expiry (timer not run yet) expires it: both hear it once', async () => {
    const { a, b } = await friends();
    const { call_id } = await service.callFriend(a.id, { user_to_call: b.id });
    published.length = 0;
    clock.advance(30_000);
    expect(await ending.hangUp(a.id, b.id, false)).toBe(true);
    expect(types()).toEqual([
      [a.id, 'callDeclined', 'no_answer'],
      [b.id, 'callCancelled', 'expired'],
      [b.id, 'missedCall', null],
    ]);
    fire();
    await settle();
    expect(published).toHaveLength(3);
    expect(callEvents.events.filter((e) => e.type === 'ended')).toEqual([
      { type: 'ended', callId: call_id, fromUserId: a.id, toUserId: b.id, reason: 'expired' },
    ]);
    expect(await row(call_id)).toMatchObject({ endReason: 'expired' });
  });

  it('an answer one millisecond before the expiry wins; the timer then does nothing', async () => {
    const { a, b, aPeer } = await friends();
    const { call_id } = await service.callFriend(a.id, { user_to_call: b.id });
    clock.advance(29_999);
    expect(await service.answer(b.id, call_id)).toEqual({ peer_id: aPeer, role: 'caller' });
    clock.advance(1);
    fire();
    await settle();
    expect(types()).toEqual([
      [b.id, 'incomingCall', null],
      [b.id, 'callEnded', 'answered'],
    ]);
    expect(events.events).toEqual([
      { type: 'onCallChanged', userId: a.id, isOnCall: true },
      { type: 'onCallChanged', userId: b.id, isOnCall: true },
    ]);
  });

  it('raises invited, then ended with each reason, once per invitation (for other modules: push)', async () => {
    const { a, b } = await friends();
    const ends = async (end: (callId: string) => Promise<unknown>) => {
      const { call_id } = await service.callFriend(a.id, { user_to_call: b.id });
      await end(call_id);
      await ending.hangUp(a.id, b.id, true);
      return call_id;
    };
    const answered = await ends((id) => service.answer(b.id, id));
    const declined = await ends((id) => service.decline(b.id, id));
    const cancelled = await ends((id) => service.cancel(a.id, id));
    const expiresAt = new Date(clock.now().getTime() + 30_000);
    const expired = await ends(async () => {
      clock.advance(30_000);
      fire();
      await settle();
    });
    const pair = { fromUserId: a.id, toUserId: b.id };
    expect(callEvents.events).toEqual([
      { type: 'invited', callId: answered, ...pair, expiresAt: expect.any(Date) },
      { type: 'ended', callId: answered, ...pair, reason: 'answered' },
      { type: 'invited', callId: declined, ...pair, expiresAt: expect.any(Date) },
      { type: 'ended', callId: declined, ...pair, reason: 'declined' },
      { type: 'invited', callId: cancelled, ...pair, expiresAt: expect.any(Date) },
      { type: 'ended', callId: cancelled, ...pair, reason: 'cancelled' },
      { type: 'invited', callId: expired, ...pair, expiresAt },
      { type: 'ended', callId: expired, ...pair, reason: 'expired' },
    ]);
  });

  it('two answers at once, or an answer racing a cancel: exactly one wins', async () => {
    const { a, b } = await friends();
    const first = await service.callFriend(a.id, { user_to_call: b.id });
    const answers = await Promise.allSettled([
      service.answer(b.id, first.call_id),
      service.answer(b.id, first.call_id),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    await ending.hangUp(a.id, b.id, false);

    const second = await service.callFriend(a.id, { user_to_call: b.id });
    const [answer] = await Promise.allSettled([
      service.answer(b.id, second.call_id),
      service.cancel(a.id, second.call_id),
    ]);
    const ended = await row(second.call_id);
    if (answer.status === 'fulfilled') expect(ended).toMatchObject({ endedAt: null });
    else expect(ended).toMatchObject({ endReason: 'cancelled', answeredAt: null });
  });

  it('relay rule: only the two ends of an answered, open call; the answerer binds its first id', async () => {
    const { a, b, aPeer } = await friends();
    const bPeer = await issuePeer(b.id);
    const bOtherTab = await issuePeer(b.id);
    const { call_id } = await service.callFriend(a.id, { user_to_call: b.id });
    const rule = service.signalRule;
    // Ringing: nothing is relayed yet.
    expect(await rule({ userId: b.id, peerId: bPeer }, aPeer)).toBe(false);
    await service.answer(b.id, call_id);
    // The caller cannot reach the answerer before the answerer spoke (no id bound yet).
    expect(await rule({ userId: a.id, peerId: aPeer }, bPeer)).toBe(false);
    expect(await rule({ userId: b.id, peerId: bPeer }, aPeer)).toBe(true);
    expect(await rule({ userId: b.id, peerId: bOtherTab }, aPeer)).toBe(false);
    expect(await rule({ userId: a.id, peerId: aPeer }, bPeer)).toBe(true);
    expect(await rule({ userId: a.id, peerId: aPeer }, bOtherTab)).toBe(false);
    // A third user, or the caller's other id, is not an end.
    const c = await insertUser(handle.db);
    const cPeer = await issuePeer(c.id);
    expect(await rule({ userId: c.id, peerId: cPeer }, aPeer)).toBe(false);
    const aOther = await issuePeer(a.id);
    expect(await rule({ userId: a.id, peerId: aOther }, bPeer)).toBe(false);
    // Once the call ended, neither end may signal the other.
    expect(await ending.hangUp(b.id, a.id, false)).toBe(true);
    expect(await rule({ userId: b.id, peerId: bPeer }, aPeer)).toBe(false);
    expect(await rule({ userId: a.id, peerId: aPeer }, bPeer)).toBe(false);
  });

  it('leave(gone): the other side hears andCall and only their on-call state is cleared', async () => {
    const { a, b } = await friends();
    const { call_id } = await service.callFriend(a.id, { user_to_call: b.id });
    await service.answer(b.id, call_id);
    published.length = 0;
    events.events.length = 0;
    await handle.db.delete(users).where(eq(users.id, b.id));
    await service.leave(b.id, [await row(call_id)], { gone: true });
    expect(published).toEqual([
      {
        userId: a.id,
        channel: 'video-chat',
        data: { type: 'andCall', from: b.id, to: a.id, match_id: null, call_id },
      },
    ]);
    expect(events.events).toEqual([{ type: 'onCallChanged', userId: a.id, isOnCall: false }]);
    // The row outlives the account (an encounter for reports), ended.
    expect(await row(call_id)).toMatchObject({ endReason: 'left' });
  });
});
