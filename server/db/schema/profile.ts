import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { breeds, users } from './core';

/** Mirrors migrations/0030_profile.sql; the SQL files are the source of truth for the database. */

/** The breed chosen for breed chat (navbar breed menu); no row means the general chat. */
export const chatBreedChoices = pgTable('chat_breed_choices', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  breedId: integer('breed_id')
    .notNull()
    .references(() => breeds.id, { onDelete: 'cascade' }),
  chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull(),
});
