import type { Friend } from '../../../contract/friends';
import {
  MEET_AGAIN_CODES,
  MEET_AGAIN_WINDOW_MS,
  type MeetAgainData,
  type MeetAgainResult,
} from '../../../contract/meet-again';
import { FRIENDS_CHANNEL, FRIENDS_EVENT } from '../../../contract/realtime';
import type { SessionEvents } from '../../auth/session-events';
import type { UserRow } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import type { RealtimePort } from '../../ports/realtime';
import { isSubscribed } from '../users/user-view';
import type { MeetAgainRepository } from './meet-again-repository';

export const MEET_AGAIN_MESSAGES = {
  notYourMatch: 'This call is not one of yours, or it has not ended.',
  blocked: 'You cannot contact this user.',
  friendLimit: 'you used limit',
  expired: 'The time to meet again is over.',
} as const;

const refusal = (status: number, message: string, code: string) =>
  new HttpError(status, message, undefined, {}, { code });

export interface MeetAgainDeps {
  repo: MeetAgainRepository;
  /** Either of the two blocked the other (server/modules/safety). */
  isBlockedPair(a: number, b: number): Promise<boolean>;
  areFriends(a: number, b: number): Promise<boolean>;
  /** The user as GET /friends lists them, for the other's `meetAgain` event. */
  friendOf(userId: number): Promise<Friend | null>;
  realtime: Pick<RealtimePort, 'publish'>;
  events: Pick<SessionEvents, 'userChanged'>;
  log: { error(obj: object, msg: string): void };
  now: () => Date;
  config: { friendLimit: number };
  windowMs?: number;
}

/**
 * Meet again (issue 29): a random call's end opens a window (60 s, the server's clock) in which
 * either partner may tap; when both did, they become friends and both hear `meetAgain`. A tap
 * alone is never told to the other side and creates no friend request. Blocked pairs are
 * refused; a non-subscriber at the friend limit is refused with `friend_limit`.
 */
export function createMeetAgainService(deps: MeetAgainDeps) {
  const { repo, realtime, events, log, now, config } = deps;
  const windowMs = deps.windowMs ?? MEET_AGAIN_WINDOW_MS;

  async function announce(to: number, matchId: string, friend: Friend | null): Promise<void> {
    if (!friend) return;
    const data: MeetAgainData = { type: 'meetAgain', match_id: matchId, friend };
    try {
      await realtime.publish(to, FRIENDS_CHANNEL, FRIENDS_EVENT, data);
    } catch (err) {
      // The friendship has committed; a socket problem must not turn it into a 500.
      log.error({ err, to }, 'meetAgain not delivered');
    }
  }

  return {
    /** A random call between the two ended now (the first end counts). */
    callEnded: (matchId: string, a: number, b: number) => repo.recordEnd(matchId, a, b, now()),

    /** POST /meet-again: this user's tap on the call `matchId`. */
    async ask(
      user: Pick<UserRow, 'id' | 'trialEndsAt' | 'subscriptionEndsAt'>,
      matchId: string,
    ): Promise<MeetAgainResult> {
      const call = await repo.endedCall(matchId, user.id);
      if (!call) throw refusal(403, MEET_AGAIN_MESSAGES.notYourMatch, MEET_AGAIN_CODES.notYourMatch);
      const at = now();
      if (at.getTime() - call.endedAt.getTime() > windowMs)
        throw refusal(410, MEET_AGAIN_MESSAGES.expired, MEET_AGAIN_CODES.expired);
      const partnerId = call.partnerId;
      if (await deps.isBlockedPair(user.id, partnerId))
        throw refusal(403, MEET_AGAIN_MESSAGES.blocked, MEET_AGAIN_CODES.blocked);
      if (await deps.areFriends(user.id, partnerId)) return { state: 'friends' };
      if (!isSubscribed(user, at) && (await repo.usedFriendSlots(user.id, partnerId)) >= config.friendLimit)
        throw refusal(403, MEET_AGAIN_MESSAGES.friendLimit, MEET_AGAIN_CODES.friendLimit);

      const tap = await repo.tap(matchId, user.id);
      if (!tap?.both) return { state: 'waiting' };
      // Both asked: the one tap that claims the pair makes the friendship and tells both.
      if (await repo.befriend(matchId, user.id, partnerId)) {
        events.userChanged(user.id);
        events.userChanged(partnerId);
        const [me, partner] = await Promise.all([deps.friendOf(user.id), deps.friendOf(partnerId)]);
        await Promise.all([announce(user.id, matchId, partner), announce(partnerId, matchId, me)]);
      }
      return { state: 'friends' };
    },
  };
}
export type MeetAgainService = ReturnType<typeof createMeetAgainService>;
