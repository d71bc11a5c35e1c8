import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core';

/** Mirrors migrations/0050_friends.sql: pending friend requests, one row per pair of users. */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('friend_requests_pair_idx').on(
      sql`least(${t.senderId}, ${t.recipientId})`,
      sql`greatest(${t.senderId}, ${t.recipientId})`,
    ),
    index('friend_requests_recipient_idx').on(t.recipientId, t.createdAt.desc()),
    index('friend_requests_sender_idx').on(t.senderId),
    check('friend_requests_not_self', sql`${t.senderId} <> ${t.recipientId}`),
  ],
);

export type FriendRequestRow = typeof friendRequests.$inferSelect;

/** Mirrors migrations/0084_report_weight.sql: every declined request, for the decline brake. */
export const friendRequestDeclines = pgTable(
  'friend_request_declines',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    declinedAt: timestamp('declined_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('friend_request_declines_sender_idx').on(t.senderId, t.declinedAt.desc())],
);
