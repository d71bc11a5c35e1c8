import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import type { Friend, FriendsPages } from '../../contract/friends';
import { failureOf } from '../shared/api-failure';
import { COMMON_MESSAGES } from '../shared/messages';
import { notProvided } from '../shared/not-provided';
import { outputOf } from '../shared/send-to-system';
import { updateSessionFriends } from '../shared/session-friends';
import { showToast } from '../toasts/toasts.actions';
import { friendsUpdates } from './friends-list.links';
import { clampPages, flattenPages, groupOf, pageCount, withPresence } from './friends-list.paging';
import type { FriendsListContext, FriendsListEvent, FriendsListInput } from './friends-list.types';

export const FRIENDS_LIST_MESSAGES = {
  /** Spec §8 'friend removed successfully'. */
  removed: msg`Friend removed successfully`,
};

const friendById = (friends: Friend[], id: number) => friends.find((f) => f.id === id) ?? null;

export const friendsListMachine = setup({
  types: {
    context: {} as FriendsListContext,
    events: {} as FriendsListEvent,
    input: {} as FriendsListInput,
  },
  actors: {
    loadFriends: fromPromise<FriendsPages, { pageSize: number }>(notProvided('friendsList.loadFriends')),
    removeFriend: fromPromise<void, { friendId: number }>(notProvided('friendsList.removeFriend')),
    friendsUpdates,
  },
  actions: {
    openCall: (_args, _params: { friendId: number }) => notProvided('friendsList.openCall')(),
    loaded: assign(({ context, event }) => {
      const friends = flattenPages(outputOf<FriendsPages>(event));
      return { friends, error: null, page: clampPages(friends, context.page, context.pageSize) };
    }),
    loadFailed: assign({ error: ({ event }) => failureOf((event as { error?: unknown }).error).message }),
    goToPage: assign({
      page: ({ context, event }) => {
        if (event.type !== 'page.go') return context.page;
        const count = pageCount(groupOf(context.friends, event.group).length, context.pageSize);
        const page = Math.min(Math.max(1, Math.trunc(event.page)), count);
        return { ...context.page, [event.group]: page };
      },
    }),
    applyPresence: assign(({ context, event }) => {
      if (event.type !== 'friends.presence') return {};
      const friends = withPresence(context.friends, event.online, event.offline, event.onCall);
      const removing = context.removing ? friendById(friends, context.removing.id) : null;
      return { friends, removing, page: clampPages(friends, context.page, context.pageSize) };
    }),
    addFriend: assign(({ context, event }) => {
      if (event.type !== 'friends.added') return {};
      const friends = [...context.friends.filter((f) => f.id !== event.friend.id), event.friend];
      return { friends, page: clampPages(friends, context.page, context.pageSize) };
    }),
    chooseRemoval: assign({
      removing: ({ context, event }) => (event.type === 'friend.remove' ? friendById(context.friends, event.id) : null),
    }),
    forgetRemoval: assign({ removing: null }),
    dropRemoved: assign(({ context }) => {
      const friends = context.friends.filter((f) => f.id !== context.removing?.id);
      return { friends, removing: null, page: clampPages(friends, context.page, context.pageSize) };
    }),
    sessionFriendRemoved: updateSessionFriends(({ context }) => ({ remove: context.removing?.id })),
    dropBlocked: assign(({ context, event }) => {
      if (event.type !== 'user.blocked') return {};
      const friends = context.friends.filter((f) => f.id !== event.userId);
      return { friends, page: clampPages(friends, context.page, context.pageSize) };
    }),
    sessionFriendBlocked: updateSessionFriends(({ event }) =>
      event.type === 'user.blocked' ? { remove: event.userId } : {},
    ),
    sessionFriendAdded: updateSessionFriends(({ event }) =>
      event.type === 'friends.added' ? { add: event.friend.id } : {},
    ),
    toastRemoved: showToast('success', FRIENDS_LIST_MESSAGES.removed),
    toastRemoveFailed: showToast('error', COMMON_MESSAGES.failedTryAgain),
  },
  guards: {
    isFriend: ({ context, event }) => 'id' in event && friendById(context.friends, event.id) !== null,
    canInvite: ({ context, event }) => {
      const friend = 'id' in event ? friendById(context.friends, event.id) : null;
      return Boolean(friend?.is_online && !friend.is_on_call);
    },
  },
}).createMachine({
  id: 'friendsList',
  context: ({ input }) => ({
    pageSize: input.pageSize,
    friends: [],
    page: { online: 1, offline: 1 },
    removing: null,
    error: null,
  }),
  invoke: { id: 'updates', src: 'friendsUpdates' },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadFriends',
        src: 'loadFriends',
        input: ({ context }) => ({ pageSize: context.pageSize }),
        onDone: { target: 'ready', actions: 'loaded' },
        onError: { target: 'failed', actions: 'loadFailed' },
      },
    },
    failed: {
      on: { 'list.retry': 'loading' },
    },
    ready: {
      on: {
        'page.go': { actions: 'goToPage' },
        'friends.presence': { actions: 'applyPresence' },
        'friends.added': { actions: ['addFriend', 'sessionFriendAdded'] },
        'friend.invite': {
          guard: 'canInvite',
          actions: { type: 'openCall', params: ({ event }) => ({ friendId: event.id }) },
        },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            'friend.remove': { guard: 'isFriend', target: 'confirming', actions: 'chooseRemoval' },
            // Blocked from the card's button (the block popup): the friendship ended on the server.
            'user.blocked': { actions: ['dropBlocked', 'sessionFriendBlocked'] },
          },
        },
        confirming: {
          tags: ['confirming'],
          on: { 'removal.confirm': 'removing', 'removal.cancel': { target: 'idle', actions: 'forgetRemoval' } },
        },
        removing: {
          tags: ['confirming', 'removing'],
          invoke: {
            id: 'removeFriend',
            src: 'removeFriend',
            input: ({ context }) => ({ friendId: context.removing?.id as number }),
            onDone: { target: 'idle', actions: ['sessionFriendRemoved', 'dropRemoved', 'toastRemoved'] },
            onError: { target: 'idle', actions: ['forgetRemoval', 'toastRemoveFailed'] },
          },
        },
      },
    },
  },
});
