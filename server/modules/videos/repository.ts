import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, type VideoRow, videos } from '../../db/schema/index';

export function createVideosRepository(db: Database) {
  return {
    async countSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(videos)
        .where(and(eq(videos.userId, userId), gte(videos.createdAt, since)));
      return Number(row?.n ?? 0);
    },

    /**
     * Records a complete upload unless the user already saved `limit` videos since `since`. One
     * transaction holding the user's row lock, so two uploads finishing together cannot both pass.
     */
    async insertUnderLimit(row: Omit<VideoRow, 'id'>, limit: number, since: Date): Promise<VideoRow | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
        const [used] = await tx
          .select({ n: count() })
          .from(videos)
          .where(and(eq(videos.userId, row.userId), gte(videos.createdAt, since)));
        if (Number(used?.n ?? 0) >= limit) return null;
        const [inserted] = await tx.insert(videos).values(row).returning();
        return inserted ?? null;
      });
    },

    /** Newest first. */
    async listOf(userId: number): Promise<VideoRow[]> {
      return db.select().from(videos).where(eq(videos.userId, userId)).orderBy(desc(videos.createdAt), desc(videos.id));
    },

    /** Deletes the user's video and answers its row, or null when there is no such video of theirs. */
    async deleteOwned(userId: number, videoId: number): Promise<VideoRow | null> {
      const [row] = await db
        .delete(videos)
        .where(and(eq(videos.id, videoId), eq(videos.userId, userId)))
        .returning();
      return row ?? null;
    },
  };
}

export type VideosRepository = ReturnType<typeof createVideosRepository>;
