import { fromPromise, setup } from 'xstate';
import type { UserView } from '../../contract/user';
import { SESSION_SYSTEM_ID, type SessionEvent } from '../session/session.types';
import { notProvided } from '../shared/not-provided';
import { outputOf, sendToSystem } from '../shared/send-to-system';
import { PHOTO_DELETED_MS, type PhotoDeletionEvent } from './photo-deletion.types';

export const photoDeletionMachine = setup({
  types: {
    events: {} as PhotoDeletionEvent,
  },
  actors: {
    deletePhoto: fromPromise<UserView>(notProvided('photoDeletion.deletePhoto')),
  },
  actions: {
    // The fresh user goes to the session: every view of the user re-renders.
    userUpdated: sendToSystem(
      SESSION_SYSTEM_ID,
      ({ event }) => ({ type: 'session.userUpdated', user: outputOf<UserView>(event) }) satisfies SessionEvent,
    ),
  },
  delays: { message: PHOTO_DELETED_MS },
}).createMachine({
  id: 'photoDeletion',
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
        id: 'deletePhoto',
        src: 'deletePhoto',
        onDone: {
          target: 'deleted',
          actions: 'userUpdated',
        },
        onError: 'failed',
      },
    },
    deleted: {
      tags: ['open'],
      after: { message: 'idle' },
      on: { 'deletion.cancel': 'idle' },
    },
    failed: {
      tags: ['open'],
      on: { 'deletion.confirm': 'deleting', 'deletion.cancel': 'idle' },
    },
  },
});
