import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { BlockedUser } from '../../../contract/safety';
import type { Database } from '../../db/client';
import { blocks, friendRequests, friendships, users } from '../../db/schema/index';

export type BlockOutcome = { kind: 'noSuchUser' } | { kind: 'blocked'; user: BlockedUser; wereFriends: boolean };

/** Blocks: one row per blocker and blocked user (migrations/0080_safety.sql). */
export function createBlocksRepository(db: Database) {
  return {
    /**
     * Blocks `blockedId` for `blockerId` and, in the same transaction, ends their friendship and any
     * pending request between them. Both user rows are locked first (in id order), as a friend
     * request locks its sender's, so a request can never slip in beside a block.
     */
    async block(blockerId: number, blockedId: number, now: Date): Promise<BlockOutcome> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: users.id, name: users.name, image: users.image })
          .from(users)
          .where(inArray(users.id, [blockerId, blockedId]))
          .orderBy(asc(users.id))
          .for('no key update');
        const target = rows.find((r) => r.id === blockedId);
        if (!target) return { kind: 'noSuchUser' };
        await tx.insert(blocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
        const ended = await tx
          .delete(friendships)
          .where(
            or(
              and(eq(friendships.userId, blockerId), eq(friendships.friendId, blockedId)),
              and(eq(friendships.userId, blockedId), eq(friendships.friendId, blockerId)),
            ),
          )
          .returning({ userId: friendships.userId });
        await tx
          .delete(friendRequests)
          .where(
            or(
              and(eq(friendRequests.senderId, blockerId), eq(friendRequests.recipientId, blockedId)),
              and(eq(friendRequests.senderId, blockedId), eq(friendRequests.recipientId, blockerId)),
            ),
          );
        return { kind: 'blocked', user: target, wereFriends: ended.length > 0 };
      });
    },

    /** False when `blockerId` had not blocked `blockedId`. */
    async unblock(blockerId: number, blockedId: number): Promise<boolean> {
      const removed = await db
        .delete(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
        .returning({ id: blocks.blockedId });
      return removed.length > 0;
    },

    /** The users `blockerId` blocked, newest first. */
    async listBlocked(blockerId: number): Promise<BlockedUser[]> {
      return db
        .select({ id: users.id, name: users.name, image: users.image })
        .from(blocks)
        .innerJoin(users, eq(users.id, blocks.blockedId))
        .where(eq(blocks.blockerId, blockerId))
        .orderBy(desc(blocks.createdAt), desc(users.id));
    },
  };
}
export type BlocksRepository = ReturnType<typeof createBlocksRepository>;
