import { assign, fromPromise, setup } from 'xstate';
import { formFailureOf } from '../shared/form-failure';
import { notProvided } from '../shared/not-provided';
import {
  PASSWORD_CHANGED_MS,
  PASSWORD_INCORRECT_DATA_STATUSES,
  type PasswordChangeContext,
  type PasswordChangeEvent,
  type PasswordValues,
} from './password-change.types';

const cleared = { problem: null, fieldErrors: {} } satisfies PasswordChangeContext;

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
  },
  actors: {
    changePassword: fromPromise<void, PasswordValues>(notProvided('passwordChange.changePassword')),
  },
  actions: {
    clear: assign(cleared),
  },
  delays: { message: PASSWORD_CHANGED_MS },
}).createMachine({
  id: 'passwordChange',
  context: cleared,
  initial: 'closed',
  states: {
    closed: {
      on: { 'password.open': { target: 'editing', actions: 'clear' } },
    },
    editing: {
      tags: ['open'],
      on: { 'password.submit': 'saving', 'password.close': 'closed' },
    },
    saving: {
      tags: ['open', 'busy'],
      entry: 'clear',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => (event as Extract<PasswordChangeEvent, { type: 'password.submit' }>).values,
        onDone: 'saved',
        onError: {
          target: 'failed',
          actions: assign(({ event }) => formFailureOf(event.error, PASSWORD_INCORRECT_DATA_STATUSES)),
        },
      },
    },
    saved: {
      tags: ['open'],
      after: { message: 'closed' },
      on: { 'password.close': 'closed' },
    },
    failed: {
      tags: ['open'],
      on: { 'password.submit': 'saving', 'password.close': 'closed' },
    },
  },
});
