import { index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { ModerationActionKind } from '../../../contract/safety';
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
    action: varchar('action', { length: 8 }).$type<ModerationActionKind>().notNull(),
    note: text('note').notNull().default(''),
    until: timestamp('until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moderation_actions_target_idx').on(t.targetId, t.createdAt.desc()),
    index('moderation_actions_created_idx').on(t.createdAt.desc()),
  ],
);

export type ModerationActionRow = typeof moderationActions.$inferSelect;
