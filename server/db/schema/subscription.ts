import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './core';

/** Mirrors migrations/0060_subscriptions.sql; the SQL files are the source of truth for the database. */

export type SubscriptionRowStatus = 'active' | 'cancelled' | 'past_due' | 'expired';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).$type<SubscriptionRowStatus>().notNull(),
    gateway: varchar('gateway', { length: 32 }).notNull(),
    cardToken: text('card_token').notNull(),
    cardBrand: varchar('card_brand', { length: 32 }).notNull(),
    cardLast4: varchar('card_last4', { length: 4 }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('subscriptions_due_idx').on(t.nextAttemptAt).where(sql`next_attempt_at IS NOT NULL`)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 16 }).$type<'subscribe' | 'renewal'>().notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 16 }).$type<'succeeded' | 'failed' | 'refunded'>().notNull(),
    cardBrand: varchar('card_brand', { length: 32 }).notNull(),
    cardLast4: varchar('card_last4', { length: 4 }).notNull(),
    gatewayChargeId: text('gateway_charge_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payments_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);

export const paymentIdempotencyKeys = pgTable(
  'payment_idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
