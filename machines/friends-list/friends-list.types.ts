import type { Friend, FriendsPages } from '../../contract/friends';
import type { UserBlocked } from '../block/block.types';

/**
 * The friends list (spec §2 "/friends", §3 "Friends list", §4 "Friends", §8).
 *
 *   loading (GET /friends) ──▶ ready ── friend.remove {id} ──▶ ready.confirming (the unfollow popup)
 *      │        ▲                 ▲       removal.cancel ◀──┘      │ removal.confirm
 *      ▼        │ list.retry      │                                 ▼
 *   failed ─────┘                 └──── toast 'friend removed successfully' / 'failed try again' ── removing (DELETE /friends/delete)
 *
 * The server's pages are flattened into one list and paged again here, one page per group
 * (online, offline), so a friend who comes online moves between groups at once. After any change
 * a group whose current page exceeds its page count goes back to page 1 (spec §4).
 *
 * Live updates (a callback on the root's `realtime`, see friends-list.links.ts):
 *   friends.presence {online, offline, onCall}  a friend came, left, started or ended a call
 *   friends.added {friend}                      a request of ours was accepted (friendRequestAccepted),
 *                                               or we accepted one from the bell (friendRequests.accepted)
 */

export type FriendsGroup = 'online' | 'offline';

export interface FriendsListInput {
  /** Friends per page (GET /friends?page_size=). */
  pageSize: number;
}

export interface FriendsListContext {
  pageSize: number;
  /** Every friend, online first then offline, as the server listed them. */
  friends: Friend[];
  page: Record<FriendsGroup, number>;
  /** The friend the unfollow popup asks about (and then removes). */
  removing: Friend | null;
  /** The load failed: the server's message, if any (shown in the list). */
  error: string | null;
}

export type FriendsListEvent =
  | { type: 'list.retry' }
  | { type: 'page.go'; group: FriendsGroup; page: number }
  | { type: 'friend.invite'; id: number }
  | { type: 'friend.remove'; id: number }
  | { type: 'removal.confirm' }
  | { type: 'removal.cancel' }
  | { type: 'friends.presence'; online: number[]; offline: number[]; onCall: number[] }
  | { type: 'friends.added'; friend: Friend }
  /** The user blocked this friend (the block popup, through the actor system): the friendship ended, the card goes. */
  | UserBlocked;

export interface FriendsListDeps {
  /** GET /friends?page_size=; rejects with an ApiFailure. */
  loadFriends(pageSize: number, signal: AbortSignal): Promise<FriendsPages>;
  /** DELETE /friends/delete; rejects with an ApiFailure. */
  removeFriend(friendId: number, signal: AbortSignal): Promise<void>;
  /** Opens the friend-call page calling this friend (`/friend-call?userId=ID`). */
  openCall(friendId: number): void;
}

export const FRIENDS_LIST_SYSTEM_ID = 'friendsList';
