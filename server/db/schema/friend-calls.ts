import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/** Why a friend call ended (`friend_calls.end_reason`). */
export type FriendCallEndReason = 'declined' | 'cancelled' | 'expired' | 'hung_up' | 'left';

/** Mirrors migrations/0051_friend_calls.sql: invitations and calls between friends (no foreign keys). */
export const friendCalls = pgTable(
  'friend_calls',
  {
    id: uuid('id').primaryKey(),
    callerId: integer('caller_id').notNull(),
    calleeId: integer('callee_id').notNull(),
    callerPeerId: varchar('caller_peer_id', { length: 64 }).notNull(),
    calleePeerId: varchar('callee_peer_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: varchar('end_reason', { length: 16 }).$type<FriendCallEndReason>(),
  },
  (t) => [
    uniqueIndex('friend_calls_open_pair_idx')
      .on(sql`least(${t.callerId}, ${t.calleeId})`, sql`greatest(${t.callerId}, ${t.calleeId})`)
      .where(sql`ended_at IS NULL`),
    index('friend_calls_caller_idx').on(t.callerId, t.createdAt.desc()),
    index('friend_calls_callee_idx').on(t.calleeId, t.createdAt.desc()),
    check('friend_calls_not_self', sql`${t.callerId} <> ${t.calleeId}`),
  ],
);

export type FriendCallRow = typeof friendCalls.$inferSelect;
