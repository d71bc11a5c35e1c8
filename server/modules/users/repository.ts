import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import { breeds, friendships, type UserRow, users } from '../../db/schema/index';
import { toUserView, type UserView } from './user-view';

/** Users as other modules read them: the row, friend ids, and the API user object. */
export function createUsersRepository(db: Database) {
  async function friendIdsOf(userId: number): Promise<number[]> {
    const rows = await db.select({ id: friendships.friendId }).from(friendships).where(eq(friendships.userId, userId));
    return rows.map((r) => r.id);
  }

  return {
    async findById(id: number): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0] ?? null;
    },

    friendIdsOf,

    /** The subset of `ids` whose `is_on_call` is set (the presence relay's `on_call`). */
    async onCallAmong(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`${users.id} = ANY(${pgArray(ids)}::int[])`, eq(users.isOnCall, true)));
      return new Set(rows.map((r) => r.id));
    },

    /** Builds the API user object for a row, loading its breed and friend ids; `now` decides is_subscribed. */
    async view(user: UserRow, now: Date): Promise<UserView> {
      const [breedRows, friends] = await Promise.all([
        user.petBreedId === null
          ? Promise.resolve([])
          : db.select().from(breeds).where(eq(breeds.id, user.petBreedId)).limit(1),
        friendIdsOf(user.id),
      ]);
      return toUserView(user, breedRows[0] ?? null, friends, now);
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
