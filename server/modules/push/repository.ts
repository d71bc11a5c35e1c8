import { and, eq, exists, gt, isNull } from 'drizzle-orm';
import type { PushKind, PushKinds } from '../../../contract/push';
import type { Database } from '../../db/client';
import { type PushSubscriptionRow, pushSubscriptions, pushVapidKeys, refreshTokens } from '../../db/schema/index';

export interface NewSubscription {
  endpoint: string;
  userId: number;
  familyId: string;
  p256dh: string;
  auth: string;
  /** Only the given switches change; omitted ones keep their stored value (all on when new). */
  kinds?: Partial<PushKinds>;
}

const column = {
  calls: pushSubscriptions.calls,
  friend_requests: pushSubscriptions.friendRequests,
  missed_calls: pushSubscriptions.missedCalls,
} as const;

export function kindsOf(row: Pick<PushSubscriptionRow, 'calls' | 'friendRequests' | 'missedCalls'>): PushKinds {
  return { calls: row.calls, friend_requests: row.friendRequests, missed_calls: row.missedCalls };
}

/** Push subscriptions and the stored VAPID key pair. */
export function createPushRepository(db: Database) {
  /** The session (refresh-token family) is neither revoked nor expired. */
  const sessionAlive = (now: Date) =>
    exists(
      db
        .select({ one: refreshTokens.id })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, pushSubscriptions.familyId),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        ),
    );

  return {
    async vapidKeys(): Promise<{ publicKey: string; privateKey: string } | null> {
      const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1));
      return row ? { publicKey: row.publicKey, privateKey: row.privateKey } : null;
    },

    /** Insert-if-absent: of two instances starting together, the first insert wins; both then read it. */
    async storeVapidKeysIfAbsent(keys: { publicKey: string; privateKey: string }): Promise<void> {
      await db
        .insert(pushVapidKeys)
        .values({ id: 1, ...keys })
        .onConflictDoNothing();
    },

    /** Insert or update the device's row (one per endpoint); returns its switches. */
    async upsert(sub: NewSubscription, now: Date): Promise<PushKinds> {
      const kinds: Partial<Record<'calls' | 'friendRequests' | 'missedCalls', boolean>> = {};
      if (sub.kinds?.calls !== undefined) kinds.calls = sub.kinds.calls;
      if (sub.kinds?.friend_requests !== undefined) kinds.friendRequests = sub.kinds.friend_requests;
      if (sub.kinds?.missed_calls !== undefined) kinds.missedCalls = sub.kinds.missed_calls;
      const fields = { userId: sub.userId, familyId: sub.familyId, p256dh: sub.p256dh, auth: sub.auth };
      const [row] = await db
        .insert(pushSubscriptions)
        .values({ endpoint: sub.endpoint, ...fields, ...kinds, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...fields, ...kinds, updatedAt: now } })
        .returning();
      return kindsOf(row);
    },

    /** Deletes the user's own subscription; false when there is none of theirs. */
    async removeOwn(userId: number, endpoint: string): Promise<boolean> {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
        .returning({ endpoint: pushSubscriptions.endpoint });
      return rows.length > 0;
    },

    /** The push service said the subscription is gone (404/410). */
    async removeEndpoint(endpoint: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    async removeFamily(familyId: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.familyId, familyId));
    },

    async removeUser(userId: number): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },

    /** The user's subscriptions that want `kind`, of sessions still alive. */
    async live(userId: number, kind: PushKind, now: Date): Promise<PushSubscriptionRow[]> {
      return db
        .select()
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(column[kind], true), sessionAlive(now)));
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
