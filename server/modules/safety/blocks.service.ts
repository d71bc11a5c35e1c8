import { type BlockedUser, SAFETY_MESSAGES } from '../../../contract/safety';
import type { SessionEvents } from '../../auth/session-events';
import { notFound, unprocessable } from '../../http/errors';
import { involves, type MatchPool } from '../../ports/match-pool';
import type { BlocksRepository } from './blocks.repository';

export interface BlocksDeps {
  repo: BlocksRepository;
  matchPool: Pick<MatchPool, 'activeMatchOf'>;
  /** Ends a random match for `userId`, telling the partner (`andCall`), as `/end-call` does. */
  hangUpMatch(matchId: string, userId: number): Promise<void>;
  /** Ends a ringing or answered friend call between the two, telling the other (friend calls). */
  hangUpFriendCall(userId: number, otherId: number): Promise<unknown>;
  /** Tells the two they are no longer friends (offline in each other's list), as removing a friend does. */
  friendshipEnded(userId: number, otherId: number): Promise<void>;
  events: Pick<SessionEvents, 'userChanged'>;
  now: () => Date;
}

/** POST/DELETE /block and GET /blocks (API.md "Safety and moderation"). */
export function createBlocksService(deps: BlocksDeps) {
  const { repo, matchPool, events, now } = deps;
  return {
    /**
     * Blocks a user: the pair is never matched again (search exclusions read blocks both ways),
     * their friendship and pending requests end, and a random call or friend call between them
     * in progress ends for both. Blocking again is a no-op that answers the same.
     */
    async block(userId: number, targetId: number): Promise<BlockedUser> {
      if (targetId === userId)
        throw unprocessable(SAFETY_MESSAGES.blockYourself, { user_id: [SAFETY_MESSAGES.blockYourself] });
      const outcome = await repo.block(userId, targetId, now());
      if (outcome.kind === 'noSuchUser') throw notFound('No such user.', 'no_such_user');
      // Cached search exclusions, friend lists and relations of both sessions are stale now.
      events.userChanged(userId);
      events.userChanged(targetId);
      if (outcome.wereFriends) await deps.friendshipEnded(userId, targetId);
      const match = await matchPool.activeMatchOf(userId);
      if (match && involves(match, targetId)) await deps.hangUpMatch(match.id, userId);
      await deps.hangUpFriendCall(userId, targetId);
      return outcome.user;
    },

    async unblock(userId: number, targetId: number): Promise<void> {
      if (!(await repo.unblock(userId, targetId))) throw notFound(SAFETY_MESSAGES.notBlocked, 'not_blocked');
      events.userChanged(userId);
      events.userChanged(targetId);
    },

    list: (userId: number) => repo.listBlocked(userId),
  };
}
export type BlocksService = ReturnType<typeof createBlocksService>;
