import { bigint, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './core';

/** Mirrors migrations/0070_videos.sql and 0071_video_details.sql; the SQL files are the source of truth for the database. */
export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    contentType: varchar('content_type', { length: 32 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Parsed from the file when it was saved (issue 28); null only on rows saved before that. */
    durationSeconds: integer('duration_seconds'),
    /** The call partner's name at the time, as the uploading client sent it; null when it did not say. */
    partnerName: varchar('partner_name', { length: 50 }),
  },
  (t) => [index('videos_user_created_idx').on(t.userId, t.createdAt.desc())],
);

export type VideoRow = typeof videos.$inferSelect;
