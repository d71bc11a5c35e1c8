import { index, integer, pgTable, primaryKey, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import type { ModerationLogKind } from '../../../contract/safety';
import { users } from './core';

/** Mirrors migrations/0080_safety.sql. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('blocks_blocked_idx').on(t.blockedId)],
);

export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: serial('id').primaryKey(),
    moderatorId: integer('moderator_id'),
    targetId: integer('target_id').notNull(),
    reportId: integer('report_id'),
    action: varchar('action', { length: 8 }).$type<ModerationLogKind>().notNull(),
    note: text('note').notNull().default(''),
    until: timestamp('until', { withTimezone: true }),
    /** The appeal a lift or keep decided (0092_moderation_appeals.sql). */
    appealId: integer('appeal_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moderation_actions_target_idx').on(t.targetId, t.createdAt.desc()),
    index('moderation_actions_created_idx').on(t.createdAt.desc()),
  ],
);

/** Mirrors migrations/0092_moderation_appeals.sql: one appeal per ban (`ban_at` = users.banned_at). */
export const appeals = pgTable(
  'appeals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    banAt: timestamp('ban_at', { withTimezone: true }).notNull(),
    message: text('message').notNull(),
    status: varchar('status', { length: 6 }).$type<'open' | 'lifted' | 'kept'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [unique().on(t.userId, t.banAt), index('appeals_status_idx').on(t.status, t.createdAt)],
);
export type AppealRow = typeof appeals.$inferSelect;

export type ModerationActionRow = typeof moderationActions.$inferSelect;
