import { and, desc, eq, exists, gt, isNull, lte, notInArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { peerCredentials, refreshTokens } from '../../db/schema/index';

/** Issued ids kept per user; older ones are dropped when a new one is issued. */
const KEEP_PER_USER = 10;

/**
 * A live session of the credential's user: its refresh-token family is neither revoked nor expired
 * (also used where friend calls look for the callee's live peer ids).
 */
export const sessionAlive = (db: Database, now: Date) =>
  exists(
    db
      .select({ one: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, peerCredentials.familyId),
          eq(refreshTokens.userId, peerCredentials.userId),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      ),
  );

/** Drizzle only: issued PeerJS credentials (`peer_credentials`). */
export function createPeerRepository(db: Database) {
  return {
    async insertPeerCredential(row: {
      peerId: string;
      tokenHash: string;
      userId: number;
      familyId: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(peerCredentials).values(row);
    },

    /** Drops the user's expired credentials and all but the newest few. */
    async prunePeerCredentials(userId: number, now: Date): Promise<void> {
      const keep = db
        .select({ id: peerCredentials.peerId })
        .from(peerCredentials)
        .where(eq(peerCredentials.userId, userId))
        .orderBy(desc(peerCredentials.createdAt))
        .limit(KEEP_PER_USER);
      await db
        .delete(peerCredentials)
        .where(
          and(
            eq(peerCredentials.userId, userId),
            or(lte(peerCredentials.expiresAt, now), notInArray(peerCredentials.peerId, keep)),
          ),
        );
    },

    /** The owner and session of a peer id, when the token hash matches and the credential and its session live. */
    async ownerOfPeerCredential(
      peerId: string,
      tokenHash: string,
      now: Date,
    ): Promise<{ userId: number; familyId: string } | null> {
      const rows = await db
        .select({ userId: peerCredentials.userId, familyId: peerCredentials.familyId })
        .from(peerCredentials)
        .where(
          and(
            eq(peerCredentials.peerId, peerId),
            eq(peerCredentials.tokenHash, tokenHash),
            gt(peerCredentials.expiresAt, now),
            sessionAlive(db, now),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * The peer id a search announces: `wanted` when it is one of this session's live ids, otherwise
     * the session's newest live id (the tab that asked last). Null when the session has none.
     */
    async sessionPeerId(userId: number, familyId: string, now: Date, wanted?: string): Promise<string | null> {
      const rows = await db
        .select({ peerId: peerCredentials.peerId })
        .from(peerCredentials)
        .where(
          and(
            eq(peerCredentials.userId, userId),
            eq(peerCredentials.familyId, familyId),
            gt(peerCredentials.expiresAt, now),
            wanted === undefined ? undefined : eq(peerCredentials.peerId, wanted),
          ),
        )
        .orderBy(desc(peerCredentials.createdAt))
        .limit(1);
      return rows[0]?.peerId ?? null;
    },
  };
}
export type PeerRepository = ReturnType<typeof createPeerRepository>;
