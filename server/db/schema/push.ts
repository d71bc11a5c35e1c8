import { boolean, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

/** Mirrors migrations/0090_push.sql. */
export const pushVapidKeys = pgTable('push_vapid_keys', {
  id: smallint('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    calls: boolean('calls').notNull().default(true),
    friendRequests: boolean('friend_requests').notNull().default(true),
    missedCalls: boolean('missed_calls').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId), index('push_subscriptions_family_idx').on(t.familyId)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
