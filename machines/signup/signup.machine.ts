import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import type { LoginInput, SignupInput } from '../../contract/auth';
import { M } from '../../contract/messages';
import type { BreedView, LoginResponse, UserResponse } from '../../contract/user';
import { SESSION_SYSTEM_ID, type SessionEvent } from '../session/session.types';
import { statusOf } from '../shared/api-failure';
import { hasValidationErrors, validationErrorsOf } from '../shared/form-errors';
import { COMMON_MESSAGES } from '../shared/messages';
import { notProvided } from '../shared/not-provided';
import { outputOf, sendToSystem } from '../shared/send-to-system';
import { showToast } from '../toasts/toasts.actions';
import type { SignupContext, SignupEvent } from './signup.types';

export const signupMachine = setup({
  types: {
    context: {} as SignupContext,
    events: {} as SignupEvent,
  },
  actors: {
    fetchBreeds: fromPromise<BreedView[]>(notProvided('signup.fetchBreeds')),
    register: fromPromise<UserResponse, SignupInput>(notProvided('signup.register')),
    login: fromPromise<LoginResponse, LoginInput>(notProvided('signup.login')),
  },
  actions: {
    takeValues: assign(({ event }) =>
      event.type === 'signup.submit' ? { values: event.values, formError: null, fieldErrors: null } : {},
    ),
    showFieldErrors: assign({ fieldErrors: ({ event }) => validationErrorsOf((event as { error?: unknown }).error) }),
    showEmailTaken: assign({ fieldErrors: { email: [M.emailTaken] } }),
    showFailure: assign({ formError: COMMON_MESSAGES.somethingWentWrong }),
    toastFailure: showToast('error', COMMON_MESSAGES.failedReload),
    showLogInByHand: assign({ formError: msg`Your account has been created. Please log in to continue.` }),
    signIn: sendToSystem(SESSION_SYSTEM_ID, ({ event }) => {
      const { access_token, user } = outputOf<LoginResponse>(event);
      return { type: 'session.loggedIn', token: access_token, user } satisfies SessionEvent;
    }),
  },
  guards: {
    hasValidationErrors,
    isUnprocessable: ({ event }) => statusOf((event as { error?: unknown }).error) === 422,
  },
}).createMachine({
  id: 'signup',
  context: { breeds: [], values: null, formError: null, fieldErrors: null },
  type: 'parallel',
  states: {
    breeds: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchBreeds',
            src: 'fetchBreeds',
            onDone: { target: 'loaded', actions: assign({ breeds: ({ event }) => event.output }) },
            onError: 'failed',
          },
        },
        loaded: {},
        failed: { on: { 'breeds.retry': 'loading' } },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: { 'signup.submit': { target: 'registering', actions: 'takeValues' } },
        },
        registering: {
          tags: ['busy'],
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => context.values!,
            onDone: 'loggingIn',
            onError: [
              { guard: 'hasValidationErrors', target: 'editing', actions: 'showFieldErrors' },
              { guard: 'isUnprocessable', target: 'editing', actions: 'showEmailTaken' },
              { target: 'editing', actions: ['toastFailure', 'showFailure'] },
            ],
          },
        },
        loggingIn: {
          tags: ['busy'],
          invoke: {
            id: 'login',
            src: 'login',
            // The automatic login uses exactly what the user just registered with.
            input: ({ context }) => ({ email: context.values!.email, password: context.values!.password }),
            onDone: { target: 'signedIn', actions: 'signIn' },
            onError: { target: 'registered', actions: 'showLogInByHand' },
          },
        },
        /** Signed in: the guest guard is about to take the user to email verification. */
        signedIn: { tags: ['busy'] },
        /** The account exists but the automatic login failed. */
        registered: {},
      },
    },
  },
});
