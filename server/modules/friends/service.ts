import {
  ALL_USERS_PAGE_SIZE,
  type AllUsersPage,
  FRIEND_LIMIT_MESSAGE,
  type Friend,
  type FriendLimit,
  type FriendRequest,
  type FriendRequestAcceptedData,
  type FriendsPages,
  type PetOwnerCard,
  FRIEND_REQUEST_REFUSALS as REFUSALS,
  type Relation,
  type SendFriendRequestData,
  type SendRequestResult,
  type UserCard,
} from '../../../contract/friends';
import { FRIENDS_CHANNEL, FRIENDS_EVENT, type PresenceData } from '../../../contract/realtime';
import { SAFETY_MESSAGES } from '../../../contract/safety';
import type { SessionEvents } from '../../auth/session-events';
import type { UserRow } from '../../db/schema/index';
import { conflict, forbidden, HttpError, notFound, unprocessable } from '../../http/errors';
import type { RealtimePort } from '../../ports/realtime';
import type { PushService } from '../push/service';
import { isSubscribed } from '../users/user-view';
import type { Presence, PresenceStatus } from './presence';
import type { AllUsersRow, FriendsRepository, UserCardRow } from './repository';

export const FRIENDS_MESSAGES = {
  yourself: 'You cannot add yourself as a friend.',
  noSuchUser: 'There is no such user.',
  alreadyFriends: 'You are already friends.',
  alreadyPending: 'You have already sent a request to this user.',
  noRequest: 'There is no request from this user.',
  notFriend: 'This user is not your friend.',
} as const;
const M = FRIENDS_MESSAGES;

export interface FriendsDeps {
  repo: FriendsRepository;
  presence: Pick<Presence, 'statusOf'>;
  realtime: Pick<RealtimePort, 'publish'>;
  events: Pick<SessionEvents, 'userChanged'>;
  log: { error(obj: object, msg: string): void };
  now: () => Date;
  /** Friends plus pending sent requests a non-subscriber may have (`FRIEND_LIMIT`). */
  config: { friendLimit: number };
  /** Web Push to users with no open tab (server/modules/push); absent in specs that do not test it. */
  push?: Pick<PushService, 'notify'>;
}

/** A friend request (or its acceptance) waits at the push service at most a day (API.md "Push"). */
export const FRIEND_PUSH_TTL_SECONDS = 86_400;

const OFFLINE: PresenceStatus = { online: false, onCall: false };

/** The card every friends list shows (GET /all-users items). */
function toUserCard(card: UserCardRow): UserCard {
  return {
    id: card.id,
    name: card.name,
    image: card.image,
    pet_name: card.petName,
    breed: card.breedName === null ? null : { name: card.breedName, name_ua: card.breedNameUa ?? card.breedName },
  };
}

/** The card with the pet's gender (friends and requests; the gender comes before the breed, as before). */
function toPetOwnerCard(card: UserCardRow): PetOwnerCard {
  const { breed, ...rest } = toUserCard(card);
  return { ...rest, pet_gender: card.petGender, breed };
}

export function toFriend(card: UserCardRow, status: PresenceStatus): Friend {
  return { ...toPetOwnerCard(card), is_online: status.online, is_on_call: status.onCall };
}

function toRequest(card: UserCardRow, createdAt: Date): FriendRequest {
  return { ...toPetOwnerCard(card), created_at: createdAt.toISOString() };
}

function relationOf(row: AllUsersRow): Relation {
  if (row.isFriend) return 'friend';
  if (row.sentByMe) return 'request_sent';
  if (row.sentToMe) return 'request_received';
  return null;
}

function pages<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Friends: requests (one per pair), friendships (both directions), the friend limit of
 * non-subscribers, and who to tell. Every action is the authenticated user's own: a request is
 * accepted or declined only by its recipient, a friendship removed only by one of its two users.
 * Realtime events go to their one recipient; a change of friendship raises `userChanged` for both
 * users (their user object lists friend ids) and tells both the other's presence, so open
 * friends lists follow without a reload.
 */
export function createFriendsService({ repo, presence, realtime, events, log, now, config, push }: FriendsDeps) {
  /**
   * A push only for a user who is offline in realtime presence: an open tab already heard the
   * realtime event, and a phone should not ring for what the screen in front of them shows.
   * Not awaited by the request (a slow push service must not hold the answer); never throws.
   */
  function pushIfOffline(userId: number, type: 'friendRequest' | 'friendRequestAccepted', fromId: number): void {
    if (!push) return;
    const send = async () => {
      if ((await presence.statusOf([userId])).get(userId)?.online) return;
      const card = await repo.cardOf(fromId);
      if (!card) return;
      const from = { id: card.id, name: card.name, pet_name: card.petName };
      await push.notify(userId, { type, from }, { ttl: FRIEND_PUSH_TTL_SECONDS, urgency: 'normal' });
    };
    send().catch((err) => log.error({ err, userId, type }, 'friends push not sent'));
  }

  /** Delivery is best effort: the change has committed, a socket problem must not turn it into a 500. */
  async function tell(userId: number, data: unknown): Promise<void> {
    try {
      await realtime.publish(userId, FRIENDS_CHANNEL, FRIENDS_EVENT, data);
    } catch (err) {
      log.error({ err, userId }, 'friends event not delivered');
    }
  }

  async function friendOf(userId: number): Promise<Friend | null> {
    const card = await repo.cardOf(userId);
    if (!card) return null;
    const status = (await presence.statusOf([userId])).get(userId) ?? OFFLINE;
    return toFriend(card, status);
  }

  /** After a friendship was made or ended, each hears the other's presence (offline once ended). */
  async function tellPresence(a: number, b: number, made: boolean): Promise<void> {
    const statuses = made ? await presence.statusOf([a, b]) : new Map<number, PresenceStatus>();
    const presenceOf = (id: number): PresenceData => {
      const status = statuses.get(id) ?? OFFLINE;
      return {
        type: 'presence',
        snapshot: false,
        online: status.online ? [id] : [],
        offline: status.online ? [] : [id],
        on_call: status.onCall ? [id] : [],
      };
    };
    await Promise.all([tell(a, presenceOf(b)), tell(b, presenceOf(a))]);
  }

  /** A request turned into a friendship: tell its sender who accepted (before any presence). */
  async function tellAccepted(originalSender: number, accepter: number): Promise<void> {
    const friend = await friendOf(accepter);
    if (!friend) return;
    const data: FriendRequestAcceptedData = { type: 'friendRequestAccepted', recipientId: originalSender, friend };
    await tell(originalSender, data);
  }

  const limitFor = (user: Pick<UserRow, 'trialEndsAt' | 'subscriptionEndsAt'>): number | null =>
    isSubscribed(user, now()) ? null : config.friendLimit;

  return {
    /** GET /friends: online and offline groups (each by name), split into pages of `pageSize`. */
    async list(userId: number, pageSize: number): Promise<FriendsPages> {
      const cards = await repo.friendsOf(userId);
      const statuses = await presence.statusOf(cards.map((c) => c.id));
      const friends = cards.map((card) => toFriend(card, statuses.get(card.id) ?? OFFLINE));
      return {
        online: pages(
          friends.filter((f) => f.is_online),
          pageSize,
        ),
        offline: pages(
          friends.filter((f) => !f.is_online),
          pageSize,
        ),
      };
    },

    /**
     * POST /friends/send-request. The limit is checked inside the transaction that inserts the
     * request (repository). A request to someone who had already asked accepts theirs: no limit
     * applies to that, as none applies to accepting.
     */
    async sendRequest(senderId: number, to: number): Promise<SendRequestResult> {
      if (senderId === to) throw unprocessable(M.yourself, { to: [M.yourself] });
      const outcome = await repo.sendRequest(senderId, to, limitFor, now());
      switch (outcome.kind) {
        case 'noSuchUser':
          throw notFound(M.noSuchUser, 'no_such_user');
        case 'alreadyFriends':
          throw conflict(M.alreadyFriends, 'already_friends');
        case 'alreadyPending':
          throw conflict(M.alreadyPending, 'already_pending');
        case 'limitReached':
          throw forbidden(FRIEND_LIMIT_MESSAGE, 'friend_limit');
        case 'blocked':
          throw forbidden(SAFETY_MESSAGES.blocked, 'blocked');
        case 'recentlyDeclined':
          throw new HttpError(
            409,
            REFUSALS.recentlyDeclined.message,
            undefined,
            {},
            { code: REFUSALS.recentlyDeclined.code },
          );
        case 'sendingPaused': {
          const seconds = Math.ceil((outcome.until.getTime() - now().getTime()) / 1000);
          throw new HttpError(
            429,
            REFUSALS.sendingPaused.message(outcome.until),
            undefined,
            { 'retry-after': String(Math.max(1, seconds)) },
            { code: REFUSALS.sendingPaused.code, resumes_at: outcome.until.toISOString() },
          );
        }
        case 'friends':
          events.userChanged(senderId);
          events.userChanged(to);
          await tellAccepted(to, senderId);
          await tellPresence(senderId, to, true);
          pushIfOffline(to, 'friendRequestAccepted', senderId);
          return { status: 'friends' };
        case 'pending': {
          const card = await repo.cardOf(senderId);
          if (card) {
            const data: SendFriendRequestData = {
              type: 'sendFriendRequest',
              recipientId: to,
              ...toRequest(card, outcome.createdAt),
            };
            await tell(to, data);
          }
          pushIfOffline(to, 'friendRequest', senderId);
          return { status: 'pending' };
        }
      }
    },

    /** POST /friends/accept-request: only the recipient accepts; the sender hears `friendRequestAccepted`. */
    async accept(recipientId: number, senderId: number): Promise<{ friend: Friend }> {
      if (!(await repo.acceptRequest(recipientId, senderId))) throw notFound(M.noRequest, 'no_request');
      events.userChanged(recipientId);
      events.userChanged(senderId);
      await tellAccepted(senderId, recipientId);
      await tellPresence(recipientId, senderId, true);
      pushIfOffline(senderId, 'friendRequestAccepted', recipientId);
      const friend = await friendOf(senderId);
      // The sender deleted their account in between: the friendship went with it.
      if (!friend) throw notFound(M.noRequest, 'no_request');
      return { friend };
    },

    /**
     * POST /friends/decline-request: only the recipient declines. The decline is remembered: the
     * sender may ask this person again after 7 days, and declines from 3 people within a day
     * pause the sender's requests for an hour (decline-brake.ts).
     */
    async decline(recipientId: number, senderId: number): Promise<void> {
      if (!(await repo.declineRequest(recipientId, senderId, now()))) throw notFound(M.noRequest, 'no_request');
    },

    /** GET /friends/requests: incoming, newest first. */
    async requests(userId: number): Promise<FriendRequest[]> {
      const rows = await repo.incomingRequests(userId);
      return rows.map((row) => toRequest(row, row.createdAt));
    },

    /** DELETE /friends/delete: both directions at once. */
    async remove(userId: number, friendId: number): Promise<void> {
      if (!(await repo.removeFriend(userId, friendId))) throw notFound(M.notFriend, 'not_friends');
      events.userChanged(userId);
      events.userChanged(friendId);
      await tellPresence(userId, friendId, false);
    },

    /** A friendship ended elsewhere (a block): each hears the other go offline in their list. */
    friendshipEnded: (a: number, b: number) => tellPresence(a, b, false),

    /** GET /all-users: everyone else, by name, searched by name only, with the relation. */
    async allUsers(userId: number, query: { page: number; q: string }): Promise<AllUsersPage> {
      const { rows, total } = await repo.allUsers(userId, {
        q: query.q,
        offset: (query.page - 1) * ALL_USERS_PAGE_SIZE,
        limit: ALL_USERS_PAGE_SIZE,
      });
      return {
        items: rows.map((row) => ({ ...toUserCard(row), relation: relationOf(row) })),
        page: query.page,
        pages: Math.max(1, Math.ceil(total / ALL_USERS_PAGE_SIZE)),
      };
    },

    /** GET /get-friend-limit: `null` for subscribers. */
    friendLimit(user: Pick<UserRow, 'trialEndsAt' | 'subscriptionEndsAt'>): FriendLimit {
      return { limit: limitFor(user) };
    },
  };
}
export type FriendsService = ReturnType<typeof createFriendsService>;
