import { msg, plural } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import type { LoginInput } from '../../contract/login';
import { SIGN_IN_MESSAGES } from '../../contract/sign-in-messages';
import type { LoginResponse } from '../../contract/user';
import { SESSION_SYSTEM_ID, type SessionEvent } from '../session/session.types';
import { failureOf, retryAfterMinutes, statusOf } from '../shared/api-failure';
import { COMMON_MESSAGES } from '../shared/messages';
import { notProvided } from '../shared/not-provided';
import { outputOf, sendToSystem } from '../shared/send-to-system';
import { validationErrorsAmong } from '../shared/validation-errors';
import type { LoginContext, LoginEvent } from './login.types';

// The login form's fields are email and password: the server's 422 on them speaks only their texts.
const { validationErrorsOf, hasValidationErrors } = validationErrorsAmong(Object.values(SIGN_IN_MESSAGES));

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    login: fromPromise<LoginResponse, LoginInput>(notProvided('login.login')),
  },
  actions: {
    takeValues: assign({ values: ({ event }) => event.values, formError: null, fieldErrors: null, closed: null }),
    showAccountClosed: assign({
      closed: ({ event }) => failureOf((event as { error?: unknown }).error).closed ?? null,
    }),
    // The session stores the token and the user (signupStep 3).
    signIn: sendToSystem(SESSION_SYSTEM_ID, ({ event }) => {
      const { access_token, user } = outputOf<LoginResponse>(event);
      return { type: 'session.loggedIn', token: access_token, user } satisfies SessionEvent;
    }),
    showFieldErrors: assign({ fieldErrors: ({ event }) => validationErrorsOf((event as { error?: unknown }).error) }),
    showInvalidCredentials: assign({ formError: msg`Invalid email or password` }),
    showTooManyAttempts: assign({
      formError: ({ event }) => {
        const minutes = retryAfterMinutes((event as { error?: unknown }).error);
        return msg`Too many attempts, try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}`;
      },
    }),
    showFailure: assign({ formError: COMMON_MESSAGES.failedReload }),
  },
  guards: {
    hasValidationErrors,
    // Spec §8: 422, or 401 in the spec's other reading, means the credentials were wrong.
    isWrongCredentials: ({ event }) => [401, 422].includes(statusOf((event as { error?: unknown }).error) ?? 0),
    isRateLimited: ({ event }) => statusOf((event as { error?: unknown }).error) === 429,
    isAccountClosed: ({ event }) => Boolean(failureOf((event as { error?: unknown }).error).closed),
  },
}).createMachine({
  id: 'login',
  context: { values: null, formError: null, fieldErrors: null, closed: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'login.submit': { target: 'submitting', actions: 'takeValues' } },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => context.values!,
        onDone: { target: 'signedIn', actions: 'signIn' },
        onError: [
          { guard: 'hasValidationErrors', target: 'idle', actions: 'showFieldErrors' },
          { guard: 'isWrongCredentials', target: 'idle', actions: 'showInvalidCredentials' },
          { guard: 'isRateLimited', target: 'idle', actions: 'showTooManyAttempts' },
          { guard: 'isAccountClosed', target: 'idle', actions: 'showAccountClosed' },
          { target: 'idle', actions: 'showFailure' },
        ],
      },
    },
    /** The session is signed in; the page is about to be left. */
    signedIn: { tags: ['busy'], type: 'final' },
  },
});
