import { fromPromise, setup } from 'xstate';
import type { UserView } from '../../contract/user';
import { notProvided } from '../shared/not-provided';
import { PHOTO_DELETED_MS, type PhotoDeletionEvent } from './photo-deletion.types';

export const photoDeletionMachine = setup({
  types: {
    events: {} as PhotoDeletionEvent,
  },
  actors: {
    deletePhoto: fromPromise<UserView>(notProvided('photoDeletion.deletePhoto')),
  },
  actions: {
    userUpdated: (_args, _params: { user: UserView }) => notProvided('photoDeletion.userUpdated')(),
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
          actions: { type: 'userUpdated', params: ({ event }) => ({ user: event.output }) },
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
