import { assign, fromPromise, setup } from 'xstate';
import type { UserView } from '../../contract/user';
import { formFailureOf } from '../shared/form-failure';
import { notProvided } from '../shared/not-provided';
import {
  PROFILE_INCORRECT_DATA_STATUSES,
  PROFILE_SAVED_MS,
  type ProfileFormContext,
  type ProfileFormEvent,
  type ProfileValues,
} from './profile-form.types';

const cleared = { problem: null, fieldErrors: {} } satisfies ProfileFormContext;

export const profileFormMachine = setup({
  types: {
    context: {} as ProfileFormContext,
    events: {} as ProfileFormEvent,
  },
  actors: {
    saveProfile: fromPromise<UserView, ProfileValues>(notProvided('profileForm.saveProfile')),
  },
  actions: {
    userUpdated: (_args, _params: { user: UserView }) => notProvided('profileForm.userUpdated')(),
    clear: assign(cleared),
  },
  delays: { savedMessage: PROFILE_SAVED_MS },
}).createMachine({
  id: 'profileForm',
  context: cleared,
  initial: 'editing',
  on: {
    'profile.reset': { target: '.editing', actions: 'clear' },
  },
  states: {
    editing: {
      on: { 'profile.save': 'saving' },
    },
    saving: {
      tags: ['busy'],
      entry: 'clear',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ event }) => (event as Extract<ProfileFormEvent, { type: 'profile.save' }>).values,
        onDone: { target: 'saved', actions: { type: 'userUpdated', params: ({ event }) => ({ user: event.output }) } },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => formFailureOf(event.error, PROFILE_INCORRECT_DATA_STATUSES)),
        },
      },
      // Nothing else while the request runs: a second save would race the first.
      on: { 'profile.reset': {} },
    },
    saved: {
      after: { savedMessage: 'editing' },
      on: { 'profile.save': 'saving' },
    },
    failed: {
      on: { 'profile.save': 'saving' },
    },
  },
});
