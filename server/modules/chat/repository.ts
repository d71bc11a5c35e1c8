import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pgArray } from '../../db/pg-array';
import { blocks, friendships, reports, users } from '../../db/schema/index';

export interface SearchData {
  friends: number[];
  /** Users this one reported, blocked or was blocked by: never paired again. */
  reported: number[];
  /** The session's live peer ids, newest first, with their expiry (ms since the epoch). */
  peers: Array<{ id: string; expiresAt: number }>;
}

type PeerJson = Array<{ id: string; expires_at: number }>;

/**
 * Everything a search needs about searchers, for one or many sessions in one round trip (the
 * search path is hot, and the chat service keeps the answers in the session cache): friend ids,
 * reported ids, and each session's live peer ids (`peer/repository` keeps at most 10 per user).
 * Prepared once per database; the returned function runs it and answers by family id.
 */
function searchDataQuery(db: Database) {
  const query = db
    .select({
      familyId: sql<string>`k.family_id::text`,
      friends: sql<number[] | null>`(SELECT array_agg(f.friend_id) FROM friendships f WHERE f.user_id = k.user_id)`,
      reported: sql<number[] | null>`(SELECT array_agg(DISTINCT x.id) FROM (
          SELECT r.target_id AS id FROM reports r WHERE r.reporter_id = k.user_id
          UNION SELECT b.blocked_id FROM blocks b WHERE b.blocker_id = k.user_id
          UNION SELECT b.blocker_id FROM blocks b WHERE b.blocked_id = k.user_id) x)`,
      peers: sql<
        PeerJson | string | null
      >`(SELECT json_agg(json_build_object('id', p.peer_id, 'expires_at', (extract(epoch FROM p.expires_at) * 1000)::float8) ORDER BY p.created_at DESC)
        FROM peer_credentials p
        WHERE p.user_id = k.user_id AND p.family_id = k.family_id AND p.expires_at > ${sql.placeholder('now')}::timestamptz)`,
    })
    .from(
      sql`unnest(${sql.placeholder('userIds')}::int[], ${sql.placeholder('familyIds')}::uuid[]) AS k(user_id, family_id)`,
    )
    .prepare('chat_search_data');

  return async (
    sessions: ReadonlyArray<{ userId: number; familyId: string }>,
    now: Date,
  ): Promise<Map<string, SearchData>> => {
    const rows = await query.execute({
      userIds: pgArray(sessions.map((s) => s.userId)),
      familyIds: pgArray(sessions.map((s) => s.familyId)),
      now: now.toISOString(),
    });
    const found = new Map<string, SearchData>();
    for (const row of rows) {
      // Both drivers parse json; a string is accepted in case one does not.
      const peers = typeof row.peers === 'string' ? (JSON.parse(row.peers) as PeerJson) : (row.peers ?? []);
      found.set(row.familyId, {
        friends: (row.friends ?? []).map(Number),
        reported: (row.reported ?? []).map(Number),
        peers: peers.map((p) => ({ id: p.id, expiresAt: Number(p.expires_at) })),
      });
    }
    return found;
  };
}

/** Drizzle only: the SQL of random chat. */
export function createChatRepository(db: Database) {
  return {
    /** Search data of many sessions in one round trip, by family id (prepared once). */
    searchData: searchDataQuery(db),

    async areFriends(userId: number, otherId: number): Promise<boolean> {
      const rows = await db
        .select({ id: friendships.friendId })
        .from(friendships)
        .where(and(eq(friendships.userId, userId), eq(friendships.friendId, otherId)))
        .limit(1);
      return rows.length > 0;
    },

    /** True when `blockerId` blocked `blockedId` (a report the other way is refused). */
    async hasBlocked(blockerId: number, blockedId: number): Promise<boolean> {
      const rows = await db
        .select({ id: blocks.blockedId })
        .from(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
        .limit(1);
      return rows.length > 0;
    },

    /** Users whose client pinged since `since` (the keep-alive marks `last_seen_at`). */
    async countSeenSince(since: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(gte(users.lastSeenAt, since));
      return Number(row?.n ?? 0);
    },

    async setOnCall(userId: number, isOnCall: boolean): Promise<void> {
      await db.update(users).set({ isOnCall }).where(eq(users.id, userId));
    },

    async insertReport(row: {
      reporterId: number;
      targetId: number;
      targetName: string;
      topic: string;
      details: string;
      matchId: string | null;
      evidenceKey?: string | null;
      reporterAddress?: string | null;
      createdAt: Date;
    }) {
      const [report] = await db.insert(reports).values(row).returning();
      return report;
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
