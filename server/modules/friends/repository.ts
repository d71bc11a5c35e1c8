import { and, asc, count, desc, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import {
  blocks,
  breeds,
  friendRequestDeclines,
  friendRequests,
  friendships,
  type UserRow,
  users,
} from '../../db/schema/index';
import { DECLINE_LOOKBACK_MS, type DeclineRefusal, declineRefusal } from './decline-brake';

/** What a friend card, a request card and an /all-users item are built from. */
export interface UserCardRow {
  id: number;
  name: string;
  image: string | null;
  petName: string;
  petGender: 'boy' | 'girl';
  breedName: string | null;
  breedNameUa: string | null;
}

export interface IncomingRequestRow extends UserCardRow {
  createdAt: Date;
}

export interface AllUsersRow extends UserCardRow {
  isFriend: boolean;
  sentByMe: boolean;
  sentToMe: boolean;
}

/**
 * What POST /friends/send-request did. `friends`: the recipient had already asked the sender, so
 * their request was accepted instead.
 */
export type SendOutcome =
  | { kind: 'pending'; createdAt: Date }
  | { kind: 'friends' }
  | { kind: 'noSuchUser' }
  | { kind: 'alreadyFriends' }
  | { kind: 'alreadyPending' }
  | { kind: 'limitReached' }
  | { kind: 'blocked' }
  | DeclineRefusal;

/** Whether either of the two blocked the other (server/modules/safety). */
export async function isBlockedPair(db: Pick<Database, 'select'>, a: number, b: number): Promise<boolean> {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))),
    )
    .limit(1);
  return rows.length > 0;
}

const card = {
  id: users.id,
  name: users.name,
  image: users.image,
  petName: users.petName,
  petGender: users.petGender,
  breedName: breeds.name,
  breedNameUa: breeds.nameUa,
};

/** One user as a card (also the caller of a friend call, server/modules/friend-calls). */
export async function cardOf(db: Database, userId: number): Promise<UserCardRow | null> {
  const rows = await db
    .select(card)
    .from(users)
    .leftJoin(breeds, eq(breeds.id, users.petBreedId))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** Whether `otherId` is the user's friend (also asked before a friend call). */
export async function areFriends(db: Database, userId: number, otherId: number): Promise<boolean> {
  const rows = await db
    .select({ id: friendships.friendId })
    .from(friendships)
    .where(and(eq(friendships.userId, userId), eq(friendships.friendId, otherId)))
    .limit(1);
  return rows.length > 0;
}

/** Both directions of a friendship, in one order so concurrent writers lock rows alike. */
const bothDirections = (a: number, b: number) => {
  const [low, high] = a < b ? [a, b] : [b, a];
  return [
    { userId: low, friendId: high },
    { userId: high, friendId: low },
  ];
};

const pairOf = (a: number, b: number) =>
  or(
    and(eq(friendRequests.senderId, a), eq(friendRequests.recipientId, b)),
    and(eq(friendRequests.senderId, b), eq(friendRequests.recipientId, a)),
  );

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Drizzle only: friend requests (one row per pair) and friendships (one row per direction). */
export function createFriendsRepository(db: Database) {
  async function makeFriends(tx: Tx, a: number, b: number): Promise<void> {
    await tx.insert(friendships).values(bothDirections(a, b)).onConflictDoNothing();
  }

  return {
    /** Presence inputs of many users in one round trip (server/modules/friends/presence.ts). */
    async presenceRows(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, lastSeenAt: users.lastSeenAt, isOnCall: users.isOnCall })
        .from(users)
        .where(sql`${users.id} = ANY(${pgArray(ids)}::int[])`);
    },

    /** The user's friends as cards, by name. */
    async friendsOf(userId: number): Promise<UserCardRow[]> {
      return db
        .select(card)
        .from(friendships)
        .innerJoin(users, eq(users.id, friendships.friendId))
        .leftJoin(breeds, eq(breeds.id, users.petBreedId))
        .where(eq(friendships.userId, userId))
        .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
    },

    /** One user as a card (the friend of an accepted request). */
    cardOf: (userId: number) => cardOf(db, userId),

    areFriends: (userId: number, otherId: number) => areFriends(db, userId, otherId),

    /** Requests others sent to the user, newest first. */
    async incomingRequests(userId: number): Promise<IncomingRequestRow[]> {
      return db
        .select({ ...card, createdAt: friendRequests.createdAt })
        .from(friendRequests)
        .innerJoin(users, eq(users.id, friendRequests.senderId))
        .leftJoin(breeds, eq(breeds.id, users.petBreedId))
        .where(eq(friendRequests.recipientId, userId))
        .orderBy(desc(friendRequests.createdAt), desc(friendRequests.id));
    },

    /**
     * Sends a request in one transaction. The sender's users row is locked first (`FOR NO KEY
     * UPDATE`: it serialises this sender's requests but not the foreign-key checks of requests
     * other people send to them), so the limit counted here — friends plus pending sent requests —
     * cannot be passed by requests sent in parallel. `limitFor` decides from the locked row
     * (subscribers: `null`, no limit). A crossing request (the recipient had already asked) is
     * accepted instead: the pair's one row goes, both friendship rows come. A race with a
     * crossing request in flight is decided by the pair's unique index: the loser looks again.
     */
    async sendRequest(
      senderId: number,
      recipientId: number,
      limitFor: (sender: UserRow) => number | null,
      now: Date,
    ): Promise<SendOutcome> {
      return db.transaction(async (tx) => {
        const [sender] = await tx.select().from(users).where(eq(users.id, senderId)).for('no key update');
        const [recipient] = await tx.select({ id: users.id }).from(users).where(eq(users.id, recipientId));
        if (!sender || !recipient) return { kind: 'noSuchUser' };
        // The blocker's transaction locks both rows, so a block and a request never interleave.
        if (await isBlockedPair(tx, senderId, recipientId)) return { kind: 'blocked' };
        for (let attempt = 0; attempt < 5; attempt++) {
          const friends = await tx
            .select({ id: friendships.friendId })
            .from(friendships)
            .where(and(eq(friendships.userId, senderId), eq(friendships.friendId, recipientId)))
            .limit(1);
          if (friends.length > 0) return { kind: 'alreadyFriends' };

          const [existing] = await tx.select().from(friendRequests).where(pairOf(senderId, recipientId)).limit(1);
          if (existing?.senderId === senderId) return { kind: 'alreadyPending' };
          if (existing) {
            const removed = await tx
              .delete(friendRequests)
              .where(eq(friendRequests.id, existing.id))
              .returning({ id: friendRequests.id });
            if (removed.length === 0) continue; // accepted or declined meanwhile: look again
            await makeFriends(tx, senderId, recipientId);
            return { kind: 'friends' };
          }

          // The decline brake (decline-brake.ts): read under the sender's row lock, so two
          // requests at once cannot both slip past a pause.
          const declines = await tx
            .select({ recipientId: friendRequestDeclines.recipientId, declinedAt: friendRequestDeclines.declinedAt })
            .from(friendRequestDeclines)
            .where(
              and(
                eq(friendRequestDeclines.senderId, senderId),
                gt(friendRequestDeclines.declinedAt, new Date(now.getTime() - DECLINE_LOOKBACK_MS)),
              ),
            );
          const refusal = declineRefusal(declines, recipientId, now);
          if (refusal) return refusal;

          const limit = limitFor(sender);
          if (limit !== null) {
            const [{ n: friendCount }] = await tx
              .select({ n: count() })
              .from(friendships)
              .where(eq(friendships.userId, senderId));
            const [{ n: sentCount }] = await tx
              .select({ n: count() })
              .from(friendRequests)
              .where(eq(friendRequests.senderId, senderId));
            if (Number(friendCount) + Number(sentCount) >= limit) return { kind: 'limitReached' };
          }

          const inserted = await tx
            .insert(friendRequests)
            .values({ senderId, recipientId, createdAt: now })
            .onConflictDoNothing()
            .returning({ createdAt: friendRequests.createdAt });
          if (inserted.length > 0) return { kind: 'pending', createdAt: inserted[0].createdAt };
          // The recipient's crossing request committed first: look again (it is accepted above).
        }
        throw new Error('friend request kept conflicting');
      });
    },

    /** Accepts the request `senderId` sent to `recipientId`: false when there is none (any more). */
    async acceptRequest(recipientId: number, senderId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(friendRequests)
          .where(and(eq(friendRequests.senderId, senderId), eq(friendRequests.recipientId, recipientId)))
          .returning({ id: friendRequests.id });
        if (removed.length === 0) return false;
        await makeFriends(tx, senderId, recipientId);
        return true;
      });
    },

    /** Declines (removes) the request `senderId` sent to `recipientId`: false when there is none. */
    async declineRequest(recipientId: number, senderId: number, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(friendRequests)
          .where(and(eq(friendRequests.senderId, senderId), eq(friendRequests.recipientId, recipientId)))
          .returning({ id: friendRequests.id });
        if (removed.length === 0) return false;
        // Remembered for the decline brake (decline-brake.ts).
        await tx.insert(friendRequestDeclines).values({ senderId, recipientId, declinedAt: now });
        return true;
      });
    },

    /** Ends a friendship in both directions in one statement: false when they were not friends. */
    async removeFriend(userId: number, friendId: number): Promise<boolean> {
      const removed = await db
        .delete(friendships)
        .where(
          or(
            and(eq(friendships.userId, userId), eq(friendships.friendId, friendId)),
            and(eq(friendships.userId, friendId), eq(friendships.friendId, userId)),
          ),
        )
        .returning({ userId: friendships.userId });
      return removed.some((row) => row.userId === userId);
    },

    /**
     * GET /all-users: users other than `userId` whose name contains `q` (any case; only the name
     * is searched), by name, with the relation of each to `userId`; and the total count.
     */
    async allUsers(
      userId: number,
      opts: { q: string; offset: number; limit: number },
    ): Promise<{ rows: AllUsersRow[]; total: number }> {
      const conditions = [
        ne(users.id, userId),
        // A blocked pair never sees each other here, whoever blocked whom.
        sql`NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = ${userId} AND b.blocked_id = ${users.id}) OR (b.blocker_id = ${users.id} AND b.blocked_id = ${userId}))`,
      ];
      if (opts.q !== '') conditions.push(sql`strpos(lower(${users.name}), lower(${opts.q})) > 0`);
      const where = and(...conditions);
      const [rows, [{ n }]] = await Promise.all([
        db
          .select({
            ...card,
            isFriend: sql<boolean>`EXISTS (SELECT 1 FROM ${friendships} f WHERE f.user_id = ${userId} AND f.friend_id = ${users.id})`,
            sentByMe: sql<boolean>`EXISTS (SELECT 1 FROM ${friendRequests} r WHERE r.sender_id = ${userId} AND r.recipient_id = ${users.id})`,
            sentToMe: sql<boolean>`EXISTS (SELECT 1 FROM ${friendRequests} r WHERE r.sender_id = ${users.id} AND r.recipient_id = ${userId})`,
          })
          .from(users)
          .leftJoin(breeds, eq(breeds.id, users.petBreedId))
          .where(where)
          .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
          .offset(opts.offset)
          .limit(opts.limit),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: Number(n) };
    },
  };
}
export type FriendsRepository = ReturnType<typeof createFriendsRepository>;
