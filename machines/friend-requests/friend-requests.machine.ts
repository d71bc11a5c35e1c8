import { msg } from '@lingui/core/macro';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { AcceptRequestResult } from '../../contract/friends';
import { NOTIFICATIONS_SYSTEM_ID, type NotificationsEvent } from '../notifications/notifications.types';
import { notProvided } from '../shared/not-provided';
import { outputOf, sendToSystem } from '../shared/send-to-system';
import { showToast } from '../toasts/toasts.actions';
import type { FriendRequestsContext, FriendRequestsEmitted, FriendRequestsEvent } from './friend-requests.types';

export const friendRequestsMachine = setup({
  types: {
    context: {} as FriendRequestsContext,
    events: {} as FriendRequestsEvent,
    emitted: {} as FriendRequestsEmitted,
  },
  actors: {
    acceptRequest: fromPromise<AcceptRequestResult, { senderId: number }>(notProvided('friendRequests.acceptRequest')),
    declineRequest: fromPromise<void, { senderId: number }>(notProvided('friendRequests.declineRequest')),
  },
  actions: {
    notifyAdded: showToast('success', msg`Friends added successfully`),
    notifyFailed: showToast('error', msg`Failed, try again`),
    /** The handled request leaves the notification panel. */
    dropItem: sendToSystem(
      NOTIFICATIONS_SYSTEM_ID,
      ({ context }: { context: FriendRequestsContext }): NotificationsEvent => ({
        type: 'friends.requestHandled',
        id: context.acting?.id ?? 0,
      }),
    ),
    tellAccepted: emit(({ event }) => ({
      type: 'friendRequests.accepted',
      friend: outputOf<AcceptRequestResult>(event).friend,
    })),
    done: assign({ acting: null }),
  },
}).createMachine({
  id: 'friendRequests',
  context: { acting: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'request.accept': {
          target: 'accepting',
          actions: assign({ acting: ({ event }) => ({ id: event.id, action: 'accept' as const }) }),
        },
        'request.decline': {
          target: 'declining',
          actions: assign({ acting: ({ event }) => ({ id: event.id, action: 'decline' as const }) }),
        },
      },
    },
    accepting: {
      invoke: {
        id: 'acceptRequest',
        src: 'acceptRequest',
        input: ({ context }) => ({ senderId: context.acting!.id }),
        onDone: { target: 'idle', actions: ['notifyAdded', 'dropItem', 'tellAccepted', 'done'] },
        onError: { target: 'idle', actions: ['notifyFailed', 'done'] },
      },
    },
    declining: {
      invoke: {
        id: 'declineRequest',
        src: 'declineRequest',
        input: ({ context }) => ({ senderId: context.acting!.id }),
        onDone: { target: 'idle', actions: ['dropItem', 'done'] },
        onError: { target: 'idle', actions: ['notifyFailed', 'done'] },
      },
    },
  },
});
