import type { AndCallData, RealtimeAuth, RealtimeChannel } from '../../contract/realtime';
import { VIDEO_CHAT_EVENT } from '../../contract/realtime';

/**
 * Realtime: the signed-in user's push connection (spec §7 "Realtime", §8 "Realtime AuthError").
 * The root actor runs it (system id `realtime`) while the user is signed in and verified.
 *
 *   authorizing  POST /api/broadcasting/auth (hub ticket or Ably token request)
 *   linked       connection open (`connecting` → `online` once subscribed); every message is
 *                emitted as `realtime.message`, so any actor or view can `actorRef.on(...)` it
 *   waiting      after a drop or a failed authorisation: 1 s, 2 s, 4 s … up to 30 s
 *
 * An AuthError (ticket refused, Ably 401xx) authorises again at once the first time, then
 * backs off like a drop.
 */

/** System id under the root actor (not in SYSTEM_IDS: it exists only while signed in). */
export const REALTIME_SYSTEM_ID = 'realtime';

export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

export interface RealtimeMessage {
  channel: RealtimeChannel;
  event: string;
  data: unknown;
}

export interface RealtimeContext {
  auth: RealtimeAuth | null;
  /** Failures since the last successful connection. */
  attempt: number;
}

export type RealtimeEvent =
  | { type: 'realtime.ready' }
  | ({ type: 'realtime.message' } & RealtimeMessage)
  | { type: 'realtime.authError' }
  | { type: 'realtime.closed' };

/** What the actor emits for listeners (`realtimeRef.on('realtime.message', ...)`). */
export type RealtimeEmitted = { type: 'realtime.message' } & RealtimeMessage;

/**
 * Also emitted each time the connection is (again) open and subscribed, so a listener can catch
 * up on what it missed while it was down (the notifications' pending calls).
 */
export type RealtimeOnlineEmitted = { type: 'realtime.online' };

export interface RealtimeHandlers {
  ready(): void;
  message(message: RealtimeMessage): void;
  authError(): void;
  closed(): void;
}

export interface RealtimeDeps {
  authorize(signal: AbortSignal): Promise<RealtimeAuth>;
  /**
   * Opens the driver's connection with these credentials (the hub's socket, or an Ably client
   * that fetches its next tokens with `reauthorize`); the returned function closes it.
   */
  connect(
    auth: RealtimeAuth,
    handlers: RealtimeHandlers,
    reauthorize: (signal: AbortSignal) => Promise<RealtimeAuth>,
  ): () => void;
}

/** The `andCall` payload of a video-chat message, or null for anything else. */
export function andCallOf(message: RealtimeMessage): AndCallData | null {
  if (message.event !== VIDEO_CHAT_EVENT) return null;
  const data = message.data as Partial<AndCallData> | null;
  if (data?.type !== 'andCall' || typeof data.from !== 'number' || typeof data.to !== 'number') return null;
  return {
    type: 'andCall',
    from: data.from,
    to: data.to,
    match_id: typeof data.match_id === 'string' ? data.match_id : null,
  };
}
