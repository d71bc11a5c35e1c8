import { msg } from '@lingui/core/macro';
import { fromPromise, setup } from 'xstate';
import type { UserView } from '../../contract/user';
import { SESSION_SYSTEM_ID, type SessionEvent } from '../session/session.types';
import { COMMON_MESSAGES } from '../shared/messages';
import { notProvided } from '../shared/not-provided';
import { sendToSystem } from '../shared/send-to-system';
import { showToast } from '../toasts/toasts.actions';
import type { AccountDeletionEvent } from './account-deletion.types';

export const accountDeletionMachine = setup({
  types: {
    events: {} as AccountDeletionEvent,
  },
  actors: {
    deleteAccount: fromPromise<UserView>(notProvided('accountDeletion.deleteAccount')),
  },
  actions: {
    // Spec §4: the warning "account deleted", then logout (the server revoked the session with the account).
    notifyDeleted: showToast('warning', msg`Your account has been deleted`),
    notifyFailed: showToast('error', COMMON_MESSAGES.somethingWentWrong),
    logout: sendToSystem(SESSION_SYSTEM_ID, { type: 'session.logout' } satisfies SessionEvent),
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
