import * as v from 'valibot';
import { intId, singleLine } from './fields';
import type { BreedView, PetGenderValue } from './user';

/**
 * Friends (API.md "Friends"): request schemas, response shapes and the realtime events about
 * requests. Shared by the server (validation) and the client (types, limit rule).
 */

/** Non-subscribers may have this many friends plus pending sent requests (`FRIEND_LIMIT`). */
export const DEFAULT_FRIEND_LIMIT = 5;
/** GET /friends pages the online and offline groups by this many unless `page_size` says otherwise. */
export const DEFAULT_FRIENDS_PAGE_SIZE = 10;
export const MAX_FRIENDS_PAGE_SIZE = 100;
/** GET /all-users page size. */
export const ALL_USERS_PAGE_SIZE = 20;
export const SEARCH_QUERY_MAX = 50;

/** The spec's warning when a non-subscriber is at the limit (§6, §8). */
export const FRIEND_LIMIT_MESSAGE = 'you used limit';

/**
 * The decline brake (docs/decisions.md "Friend requests after a decline"): after a decline the
 * same sender cannot ask the same person again for `sameRecipientDays`; declines from
 * `pauseDeclines` different people within `pauseWindowHours` pause the sender's requests for
 * `pauseMinutes` after the latest of them.
 */
export const DECLINE_BRAKE = {
  sameRecipientDays: 7,
  pauseDeclines: 3,
  pauseWindowHours: 24,
  pauseMinutes: 60,
} as const;

/** Refusals of POST /friends/send-request by the decline brake: stable `code` and English text. */
export const FRIEND_REQUEST_REFUSALS = {
  recentlyDeclined: {
    code: 'recently_declined',
    message: `This user declined your friend request. You can ask again ${DECLINE_BRAKE.sameRecipientDays} days after that.`,
  },
  sendingPaused: {
    code: 'sending_paused',
    /** The server adds the time it resumes (also `resumes_at` and `Retry-After`). */
    message: (resumesAt: Date) =>
      `Several people declined your friend requests today, so sending is paused until ${resumesAt.toISOString()}.`,
  },
} as const;

/** A missing field reads as empty, so it fails with the field's own message (as in contract/chat.ts). */
function required<S extends v.GenericSchema>(schema: S) {
  return v.optional(schema, '' as v.InferInput<S>);
}

/** Query strings carry numbers as text. */
const numberFromQuery = (value: unknown) =>
  typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value;

// ---- request bodies ----------------------------------------------------------------------

/** POST /friends/send-request */
export const sendRequestBody = v.object({ to: required(intId('Please choose the user to add')) });
/** POST /friends/accept-request and /friends/decline-request */
export const requestSenderBody = v.object({ senderId: required(intId('Please choose the request')) });
/** DELETE /friends/delete */
export const deleteFriendBody = v.object({ friendId: required(intId('Please choose the friend to remove')) });

/** GET /friends?page_size= */
export const friendsQuery = v.pipe(
  v.looseObject({}),
  v.transform((q: Record<string, unknown>) => ({ page_size: numberFromQuery(q.page_size) })),
  v.object({
    page_size: v.optional(
      v.pipe(
        v.number('Page size must be a number'),
        v.integer('Page size must be a whole number'),
        v.minValue(1, 'Page size must be at least 1'),
        v.maxValue(MAX_FRIENDS_PAGE_SIZE, `Page size cannot be more than ${MAX_FRIENDS_PAGE_SIZE}`),
      ),
      DEFAULT_FRIENDS_PAGE_SIZE,
    ),
  }),
);

/** GET /all-users?page=&q= */
export const allUsersQuery = v.pipe(
  v.looseObject({}),
  v.transform((q: Record<string, unknown>) => ({ page: numberFromQuery(q.page), q: q.q })),
  v.object({
    page: v.optional(
      v.pipe(
        v.number('Page must be a number'),
        v.integer('Page must be a whole number'),
        v.minValue(1, 'Page must be at least 1'),
        v.maxValue(1_000_000, 'Page is too large'),
      ),
      1,
    ),
    q: v.optional(
      v.pipe(
        v.string('Search must be text'),
        v.trim(),
        singleLine,
        v.maxLength(SEARCH_QUERY_MAX, `Search cannot be more than ${SEARCH_QUERY_MAX} characters`),
      ),
      '',
    ),
  }),
);

// ---- responses ---------------------------------------------------------------------------

/** A breed's names in both languages (spec §2: `name_ua` shows when the language is Ukrainian). */
export type BreedNames = Pick<BreedView, 'name' | 'name_ua'>;

/** Who a user is, as every friends list shows them (GET /all-users items have no pet gender). */
export interface UserCard {
  id: number;
  name: string;
  image: string | null;
  pet_name: string;
  breed: BreedNames | null;
}

/** A user card with the pet's gender (friends and friend requests). */
export interface PetOwnerCard extends UserCard {
  pet_gender: PetGenderValue;
}

export interface Friend extends PetOwnerCard {
  is_online: boolean;
  is_on_call: boolean;
}

/** GET /friends: each group split into pages (arrays of arrays); an empty group is `[]`. */
export interface FriendsPages {
  online: Friend[][];
  offline: Friend[][];
}

/** GET /friends/requests item: `id` is the sender's user id. */
export interface FriendRequest extends PetOwnerCard {
  created_at: string;
}

export type Relation = 'friend' | 'request_sent' | 'request_received' | null;

export interface AllUsersItem extends UserCard {
  relation: Relation;
}

export interface AllUsersPage {
  items: AllUsersItem[];
  page: number;
  pages: number;
}

/** POST /friends/send-request: 201 pending, or 200 friends when the recipient had already asked. */
export interface SendRequestResult {
  status: 'pending' | 'friends';
}

export interface AcceptRequestResult {
  friend: Friend;
}

/** GET /get-friend-limit: `null` for subscribers (no limit). */
export interface FriendLimit {
  limit: number | null;
}

// ---- realtime (FriendsChanel, each to its recipient only) ---------------------------------

/** To the recipient of a new request: the request itself plus who it is for. */
export interface SendFriendRequestData extends FriendRequest {
  type: 'sendFriendRequest';
  recipientId: number;
}

/** To the user whose request was accepted: the new friend as GET /friends lists them. */
export interface FriendRequestAcceptedData {
  type: 'friendRequestAccepted';
  recipientId: number;
  friend: Friend;
}
