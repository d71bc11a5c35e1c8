import { assign, fromPromise, setup } from 'xstate';
import type { UserView } from '../../contract/user';
import { BREED_PICKER_SYSTEM_ID } from '../breed-picker/breed-picker.types';
import { SESSION_SYSTEM_ID, type SessionEvent } from '../session/session.types';
import { formFailureOf } from '../shared/form-failure';
import { notProvided } from '../shared/not-provided';
import { outputOf, sendToSystem } from '../shared/send-to-system';
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
    // The fresh user goes to the session: every view of the user re-renders.
    userUpdated: sendToSystem(
      SESSION_SYSTEM_ID,
      ({ event }) => ({ type: 'session.userUpdated', user: outputOf<UserView>(event) }) satisfies SessionEvent,
    ),
    // The breed select shows the app's shared list (the breed picker loads it once).
    loadBreeds: sendToSystem(BREED_PICKER_SYSTEM_ID, { type: 'breeds.load' }),
    clear: assign(cleared),
  },
  delays: { savedMessage: PROFILE_SAVED_MS },
}).createMachine({
  id: 'profileForm',
  context: cleared,
  entry: 'loadBreeds',
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
        onDone: { target: 'saved', actions: 'userUpdated' },
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
