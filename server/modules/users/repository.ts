import { eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { friendships, type UserRow, users } from '../../db/schema/index';
import { breedCatalog } from '../breeds/catalog';
import { toUserView, type UserView } from './user-view';

/** Users as other modules read them: the row, friend ids, and the API user object. */
/** `moderators`: MODERATOR_EMAILS in lower case, for `is_moderator` of the user object. */
export function createUsersRepository(db: Database, moderators: ReadonlySet<string> = new Set()) {
  const catalog = breedCatalog(db);
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

    /**
     * The user's friend ids and, of the user and those friends, who is on a call
     * (`users.is_on_call`), in one query: the presence relay runs it per coalesced change.
     */
    async presenceCircleOf(userId: number): Promise<{ friends: number[]; onCall: Set<number> }> {
      const rows = await db
        .select({ id: users.id, isOnCall: users.isOnCall })
        .from(users)
        .where(
          or(
            eq(users.id, userId),
            inArray(
              users.id,
              db.select({ id: friendships.friendId }).from(friendships).where(eq(friendships.userId, userId)),
            ),
          ),
        );
      return {
        friends: rows.filter((r) => r.id !== userId).map((r) => r.id),
        onCall: new Set(rows.filter((r) => r.isOnCall).map((r) => r.id)),
      };
    },

    /**
     * Builds the API user object for a row, with its breed (from the breed catalog) and friend ids
     * (read unless the caller has them, e.g. from the session cache); `now` decides is_subscribed.
     */
    async view(user: UserRow, now: Date, knownFriends?: number[]): Promise<UserView> {
      const [breed, friends] = await Promise.all([
        user.petBreedId === null ? null : catalog.byId(user.petBreedId),
        knownFriends ?? friendIdsOf(user.id),
      ]);
      return toUserView(user, breed, friends, now, moderators);
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
