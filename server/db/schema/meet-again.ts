import { boolean, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

/** Mirrors migrations/0095_meet_again.sql: random calls that ended, for `POST /meet-again`. */
export const meetAgain = pgTable(
  'meet_again',
  {
    matchId: uuid('match_id').primaryKey(),
    userLow: integer('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: integer('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    lowAsked: boolean('low_asked').notNull().default(false),
    highAsked: boolean('high_asked').notNull().default(false),
    friended: boolean('friended').notNull().default(false),
  },
  (t) => [index('meet_again_ended_idx').on(t.endedAt), index('meet_again_high_idx').on(t.userHigh)],
);

export type MeetAgainRow = typeof meetAgain.$inferSelect;
