import type { AcceptRequestResult, FriendLimit, SendRequestResult } from '../../contract/friends';

/**
 * Sending (or accepting) one friend request at a time (spec §4 "Friends", §6, §8): the one
 * small machine the users list (child `sender`) and the random chat's top bar (screen
 * `friendRequest`) share.
 *
 *   idle ── request.send {userId} ──▶ checkingLimit (non-subscriber: GET /get-friend-limit)
 *     ▲                                  │ under the limit          │ at or above it: warning 'you used limit',
 *     │                                  ▼                          │ nothing is sent
 *     ├──────────────────────────── sending (POST /friends/send-request; subscribers go straight here)
 *     │                                  403 → the same warning; 409 (already asked) → "requested";
 *     │                                  other failures → 'failed sent request'
 *     └── request.accept {userId} ──▶ accepting (POST /friends/accept-request) → 'friends added successfully'
 *
 * `statuses` remembers what became of each user this session: `requested` (pending) or
 * `friends`, so the views hide the add button and show "requested".
 */

export type RequestStatus = 'requested' | 'friends';

export interface FriendRequestInput {
  isSubscribed: boolean;
  /** Friends the user has now (the session user's `friends`): compared with the limit. */
  friendCount: number;
}

export interface FriendRequestContext {
  isSubscribed: boolean;
  /** Friends plus requests sent this session, as the server counts them for the limit. */
  count: number;
  /** The user whose request is on its way (or being accepted), if any. */
  target: number | null;
  statuses: Record<number, RequestStatus>;
  /** The last attempt stopped at the limit: the views show the warning. */
  limitReached: boolean;
}

export type FriendRequestEvent =
  | { type: 'request.send'; userId: number }
  | { type: 'request.accept'; userId: number }
  | { type: 'request.dismissWarning' };

export interface FriendRequestDeps {
  /** GET /get-friend-limit; rejects with an ApiFailure. */
  friendLimit(signal: AbortSignal): Promise<FriendLimit>;
  /** POST /friends/send-request; rejects with an ApiFailure (403 at the limit). */
  sendRequest(to: number, signal: AbortSignal): Promise<SendRequestResult>;
  /** POST /friends/accept-request; rejects with an ApiFailure. */
  acceptRequest(senderId: number, signal: AbortSignal): Promise<AcceptRequestResult>;
}
