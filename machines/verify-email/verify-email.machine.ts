import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import type { VerifyInput } from '../../contract/auth';
import type { UserResponse } from '../../contract/user';
import { SESSION_SYSTEM_ID, type SessionEvent } from '../session/session.types';
import { statusOf } from '../shared/api-failure';
import { hasValidationErrors, validationErrorsOf } from '../shared/form-errors';
import { COMMON_MESSAGES } from '../shared/messages';
import { notProvided } from '../shared/not-provided';
import { outputOf, sendToSystem } from '../shared/send-to-system';
import type { VerifyEmailContext, VerifyEmailEvent, VerifyEmailInput } from './verify-email.types';

/** Spec §5/§8: shown when the address to verify is not known (e.g. the user could not be read). */
export const EMAIL_MISSING = msg`We do not know which email to verify. Please log in again.`;

const errorOf = (event: unknown) => (event as { error?: unknown }).error;

export const verifyEmailMachine = setup({
  types: {
    context: {} as VerifyEmailContext,
    events: {} as VerifyEmailEvent,
    input: {} as VerifyEmailInput,
  },
  actors: {
    verifyEmail: fromPromise<UserResponse, VerifyInput>(notProvided('verifyEmail.verifyEmail')),
  },
  actions: {
    takeCode: assign({
      code: ({ event }) => (event.type === 'code.submit' ? event.code : null),
      codeError: null,
      formError: null,
      fieldErrors: null,
    }),
    showEmailMissing: assign({ formError: EMAIL_MISSING, codeError: null, fieldErrors: null }),
    showIncorrectCode: assign({ codeError: msg`The code is incorrect or has expired` }),
    showTooManyTries: assign({ formError: msg`Too many wrong codes. Please request a new code.` }),
    showFieldErrors: assign({ fieldErrors: ({ event }) => validationErrorsOf(errorOf(event)) }),
    showFailure: assign({ formError: COMMON_MESSAGES.somethingWentWrong }),
    markVerified: sendToSystem(
      SESSION_SYSTEM_ID,
      ({ event }) => ({ type: 'session.verified', user: outputOf<UserResponse>(event).user }) satisfies SessionEvent,
    ),
    goToNextStep: notProvided('verifyEmail.goToNextStep'),
    // "Log out" under the form: an unverified user may leave and sign in as somebody else.
    logOut: sendToSystem(SESSION_SYSTEM_ID, { type: 'session.logout' } satisfies SessionEvent),
  },
  guards: {
    emailMissing: ({ context }) => !context.email,
    hasValidationErrors,
    isWrongCode: ({ event }) => statusOf(errorOf(event)) === 401,
    isRateLimited: ({ event }) => statusOf(errorOf(event)) === 429,
  },
}).createMachine({
  id: 'verifyEmail',
  context: ({ input }) => ({ email: input.email, code: null, codeError: null, formError: null, fieldErrors: null }),
  on: { 'verify.leave': { actions: 'logOut' } },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'code.submit': [
          { guard: 'emailMissing', actions: 'showEmailMissing' },
          { target: 'verifying', actions: 'takeCode' },
        ],
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({ email: context.email!, verification_code: context.code! }),
        onDone: { target: 'verified', actions: ['markVerified', 'goToNextStep'] },
        onError: [
          { guard: 'isWrongCode', target: 'idle', actions: 'showIncorrectCode' },
          { guard: 'isRateLimited', target: 'idle', actions: 'showTooManyTries' },
          { guard: 'hasValidationErrors', target: 'idle', actions: 'showFieldErrors' },
          { target: 'idle', actions: 'showFailure' },
        ],
      },
    },
    verified: { tags: ['busy'], type: 'final' },
  },
});
