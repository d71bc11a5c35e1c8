import { sql } from 'drizzle-orm';
import { sessionBatcher } from '../../auth/session-batcher';
import { type BatchLoader, CacheSlot, type SessionCache } from '../../auth/session-cache';
import type { Database } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import { friendships } from '../../db/schema/index';

/**
 * The friend ids of a session's user, for the user object of `GET /me`. Dropped with the rest of
 * the user's entries on `userChanged`, which every friendship change raises for both users
 * (server/modules/friends/service.ts).
 */
export const FRIEND_IDS = new CacheSlot<number[]>('friend-ids');

/**
 * Friend ids through the session cache, served when read at most `maxAgeMs` ago (the guards'
 * AUTH_CACHE_TTL_MS); a miss reads with the other misses of the same moment in one statement,
 * and sessions in use are re-read in the background in batches (server/auth/session-cache.ts).
 */
export function createCachedFriendIds(deps: {
  db: Database;
  cache: Pick<SessionCache, 'load' | 'refreshWith'>;
  maxAgeMs: number;
}): (userId: number, familyId: string) => Promise<number[]> {
  const { db, cache, maxAgeMs } = deps;
  // Prepared once: on PGlite building the SQL costs about as much as running it.
  const friendsOfUsers = db
    .select({ userId: friendships.userId, friendId: friendships.friendId })
    .from(friendships)
    .where(sql`${friendships.userId} = ANY(${sql.placeholder('users')}::int[])`)
    .prepare('users_friend_ids');
  const load: BatchLoader<number[]> = async (sessions) => {
    const userIds = [...new Set(sessions.map((s) => s.userId))];
    const rows = await friendsOfUsers.execute({ users: pgArray(userIds) });
    const byUser = new Map<number, number[]>(userIds.map((id) => [id, []]));
    for (const row of rows) byUser.get(row.userId)?.push(row.friendId);
    // Every session asked is answered: a user without friends has an empty list, not "gone".
    return new Map(sessions.map((s) => [s.familyId, byUser.get(s.userId) ?? []]));
  };
  cache.refreshWith(FRIEND_IDS, load);
  const loadOne = sessionBatcher(load);
  return async (userId, familyId) => {
    const { value } = await cache.load(FRIEND_IDS, userId, familyId, () => loadOne({ userId, familyId }), {
      ...(maxAgeMs === 0 ? { fresh: true } : { maxAgeMs }),
    });
    return value ?? [];
  };
}
