import { and, count, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { friendRequests, friendships, meetAgain } from '../../db/schema/index';

/** Ended calls are kept this long: longer than `/end-call` accepts a recent match (1 h), so an old match cannot open a new window. */
export const MEET_AGAIN_KEEP_MS = 2 * 3600_000;

/** What one tap found in the call's row (after marking it). */
export interface MeetAgainTap {
  /** The other user of the call. */
  partnerId: number;
  endedAt: Date;
  /** Both have tapped, this tap included. */
  both: boolean;
}

const ordered = (a: number, b: number) => (a < b ? { low: a, high: b } : { low: b, high: a });

/**
 * Drizzle only: ended random calls and the taps on them. The table is shared by every instance
 * (PGlite, PostgreSQL; with REDIS_URL the instances share the database too), so a tap taken by one
 * instance meets the other's tap taken by another.
 */
export function createMeetAgainRepository(db: Database) {
  return {
    /**
     * Records that the call ended now; the first end counts (the partner's acknowledging
     * `/end-call` does not move the window). Drops rows older than MEET_AGAIN_KEEP_MS on the way.
     */
    async recordEnd(matchId: string, a: number, b: number, endedAt: Date): Promise<void> {
      const { low, high } = ordered(a, b);
      await db.delete(meetAgain).where(lt(meetAgain.endedAt, new Date(endedAt.getTime() - MEET_AGAIN_KEEP_MS)));
      await db.insert(meetAgain).values({ matchId, userLow: low, userHigh: high, endedAt }).onConflictDoNothing();
    },

    /** The call's row when `userId` was in it: the partner and the end. */
    async endedCall(matchId: string, userId: number): Promise<{ partnerId: number; endedAt: Date } | null> {
      const [row] = await db
        .select()
        .from(meetAgain)
        .where(and(eq(meetAgain.matchId, matchId), or(eq(meetAgain.userLow, userId), eq(meetAgain.userHigh, userId))))
        .limit(1);
      if (!row) return null;
      return { partnerId: row.userLow === userId ? row.userHigh : row.userLow, endedAt: row.endedAt };
    },

    /**
     * What the friend limit counts (friends plus pending sent requests), leaving out a request to
     * `partnerId`: meeting again turns that request into the friendship.
     */
    async usedFriendSlots(userId: number, partnerId: number): Promise<number> {
      const [[{ n: friends }], [{ n: sent }]] = await Promise.all([
        db.select({ n: count() }).from(friendships).where(eq(friendships.userId, userId)),
        db
          .select({ n: count() })
          .from(friendRequests)
          .where(and(eq(friendRequests.senderId, userId), ne(friendRequests.recipientId, partnerId))),
      ]);
      return Number(friends) + Number(sent);
    },

    /**
     * Marks `userId`'s tap in one statement. Two taps at once update the same row one after the
     * other (row lock), so the second sees the first: exactly one of them answers `both`.
     */
    async tap(matchId: string, userId: number): Promise<MeetAgainTap | null> {
      const [row] = await db
        .update(meetAgain)
        .set({
          lowAsked: sql`${meetAgain.lowAsked} OR ${meetAgain.userLow} = ${userId}`,
          highAsked: sql`${meetAgain.highAsked} OR ${meetAgain.userHigh} = ${userId}`,
        })
        .where(and(eq(meetAgain.matchId, matchId), or(eq(meetAgain.userLow, userId), eq(meetAgain.userHigh, userId))))
        .returning();
      if (!row) return null;
      return {
        partnerId: row.userLow === userId ? row.userHigh : row.userLow,
        endedAt: row.endedAt,
        both: row.lowAsked && row.highAsked,
      };
    },

    /**
     * Makes the two friends once both tapped: the call's `friended` flag is claimed in the same
     * transaction, so only one caller makes (and announces) the friendship. A pending request
     * between them goes (the friendship answers it). False when already claimed.
     */
    async befriend(matchId: string, a: number, b: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(meetAgain)
          .set({ friended: true })
          .where(
            and(
              eq(meetAgain.matchId, matchId),
              eq(meetAgain.friended, false),
              eq(meetAgain.lowAsked, true),
              eq(meetAgain.highAsked, true),
            ),
          )
          .returning({ matchId: meetAgain.matchId });
        if (claimed.length === 0) return false;
        const { low, high } = ordered(a, b);
        await tx
          .insert(friendships)
          .values([
            { userId: low, friendId: high },
            { userId: high, friendId: low },
          ])
          .onConflictDoNothing();
        await tx
          .delete(friendRequests)
          .where(
            or(
              and(eq(friendRequests.senderId, a), eq(friendRequests.recipientId, b)),
              and(eq(friendRequests.senderId, b), eq(friendRequests.recipientId, a)),
            ),
          );
        return true;
      });
    },
  };
}
export type MeetAgainRepository = ReturnType<typeof createMeetAgainRepository>;
