import type { RealtimePort } from '../../ports/realtime';
import type { FriendsRepository } from './repository';

/** The client's keep-alive period (PUT /ping; machines/keep-alive). */
export const KEEP_ALIVE_MS = 120_000;

export interface PresenceStatus {
  /** Connected to realtime, or a ping (`users.last_seen_at`) within the last two keep-alive periods. */
  online: boolean;
  /** `users.is_on_call` (random chat or friend call) of a user who is online; never true offline. */
  onCall: boolean;
}

export interface PresenceDeps {
  realtime: Pick<RealtimePort, 'onlineAmong'>;
  repo: Pick<FriendsRepository, 'presenceRows'>;
  now: () => Date;
  keepAliveMs?: number;
}

/**
 * Who is online and who is on a call (API.md "Friends": "Online: connected to realtime, or a
 * ping within the last two keep-alive periods"). One database round trip and one realtime
 * lookup for any number of users. A user who is not online is never on a call: `is_on_call` may
 * be left over from a call whose tab died, and a call needs someone to answer it.
 */
export function createPresence({ realtime, repo, now, keepAliveMs = KEEP_ALIVE_MS }: PresenceDeps) {
  return {
    /** Every id asked about is in the answer; an unknown id is offline. */
    async statusOf(ids: readonly number[]): Promise<Map<number, PresenceStatus>> {
      const unique = [...new Set(ids)];
      const statuses = new Map<number, PresenceStatus>();
      if (unique.length === 0) return statuses;
      const [connected, rows] = await Promise.all([realtime.onlineAmong(unique), repo.presenceRows(unique)]);
      const since = now().getTime() - 2 * keepAliveMs;
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of unique) {
        const row = byId.get(id);
        const pinged = row?.lastSeenAt != null && row.lastSeenAt.getTime() >= since;
        const online = row !== undefined && (connected.has(id) || pinged);
        statuses.set(id, { online, onCall: online && row.isOnCall });
      }
      return statuses;
    },
  };
}
export type Presence = ReturnType<typeof createPresence>;
