import * as v from 'valibot';

/**
 * Realtime events and the built-in hub's wire protocol, shared by server and client.
 * Channel and event names keep the spec's spelling (`friends-chanel`, `FriendsChanel`).
 */

export const FRIENDS_CHANNEL = 'friends-chanel';
export const VIDEO_CHAT_CHANNEL = 'video-chat';
export const REALTIME_CHANNELS = [FRIENDS_CHANNEL, VIDEO_CHAT_CHANNEL] as const;
export type RealtimeChannel = (typeof REALTIME_CHANNELS)[number];

/** Event name per channel: each channel carries one event whose `data.type` says what happened. */
export const FRIENDS_EVENT = 'FriendsChanel';
export const VIDEO_CHAT_EVENT = 'VideochatChanel';

/** The other side of a call hung up (or left: closed the tab, lost the connection). */
export interface AndCallData {
  type: 'andCall';
  from: number;
  to: number;
  /** The random-chat match this ends; null for a friend call. */
  match_id: string | null;
  /** The friend call this ends (contract/friend-calls.ts); absent or null for a random chat. */
  call_id?: string | null;
}

/**
 * Which friends are online, and which of them are on a call. Sent to a user when they come online
 * (`snapshot: true`, all their friends) and to their online friends whenever they come or go or
 * start or end a call (`snapshot: false`, the one user who changed).
 */
export interface PresenceData {
  type: 'presence';
  snapshot: boolean;
  online: number[];
  offline: number[];
  /** Of the users in `online`, those on a call (random chat or friend call). */
  on_call: number[];
}

// ---- Ably driver -------------------------------------------------------------------------

/** With Ably each user has one private channel; the message name is the event name above. */
export const ablyUserChannel = (userId: number) => `private-user.${userId}`;
/** Every signed-in client enters presence here (clientId = user id); only the server reads it. */
export const ABLY_PRESENCE_CHANNEL = 'presence-friends-chanel';

/**
 * Connection options every Ably client of the app uses, browser and server alike (spec
 * "Realtime": a hosted service, cluster eu, forced TLS). TLS is forced. Ably has no public `eu`
 * cluster (the spec's word is Pusher's): traffic kept in the EU is an Ably custom endpoint, given
 * as `endpoint` (server `ABLY_ENDPOINT`, client build `VITE_ABLY_ENDPOINT`, the same value);
 * empty keeps Ably's default global endpoint. docs/decisions.md "Realtime".
 */
export function ablyConnectionOptions(endpoint: string | undefined): { tls: true; endpoint?: string } {
  const trimmed = endpoint?.trim();
  return trimmed ? { tls: true, endpoint: trimmed } : { tls: true };
}

// ---- POST /api/broadcasting/auth ----------------------------------------------------------

export interface HubAuth {
  driver: 'hub';
  /** Single-use, bound to the user, valid for `expires_in` seconds. */
  ticket: string;
  /** WebSocket path on the same host. */
  url: string;
  expires_in: number;
}

export interface AblyAuth {
  driver: 'ably';
  /** An Ably TokenRequest: hand it to the Ably client from `authCallback`. */
  token_request: Record<string, unknown>;
  /** The user's own channel (subscribe only). */
  channel: string;
  /** Channel to enter presence on (presence only). */
  presence_channel: string;
}

export type RealtimeAuth = HubAuth | AblyAuth;

// ---- Hub wire protocol (JSON text frames on /realtime) -----------------------------------

const channel = v.picklist(REALTIME_CHANNELS, 'Unknown channel');

/** Client → hub. The first message must be `auth` (within a few seconds of connecting). */
export const hubClientMessage = v.variant('type', [
  v.object({ type: v.literal('auth'), ticket: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)) }),
  v.object({ type: v.literal('subscribe'), channel }),
  v.object({ type: v.literal('unsubscribe'), channel }),
  v.object({ type: v.literal('ping') }),
]);
export type HubClientMessage = v.InferOutput<typeof hubClientMessage>;

/** Hub → client. */
export type HubServerMessage =
  | { type: 'ready'; user_id: number }
  | { type: 'subscribed'; channel: RealtimeChannel }
  | { type: 'unsubscribed'; channel: RealtimeChannel }
  | { type: 'event'; channel: RealtimeChannel; event: string; data: unknown }
  | { type: 'pong' }
  | { type: 'error'; code: HubErrorCode; message: string };

export type HubErrorCode = 'auth_failed' | 'auth_timeout' | 'unauthenticated' | 'bad_message' | 'rate_limited';

/** Close codes the hub uses (4000–4999 are free for applications). */
export const HUB_CLOSE = {
  /** Missing, unknown, reused or expired ticket, or no auth message in time. */
  unauthorized: 4401,
  /** The server is shutting down. */
  goingAway: 1001,
} as const;
