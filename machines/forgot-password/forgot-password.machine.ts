import { assign, fromPromise, setup } from 'xstate';
import type { ForgotInput } from '../../contract/auth';
import type { MessageResponse } from '../../contract/user';
import { hasValidationErrors, validationErrorsOf } from '../shared/form-errors';
import { notProvided } from '../shared/not-provided';
import type { ForgotPasswordContext, ForgotPasswordEvent } from './forgot-password.types';

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
  },
  actors: {
    forgotPassword: fromPromise<MessageResponse, ForgotInput>(notProvided('forgotPassword.forgotPassword')),
  },
  actions: {
    takeValues: assign({ values: ({ event }) => event.values, fieldErrors: null }),
    showFieldErrors: assign({ fieldErrors: ({ event }) => validationErrorsOf((event as { error?: unknown }).error) }),
    logFailure: notProvided('forgotPassword.logFailure'),
  },
  guards: { hasValidationErrors },
}).createMachine({
  id: 'forgotPassword',
  context: { values: null, fieldErrors: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'forgot.submit': { target: 'sending', actions: 'takeValues' } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'forgotPassword',
        src: 'forgotPassword',
        input: ({ context }) => context.values!,
        onDone: 'sent',
        onError: [
          { guard: 'hasValidationErrors', target: 'idle', actions: 'showFieldErrors' },
          { target: 'idle', actions: 'logFailure' },
        ],
      },
    },
    sent: {
      tags: ['sent'],
      on: { 'forgot.submit': { target: 'sending', actions: 'takeValues' } },
    },
  },
});
