import { and, desc, eq, exists, gt, gte, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type FriendCallEndReason, type FriendCallRow, friendCalls, peerCredentials } from '../../db/schema/index';
import { areFriends, cardOf } from '../friends/repository';
import { sessionAlive } from '../peer/repository';

/** Ended calls are kept this long (a call of the last 24 hours lets either side report the other). */
export const FRIEND_CALL_KEPT_MS = 24 * 3600_000;

const pairOf = (a: number, b: number) =>
  or(
    and(eq(friendCalls.callerId, a), eq(friendCalls.calleeId, b)),
    and(eq(friendCalls.callerId, b), eq(friendCalls.calleeId, a)),
  );
const involving = (userId: number) => or(eq(friendCalls.callerId, userId), eq(friendCalls.calleeId, userId));
const open = isNull(friendCalls.endedAt);
const ringing = and(open, isNull(friendCalls.answeredAt));
const answered = and(open, isNotNull(friendCalls.answeredAt));

/** Drizzle only: friend calls (`friend_calls`), with the few reads of friendships and peer ids they need. */
export function createFriendCallsRepository(db: Database) {
  return {
    areFriends: (userId: number, otherId: number) => areFriends(db, userId, otherId),

    /** The caller as the invited friend sees them (`incomingCall`). */
    callerCard: (userId: number) => cardOf(db, userId),

    /** The user's issued peer ids that are not expired and whose session is alive, newest first. */
    async livePeerIds(userId: number, now: Date): Promise<string[]> {
      const rows = await db
        .select({ peerId: peerCredentials.peerId })
        .from(peerCredentials)
        .where(and(eq(peerCredentials.userId, userId), gt(peerCredentials.expiresAt, now), sessionAlive(db, now)))
        .orderBy(desc(peerCredentials.createdAt));
      return rows.map((r) => r.peerId);
    },

    /**
     * Opens an invitation in one transaction: the pair's invitations that ran out unanswered are
     * closed first (returned, so their sides can still be told), the pair's old ended calls are
     * pruned, and the new row is inserted unless the pair already has an open call (the partial
     * unique index decides a race): then `call` is null.
     */
    async openInvitation(row: {
      id: string;
      callerId: number;
      calleeId: number;
      callerPeerId: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<{ call: FriendCallRow | null; expired: FriendCallRow[] }> {
      return db.transaction(async (tx) => {
        const pair = pairOf(row.callerId, row.calleeId);
        const expired = await tx
          .update(friendCalls)
          .set({ endedAt: sql`${friendCalls.expiresAt}`, endReason: 'expired' })
          .where(and(pair, ringing, lte(friendCalls.expiresAt, row.createdAt)))
          .returning();
        await tx
          .delete(friendCalls)
          .where(and(pair, lt(friendCalls.endedAt, new Date(row.createdAt.getTime() - FRIEND_CALL_KEPT_MS))));
        const [call] = await tx.insert(friendCalls).values(row).onConflictDoNothing().returning();
        return { call: call ?? null, expired };
      });
    },

    async findById(id: string): Promise<FriendCallRow | null> {
      const rows = await db.select().from(friendCalls).where(eq(friendCalls.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /**
     * Marks a ringing, unexpired invitation to `calleeId` answered (one statement: of two answers
     * only one wins), handing over `callerPeerId`. Null when it was not ringing any more.
     */
    async answer(id: string, calleeId: number, callerPeerId: string, now: Date): Promise<FriendCallRow | null> {
      const [row] = await db
        .update(friendCalls)
        .set({ answeredAt: now, callerPeerId })
        .where(and(eq(friendCalls.id, id), eq(friendCalls.calleeId, calleeId), ringing, gt(friendCalls.expiresAt, now)))
        .returning();
      return row ?? null;
    },

    /**
     * Ends a call that is still open: ringing only (`state: 'ringing'`, and then not yet expired,
     * unless the reason is the expiry itself), answered only, or either. The row as it ended, or
     * null when somebody else ended it first.
     */
    async end(
      id: string,
      reason: FriendCallEndReason,
      now: Date,
      state: 'ringing' | 'answered' | 'open',
    ): Promise<FriendCallRow | null> {
      const stateIs = state === 'ringing' ? ringing : state === 'answered' ? answered : open;
      const due =
        state !== 'ringing'
          ? undefined
          : reason === 'expired'
            ? lte(friendCalls.expiresAt, now)
            : gt(friendCalls.expiresAt, now);
      const [row] = await db
        .update(friendCalls)
        .set({ endedAt: reason === 'expired' ? sql`${friendCalls.expiresAt}` : now, endReason: reason })
        .where(and(eq(friendCalls.id, id), stateIs, due))
        .returning();
      return row ?? null;
    },

    /** The invitations to `calleeId` that ring now (not answered, ended or expired), oldest first. */
    async ringingFor(calleeId: number, now: Date): Promise<FriendCallRow[]> {
      return db
        .select()
        .from(friendCalls)
        .where(and(eq(friendCalls.calleeId, calleeId), ringing, gt(friendCalls.expiresAt, now)))
        .orderBy(friendCalls.createdAt);
    },

    /** The pair's open call, whoever called. */
    async openBetween(userId: number, otherId: number): Promise<FriendCallRow | null> {
      const rows = await db
        .select()
        .from(friendCalls)
        .where(and(pairOf(userId, otherId), open))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Whether the pair had an answered call that ended at or after `since`. */
    async endedAnsweredSince(userId: number, otherId: number, since: Date): Promise<boolean> {
      const rows = await db
        .select({ id: friendCalls.id })
        .from(friendCalls)
        .where(and(pairOf(userId, otherId), isNotNull(friendCalls.answeredAt), gte(friendCalls.endedAt, since)))
        .limit(1);
      return rows.length > 0;
    },

    /** Whether the pair was in an answered call at any time since `since` (an encounter for reports). */
    async answeredSince(userId: number, otherId: number, since: Date): Promise<boolean> {
      const rows = await db
        .select({ id: friendCalls.id })
        .from(friendCalls)
        .where(
          and(
            pairOf(userId, otherId),
            isNotNull(friendCalls.answeredAt),
            or(isNull(friendCalls.endedAt), gte(friendCalls.endedAt, since)),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Answered calls that are still on, of everyone (the calls-in-progress metric). */
    async countInProgress(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(friendCalls).where(answered);
      return row?.n ?? 0;
    },

    /** The user's answered calls that are still on (the PeerJS relay rule). */
    async answeredOpenOf(userId: number): Promise<FriendCallRow[]> {
      return db
        .select()
        .from(friendCalls)
        .where(and(involving(userId), answered));
    },

    /**
     * Binds the answerer's peer id: the first id of theirs that signals the caller's id becomes
     * the call's other end. True when `peerId` is (now) that end.
     */
    async bindCalleePeer(id: string, peerId: string): Promise<boolean> {
      const rows = await db
        .update(friendCalls)
        .set({ calleePeerId: peerId })
        .where(and(eq(friendCalls.id, id), answered, isNull(friendCalls.calleePeerId)))
        .returning({ id: friendCalls.id });
      return rows.length > 0;
    },

    /** Open calls in which `peerId` is one end (the caller's id, or the answerer's bound id). */
    async openWithPeer(peerId: string): Promise<FriendCallRow[]> {
      return db
        .select()
        .from(friendCalls)
        .where(and(open, or(eq(friendCalls.callerPeerId, peerId), eq(friendCalls.calleePeerId, peerId))));
    },

    /** Every open call of the user (account deletion). */
    async openOf(userId: number): Promise<FriendCallRow[]> {
      return db
        .select()
        .from(friendCalls)
        .where(and(open, involving(userId)));
    },

    /** The user's open calls whose own end is a peer id issued to the session `familyId`. */
    async openOfSession(userId: number, familyId: string): Promise<FriendCallRow[]> {
      const ofSession = (column: typeof friendCalls.callerPeerId | typeof friendCalls.calleePeerId) =>
        exists(
          db
            .select({ one: peerCredentials.peerId })
            .from(peerCredentials)
            .where(and(eq(peerCredentials.peerId, column), eq(peerCredentials.familyId, familyId))),
        );
      return db
        .select()
        .from(friendCalls)
        .where(
          and(
            open,
            or(
              and(eq(friendCalls.callerId, userId), ofSession(friendCalls.callerPeerId)),
              and(eq(friendCalls.calleeId, userId), ofSession(friendCalls.calleePeerId)),
            ),
          ),
        );
    },
  };
}
export type FriendCallsRepository = ReturnType<typeof createFriendCallsRepository>;
