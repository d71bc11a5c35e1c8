import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { breeds, friendships, reports, users } from '../../db/schema/index';

export interface SearchContext {
  friends: number[];
  /** Users this one reported: never paired again. */
  reported: number[];
  /** The peer id to announce (see peer/repository `sessionPeerId` for the rule). */
  peerId: string | null;
}

/**
 * Everything a search needs about the searcher in one round trip (the search path is hot):
 * friend ids, reported ids, and the session's peer id — `wanted` if it is one of the session's
 * live ids, else its newest live id.
 */
export async function loadSearchContext(db: Database, userId: number, familyId: string, now: Date, wanted: string | null): Promise<SearchContext> {
  const result = (await db.execute(sql`
    SELECT
      (SELECT array_agg(f.friend_id) FROM friendships f WHERE f.user_id = ${userId}) AS friends,
      (SELECT array_agg(DISTINCT r.target_id) FROM reports r WHERE r.reporter_id = ${userId}) AS reported,
      (SELECT p.peer_id FROM peer_credentials p
        WHERE p.user_id = ${userId} AND p.family_id = ${familyId}::uuid AND p.expires_at > ${now.toISOString()}::timestamptz
          AND (${wanted}::text IS NULL OR p.peer_id = ${wanted}::text)
        ORDER BY p.created_at DESC LIMIT 1) AS peer_id`)) as { rows: Array<{ friends: number[] | null; reported: number[] | null; peer_id: string | null }> };
  const row = result.rows[0];
  return { friends: (row?.friends ?? []).map(Number), reported: (row?.reported ?? []).map(Number), peerId: row?.peer_id ?? null };
}

export async function breedExists(db: Database, breedId: number): Promise<boolean> {
  const rows = await db.select({ id: breeds.id }).from(breeds).where(eq(breeds.id, breedId)).limit(1);
  return rows.length > 0;
}

export async function userExists(db: Database, userId: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return rows.length > 0;
}

export async function areFriends(db: Database, userId: number, otherId: number): Promise<boolean> {
  const rows = await db
    .select({ id: friendships.friendId })
    .from(friendships)
    .where(and(eq(friendships.userId, userId), eq(friendships.friendId, otherId)))
    .limit(1);
  return rows.length > 0;
}

export async function setOnCall(db: Database, userId: number, isOnCall: boolean): Promise<void> {
  await db.update(users).set({ isOnCall }).where(eq(users.id, userId));
}

export async function insertReport(
  db: Database,
  row: { reporterId: number; targetId: number; targetName: string; topic: string; details: string; matchId: string | null; createdAt: Date },
) {
  const [report] = await db.insert(reports).values(row).returning();
  return report;
}
