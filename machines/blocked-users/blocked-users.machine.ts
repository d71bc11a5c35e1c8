import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import type { BlockedUser } from '../../contract/safety';
import { COMMON_MESSAGES } from '../shared/messages';
import { notProvided } from '../shared/not-provided';
import { outputOf } from '../shared/send-to-system';
import { showToast } from '../toasts/toasts.actions';
import type { BlockedUsersContext, BlockedUsersEvent } from './blocked-users.types';

const byId = (users: BlockedUser[], id: number) => users.find((u) => u.id === id) ?? null;

export const blockedUsersMachine = setup({
  types: { context: {} as BlockedUsersContext, events: {} as BlockedUsersEvent },
  actors: {
    loadBlocks: fromPromise<BlockedUser[]>(notProvided('blockedUsers.loadBlocks')),
    unblock: fromPromise<void, { userId: number }>(notProvided('blockedUsers.unblock')),
  },
  actions: {
    loaded: assign({ users: ({ event }) => outputOf<BlockedUser[]>(event) ?? [] }),
    choose: assign({
      unblocking: ({ context, event }) => (event.type === 'user.unblock' ? byId(context.users, event.id) : null),
    }),
    forget: assign({ unblocking: null }),
    dropUnblocked: assign(({ context }) => ({
      users: context.users.filter((u) => u.id !== context.unblocking?.id),
      unblocking: null,
    })),
    toastUnblocked: showToast('success', msg`Unblocked`),
    toastFailed: showToast('error', COMMON_MESSAGES.failedTryAgain),
  },
  guards: {
    isBlocked: ({ context, event }) => event.type === 'user.unblock' && byId(context.users, event.id) !== null,
  },
}).createMachine({
  id: 'blockedUsers',
  context: { users: [], unblocking: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadBlocks',
        src: 'loadBlocks',
        onDone: { target: 'ready', actions: 'loaded' },
        onError: 'failed',
      },
    },
    failed: { on: { 'list.retry': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'user.unblock': { guard: 'isBlocked', target: 'confirming', actions: 'choose' } } },
        confirming: {
          tags: ['confirming'],
          on: { 'unblock.confirm': 'unblocking', 'unblock.cancel': { target: 'idle', actions: 'forget' } },
        },
        unblocking: {
          tags: ['confirming', 'busy'],
          invoke: {
            id: 'unblock',
            src: 'unblock',
            input: ({ context }) => ({ userId: context.unblocking!.id }),
            onDone: { target: 'idle', actions: ['dropUnblocked', 'toastUnblocked'] },
            onError: { target: 'idle', actions: ['forget', 'toastFailed'] },
          },
        },
      },
    },
  },
});
