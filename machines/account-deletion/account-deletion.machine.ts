import { fromPromise, setup } from 'xstate';
import type { UserView } from '../../contract/user';
import { notProvided } from '../shared/not-provided';
import type { AccountDeletionEvent } from './account-deletion.types';

export const accountDeletionMachine = setup({
  types: {
    events: {} as AccountDeletionEvent,
  },
  actors: {
    deleteAccount: fromPromise<UserView>(notProvided('accountDeletion.deleteAccount')),
  },
  actions: {
    notifyDeleted: notProvided('accountDeletion.notifyDeleted'),
    notifyFailed: notProvided('accountDeletion.notifyFailed'),
    logout: notProvided('accountDeletion.logout'),
  },
}).createMachine({
  id: 'accountDeletion',
  initial: 'idle',
  states: {
    idle: {
      on: { 'deletion.open': 'confirming' },
    },
    confirming: {
      tags: ['open'],
      on: { 'deletion.confirm': 'deleting', 'deletion.cancel': 'idle' },
    },
    deleting: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        onDone: 'deleted',
        onError: { target: 'failed', actions: 'notifyFailed' },
      },
    },
    failed: {
      tags: ['open'],
      on: { 'deletion.confirm': 'deleting', 'deletion.cancel': 'idle' },
    },
    deleted: {
      type: 'final',
      entry: ['notifyDeleted', 'logout'],
    },
  },
});
