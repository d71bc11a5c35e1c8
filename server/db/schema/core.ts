import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** Mirrors migrations/0095_breed_groups.sql: the groups a breed chat may widen to (issue 29). */
export const breedGroups = pgTable('breed_groups', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  nameUa: text('name_ua').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Mirrors migrations/0001_core.sql; the SQL files are the source of truth for the database. */
export const breeds = pgTable('breeds', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameUa: text('name_ua').notNull(),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
  groupKey: text('group_key').references(() => breedGroups.key, { onDelete: 'set null' }),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    email: varchar('email', { length: 50 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    emailSubscription: boolean('email_subscription').notNull().default(false),
    locale: varchar('locale', { length: 2 }).notNull().default('en'),
    petName: varchar('pet_name', { length: 50 }).notNull(),
    petGender: varchar('pet_gender', { length: 4 }).$type<'boy' | 'girl'>().notNull(),
    petBreedId: integer('pet_breed_id').references(() => breeds.id, { onDelete: 'set null' }),
    image: text('image'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    trialMessagePending: boolean('trial_message_pending').notNull().default(false),
    subscriptionEndsAt: timestamp('subscription_ends_at', { withTimezone: true }),
    isOnCall: boolean('is_on_call').notNull().default(false),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** YYYY-MM-DD; null for accounts made before sign-up asked for it (0080_safety.sql). */
    birthDate: date('birth_date', { mode: 'string' }),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    standingNote: text('standing_note').notNull().default(''),
    underReviewAt: timestamp('under_review_at', { withTimezone: true }),
    warningNote: text('warning_note'),
    warningAt: timestamp('warning_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.familyId)],
);

export type UserRow = typeof users.$inferSelect;
export type BreedRow = typeof breeds.$inferSelect;

export const friendships = pgTable(
  'friendships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendId: integer('friend_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.friendId] })],
);
