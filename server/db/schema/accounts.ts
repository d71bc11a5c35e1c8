import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { users } from './core';

/** Mirrors migrations/0010_accounts.sql; the SQL files are the source of truth for the database. */

export type CodePurpose = 'verify_email' | 'change_email';

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 }).$type<CodePurpose>().notNull(),
    email: varchar('email', { length: 50 }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('verification_codes_user_purpose_key').on(t.userId, t.purpose)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    /** Hash of the account (normalised email) the row counts for; null for other subjects. */
    account: text('account'),
    /** Per-account ceiling: no attempt before this time (the growing delay). */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('auth_throttle_account_idx').on(t.account)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mail_outbox_to_idx').on(sql`lower(${t.toEmail})`, t.id)],
);
