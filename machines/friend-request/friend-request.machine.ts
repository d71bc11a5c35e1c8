import { msg, plural } from '@lingui/core/macro';
import { and, assign, fromPromise, setup } from 'xstate';
import type { AcceptRequestResult, FriendLimit, SendRequestResult } from '../../contract/friends';
import { NOTIFICATIONS_SYSTEM_ID, type NotificationsEvent } from '../notifications/notifications.types';
import { codeOf, retryAfterMinutes, statusOf } from '../shared/api-failure';
import { COMMON_MESSAGES } from '../shared/messages';
import { notProvided } from '../shared/not-provided';
import { outputOf, sendToSystem } from '../shared/send-to-system';
import { updateSessionFriends } from '../shared/session-friends';
import { showToast, showToastOf } from '../toasts/toasts.actions';
import type { FriendRequestContext, FriendRequestEvent, FriendRequestInput } from './friend-request.types';

export const FRIEND_REQUEST_MESSAGES = {
  /** Spec §6, §8: 'you used limit'. */
  limit: msg`You used your friends limit. Subscribe to add more friends.`,
  /** Spec §8 success toasts. */
  sent: msg`Request sent successfully`,
  friendsAdded: msg`Friends added successfully`,
  /** 409: a request to this user is already pending (or they are friends already). */
  alreadyAsked: msg`You have already asked this user to be friends`,
  /** 409 `recently_declined`: this user declined a request from you within 7 days. */
  recentlyDeclined: msg`This user declined your friend request. You can ask again 7 days after that.`,
  /** Spec §8 'failed sent request'. */
  sendFailed: msg`Failed to send the request`,
};

export const friendRequestMachine = setup({
  types: {
    context: {} as FriendRequestContext,
    events: {} as FriendRequestEvent,
    input: {} as FriendRequestInput,
  },
  actors: {
    friendLimit: fromPromise<FriendLimit>(notProvided('friendRequest.friendLimit')),
    sendRequest: fromPromise<SendRequestResult, { to: number }>(notProvided('friendRequest.sendRequest')),
    acceptRequest: fromPromise<AcceptRequestResult, { senderId: number }>(notProvided('friendRequest.acceptRequest')),
  },
  guards: {
    isSubscribed: ({ context }) => context.isSubscribed,
    underLimit: ({ context, event }) => {
      const { limit } = outputOf<FriendLimit>(event);
      return limit === null || context.count < limit;
    },
    refusedAtLimit: ({ event }) => statusOf((event as { error?: unknown }).error) === 403,
    alreadyAsked: ({ event }) => statusOf((event as { error?: unknown }).error) === 409,
    recentlyDeclined: ({ event }) => codeOf((event as { error?: unknown }).error) === 'recently_declined',
    sendingPaused: ({ event }) => codeOf((event as { error?: unknown }).error) === 'sending_paused',
    isNewTarget: ({ context, event }) => 'userId' in event && context.statuses[event.userId] === undefined,
  },
  actions: {
    target: assign({
      target: ({ event }) => ('userId' in event ? event.userId : null),
      limitReached: false,
    }),
    markSent: assign(({ context, event }) => {
      const result = outputOf<SendRequestResult>(event);
      const id = context.target as number;
      return {
        target: null,
        count: context.count + 1,
        statuses: { ...context.statuses, [id]: result.status === 'friends' ? 'friends' : 'requested' },
      };
    }),
    markAccepted: assign(({ context }) => ({
      target: null,
      count: context.count + 1,
      statuses: { ...context.statuses, [context.target as number]: 'friends' as const },
    })),
    markAsked: assign(({ context }) => ({
      target: null,
      statuses: { ...context.statuses, [context.target as number]: 'requested' as const },
    })),
    atLimit: assign({ target: null, limitReached: true }),
    clearTarget: assign({ target: null }),
    dismissWarning: assign({ limitReached: false }),
    toastSent: showToast('success', FRIEND_REQUEST_MESSAGES.sent),
    toastFriends: showToast('success', FRIEND_REQUEST_MESSAGES.friendsAdded),
    toastLimit: showToast('warning', FRIEND_REQUEST_MESSAGES.limit),
    toastSendFailed: showToast('error', FRIEND_REQUEST_MESSAGES.sendFailed),
    toastAlreadyAsked: showToast('info', FRIEND_REQUEST_MESSAGES.alreadyAsked),
    toastRecentlyDeclined: showToast('warning', FRIEND_REQUEST_MESSAGES.recentlyDeclined),
    // 429 `sending_paused`: declines from several people paused sending; Retry-After says how long.
    // enqueueActions' actor typing cannot be inferred through the helper (as in session.machine).
    toastSendingPaused: showToastOf('warning', ({ event }: { event: { type: string; error?: unknown } }) => {
      const minutes = retryAfterMinutes(event.error);
      return msg`Several people declined your friend requests today, so sending is paused. You can send again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`;
    }) as never,
    toastAcceptFailed: showToast('error', COMMON_MESSAGES.failedTryAgain),
    // A new friendship reaches the session user's `friends` (the chat's button, the limit).
    sessionFriendAdded: updateSessionFriends(({ context }) => ({ add: context.target ?? undefined })),
    // The bell drops the request it listed from this sender.
    requestHandled: sendToSystem(
      NOTIFICATIONS_SYSTEM_ID,
      ({ context }) => ({ type: 'friends.requestHandled', id: context.target as number }) satisfies NotificationsEvent,
    ),
  },
}).createMachine({
  id: 'friendRequest',
  context: ({ input }) => ({
    isSubscribed: input.isSubscribed,
    count: input.friendCount,
    target: null,
    statuses: {},
    limitReached: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'request.send': [
          { guard: and(['isNewTarget', 'isSubscribed']), target: 'sending', actions: 'target' },
          { guard: 'isNewTarget', target: 'checkingLimit', actions: 'target' },
        ],
        'request.accept': { guard: 'isNewTarget', target: 'accepting', actions: 'target' },
        'request.dismissWarning': { actions: 'dismissWarning' },
      },
    },
    checkingLimit: {
      tags: ['busy'],
      invoke: {
        id: 'friendLimit',
        src: 'friendLimit',
        onDone: [
          { guard: 'underLimit', target: 'sending' },
          { target: 'idle', actions: ['atLimit', 'toastLimit'] },
        ],
        onError: { target: 'idle', actions: ['clearTarget', 'toastSendFailed'] },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }) => ({ to: context.target as number }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'friends',
            target: 'idle',
            actions: ['sessionFriendAdded', 'markSent', 'toastFriends'],
          },
          { target: 'idle', actions: ['markSent', 'toastSent'] },
        ],
        onError: [
          { guard: 'refusedAtLimit', target: 'idle', actions: ['atLimit', 'toastLimit'] },
          // Checked before `alreadyAsked`: a decline's 409 must not mark the user "requested".
          { guard: 'recentlyDeclined', target: 'idle', actions: ['clearTarget', 'toastRecentlyDeclined'] },
          { guard: 'sendingPaused', target: 'idle', actions: ['clearTarget', 'toastSendingPaused'] },
          { guard: 'alreadyAsked', target: 'idle', actions: ['markAsked', 'toastAlreadyAsked'] },
          { target: 'idle', actions: ['clearTarget', 'toastSendFailed'] },
        ],
      },
    },
    accepting: {
      tags: ['busy'],
      invoke: {
        id: 'acceptRequest',
        src: 'acceptRequest',
        input: ({ context }) => ({ senderId: context.target as number }),
        onDone: { target: 'idle', actions: ['requestHandled', 'sessionFriendAdded', 'markAccepted', 'toastFriends'] },
        onError: { target: 'idle', actions: ['clearTarget', 'toastAcceptFailed'] },
      },
    },
  },
});
