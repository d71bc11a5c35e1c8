import { assign, fromPromise, setup } from 'xstate';
import type { UserView } from '../../contract/user';
import { SESSION_SYSTEM_ID, type SessionEvent } from '../session/session.types';
import { failureOf } from '../shared/api-failure';
import { formFailureOf } from '../shared/form-failure';
import { notProvided } from '../shared/not-provided';
import { errorOf, outputOf, sendToSystem } from '../shared/send-to-system';
import {
  EMAIL_INCORRECT_DATA_STATUSES,
  type EmailChangeContext,
  type EmailChangeEvent,
  type EmailChangeInput,
  REPEAT_EMAIL_MS,
  sameEmail,
} from './email-change.types';

type SubmitEvent = Extract<EmailChangeEvent, { type: 'email.submit' }>;

const cleared = { problem: null, fieldErrors: {} } as const;

/** From every resting state a new address can be submitted; the current one is refused at once. */
const submit = [
  { guard: 'isCurrentEmail', target: '#emailChange.repeatEmailError', actions: 'rememberEmail' },
  { target: '#emailChange.confirming', actions: 'rememberEmail' },
] as const;

export const emailChangeMachine = setup({
  types: {
    context: {} as EmailChangeContext,
    events: {} as EmailChangeEvent,
    input: {} as EmailChangeInput,
  },
  actors: {
    requestChange: fromPromise<void, { email: string }>(notProvided('emailChange.requestChange')),
    confirmCode: fromPromise<UserView, { code: string }>(notProvided('emailChange.confirmCode')),
  },
  actions: {
    // The fresh user goes to the session: every view of the user re-renders.
    userUpdated: sendToSystem(
      SESSION_SYSTEM_ID,
      ({ event }) => ({ type: 'session.userUpdated', user: outputOf<UserView>(event) }) satisfies SessionEvent,
    ),
    rememberEmail: assign({ newEmail: ({ event }) => (event as SubmitEvent).email.trim(), ...cleared }),
    clear: assign(cleared),
    recordFailure: assign(({ event }) => formFailureOf(errorOf(event), EMAIL_INCORRECT_DATA_STATUSES)),
  },
  guards: {
    isCurrentEmail: ({ context, event }) => sameEmail((event as SubmitEvent).email, context.currentEmail),
    codeAlreadySent: ({ context, event }) =>
      failureOf(errorOf(event)).status === 429 && context.pendingEmail === context.newEmail,
    serverSaysSameEmail: ({ event }) => failureOf(errorOf(event)).code === 'email_unchanged',
  },
  delays: { repeatEmail: REPEAT_EMAIL_MS },
}).createMachine({
  id: 'emailChange',
  context: ({ input }) => ({ currentEmail: input.currentEmail, newEmail: '', pendingEmail: null, ...cleared }),
  initial: 'editing',
  states: {
    editing: {
      on: { 'email.submit': submit },
    },
    repeatEmailError: {
      after: { repeatEmail: 'editing' },
      on: { 'email.submit': submit },
    },
    confirming: {
      tags: ['confirmOpen'],
      on: { 'email.confirm': 'requesting', 'email.cancel': 'editing' },
    },
    requesting: {
      tags: ['confirmOpen', 'busy'],
      invoke: {
        id: 'requestChange',
        src: 'requestChange',
        input: ({ context }) => ({ email: context.newEmail }),
        onDone: { target: 'awaitingCode', actions: assign({ pendingEmail: ({ context }) => context.newEmail }) },
        onError: [
          { guard: 'serverSaysSameEmail', target: 'repeatEmailError' },
          { guard: 'codeAlreadySent', target: 'awaitingCode' },
          { target: 'failed', actions: 'recordFailure' },
        ],
      },
    },
    failed: {
      on: { 'email.submit': submit },
    },
    awaitingCode: {
      tags: ['codeOpen'],
      on: { 'code.submit': 'confirmingCode', 'email.cancel': { target: 'editing', actions: 'clear' } },
    },
    confirmingCode: {
      tags: ['codeOpen', 'busy'],
      entry: 'clear',
      invoke: {
        id: 'confirmCode',
        src: 'confirmCode',
        input: ({ event }) => ({ code: (event as Extract<EmailChangeEvent, { type: 'code.submit' }>).code }),
        onDone: {
          target: 'done',
          actions: [assign({ currentEmail: ({ event }) => event.output.email, pendingEmail: null }), 'userUpdated'],
        },
        onError: { target: 'awaitingCode', actions: 'recordFailure' },
      },
    },
    done: {
      tags: ['doneOpen'],
      on: { 'email.submit': submit, 'email.dismiss': 'editing' },
    },
  },
});
