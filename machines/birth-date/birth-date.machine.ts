import { assign, fromPromise, setup } from 'xstate';
import type { UserView } from '../../contract/user';
import { SESSION_SYSTEM_ID, type SessionEvent } from '../session/session.types';
import { failureOf } from '../shared/api-failure';
import { notProvided } from '../shared/not-provided';
import { outputOf, sendToSystem } from '../shared/send-to-system';
import type { BirthDateContext, BirthDateEvent } from './birth-date.types';

export const birthDateMachine = setup({
  types: { context: {} as BirthDateContext, events: {} as BirthDateEvent },
  actors: {
    save: fromPromise<UserView, { value: string }>(notProvided('birthDate.save')),
  },
  actions: {
    userUpdated: sendToSystem(
      SESSION_SYSTEM_ID,
      ({ event }) => ({ type: 'session.userUpdated', user: outputOf<UserView>(event) }) satisfies SessionEvent,
    ),
  },
}).createMachine({
  id: 'birthDate',
  context: { error: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'birthDate.submit': 'saving' },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ event }) => ({ value: (event as BirthDateEvent).value }),
        onDone: { target: 'saved', actions: 'userUpdated' },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => failureOf(event.error).fields.birth_date?.[0] ?? failureOf(event.error).message ?? '',
          }),
        },
      },
    },
    saved: { type: 'final' },
  },
});
