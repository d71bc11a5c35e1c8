import type { RealtimeAuth, RealtimeChannel } from '../../contract/realtime';
import type { SessionTarget } from '../auth/session-cache';
import type { UpgradeHandler } from '../http/upgrade';

export type PresenceListener = (userId: number, online: boolean) => void;

/**
 * Realtime port: server → one user's clients, plus presence (who is online).
 * Default adapter: the built-in WebSocket hub at /realtime. With ABLY_API_KEY: Ably.
 *
 * - `publish` delivers to the recipient only (their own sockets / their private channel).
 * - A user is online while at least one of their clients is present on `friends-chanel`
 *   (hub: subscribed to it; Ably: entered presence). `onPresence` reports the transitions.
 */
export interface RealtimePort {
  readonly driver: 'hub' | 'ably';
  /** Credentials for the client of one session (refresh-token family): POST /api/broadcasting/auth. */
  authorize(userId: number, familyId: string): Promise<RealtimeAuth>;
  publish(userId: number, channel: RealtimeChannel, event: string, data: unknown): Promise<void>;
  isOnline(userId: number): Promise<boolean>;
  /** The subset of `userIds` online right now. */
  onlineAmong(userIds: readonly number[]): Promise<Set<number>>;
  /** Called on each offline→online and online→offline transition; returns an unsubscribe. */
  onPresence(listener: PresenceListener): () => void;
  /** The WebSocket endpoint to mount at /realtime, for drivers that serve one. */
  readonly upgrade?: UpgradeHandler;
  /**
   * Closes at once the connections of a session that ended, or of every session of a user, and
   * voids their unused credentials. Absent for drivers that cannot (Ably: its tokens live on).
   */
  closeSessionSockets?(target: SessionTarget): void;
  /** Closes every connection and stops timers. */
  close(): Promise<void>;
}
