import type { AllUsersItem, AllUsersPage } from '../../contract/friends';
import type { UserBlocked } from '../block/block.types';
import type { FriendRequestInput } from '../friend-request/friend-request.types';

/**
 * All users (spec §2 "/users-list"): search by name and paging (GET /all-users?page=&q=), each
 * user with an add-friend button (its sending is the child `sender`, machines/friend-request).
 *
 *   loading ──▶ ready ── page.go {page} ──▶ loading
 *      │           │ search.change {query}
 *      ▼           ▼
 *   failed    debouncing ── 400 ms without typing ──▶ loading (page 1, the new query)
 *
 * Typing again restarts the wait; the wait is a named delay, so tests move a SimulatedClock.
 */

export type UsersListInput = FriendRequestInput;

export interface UsersListContext {
  /** The user's subscription and friend count, for the `sender`. */
  me: UsersListInput;
  /** The search box as typed. */
  query: string;
  /** The query of the page shown (or being loaded). */
  q: string;
  page: number;
  pages: number;
  items: AllUsersItem[];
  error: string | null;
}

export type UsersListEvent =
  | { type: 'search.change'; query: string }
  | { type: 'page.go'; page: number }
  | { type: 'list.retry' }
  /** The user blocked this person (the block popup, through the actor system): they leave the list. */
  | UserBlocked;

export interface UsersListDeps {
  /** GET /all-users; rejects with an ApiFailure. */
  loadUsers(page: number, q: string, signal: AbortSignal): Promise<AllUsersPage>;
}

/** The search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 400;

export const USERS_LIST_SYSTEM_ID = 'usersList';
