import type { AcceptRequestResult, Friend } from '../../contract/friends';

/**
 * Accepting and declining incoming friend requests from the notification panel (spec §4
 * "Friends", §8 "friend actions"). A long-lived child of the root (system id `friendRequests`),
 * next to `notifications`, whose items it acts on: one request at a time.
 *
 *   idle       → accepting  request.accept {id}   POST /friends/accept-request {senderId}
 *              → declining  request.decline {id}  POST /friends/decline-request {senderId}
 *   accepting  → idle  success: toast 'friends added successfully', the item goes
 *                      (`friends.requestHandled` to `notifications`), and `friendRequests.accepted
 *                      {friend}` is emitted for whoever lists friends
 *   declining  → idle  success: the item goes
 *   either     → idle  failure: toast 'failed, try again'; the item stays
 */
export interface FriendRequestsContext {
  /** The request being accepted or declined (the panel shows it busy), or null. */
  acting: { id: number; action: 'accept' | 'decline' } | null;
}

export type FriendRequestsEvent = { type: 'request.accept'; id: number } | { type: 'request.decline'; id: number };

/** What listeners get (`actor.on('friendRequests.accepted', …)`): the new friend as GET /friends lists them. */
export type FriendRequestsEmitted = { type: 'friendRequests.accepted'; friend: Friend };

export interface FriendRequestsDeps {
  acceptRequest(senderId: number, signal: AbortSignal): Promise<AcceptRequestResult>;
  declineRequest(senderId: number, signal: AbortSignal): Promise<void>;
}

export const FRIEND_REQUESTS_SYSTEM_ID = 'friendRequests';
