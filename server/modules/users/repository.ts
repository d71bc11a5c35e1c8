import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { breeds, friendships, type UserRow, users } from '../../db/schema/index';
import { toUserView, type UserView } from './user-view';

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function friendIdsOf(db: Database, userId: number): Promise<number[]> {
  const rows = await db.select({ id: friendships.friendId }).from(friendships).where(eq(friendships.userId, userId));
  return rows.map((r) => r.id);
}

/** Builds the API user object for a row, loading its breed and friend ids; `now` decides is_subscribed. */
export async function loadUserView(db: Database, user: UserRow, now = new Date()): Promise<UserView> {
  const [breedRows, friends] = await Promise.all([
    user.petBreedId === null
      ? Promise.resolve([])
      : db.select().from(breeds).where(eq(breeds.id, user.petBreedId)).limit(1),
    friendIdsOf(db, user.id),
  ]);
  return toUserView(user, breedRows[0] ?? null, friends, now);
}
