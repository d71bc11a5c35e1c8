import { index, integer, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './core';

/** Mirrors migrations/0020_chat.sql. */
export const peerCredentials = pgTable(
  'peer_credentials',
  {
    peerId: varchar('peer_id', { length: 64 }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('peer_credentials_user_idx').on(t.userId, t.createdAt.desc())],
);

/** No foreign keys on purpose: a report survives the deletion of either account. */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id').notNull(),
    targetId: integer('target_id').notNull(),
    targetName: varchar('target_name', { length: 50 }).notNull(),
    topic: varchar('topic', { length: 64 }).notNull(),
    details: text('details').notNull(),
    matchId: uuid('match_id'),
    /** Private storage key of the still frame (0080_safety.sql). */
    evidenceKey: text('evidence_key'),
    /** The client address the report came from (0084_report_weight.sql); null for older reports. */
    reporterAddress: varchar('reporter_address', { length: 64 }),
    status: varchar('status', { length: 6 }).$type<'open' | 'closed'>().notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_target_idx').on(t.targetId, t.createdAt.desc()),
    index('reports_reporter_idx').on(t.reporterId, t.targetId),
    index('reports_reporter_created_idx').on(t.reporterId, t.createdAt.desc()),
    index('reports_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

export type PeerCredentialRow = typeof peerCredentials.$inferSelect;
export type ReportRow = typeof reports.$inferSelect;
