import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import type { ResetInput } from '../../contract/auth';
import type { MessageResponse } from '../../contract/user';
import { validationErrorsOf } from '../shared/form-errors';
import { COMMON_MESSAGES } from '../shared/messages';
import { notProvided } from '../shared/not-provided';
import { showToast } from '../toasts/toasts.actions';
import type { ResetPasswordContext, ResetPasswordEvent } from './reset-password.types';

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
  },
  actors: {
    resetPassword: fromPromise<MessageResponse, ResetInput>(notProvided('resetPassword.resetPassword')),
  },
  actions: {
    takeValues: assign({ values: ({ event }) => event.values, fieldErrors: null }),
    showFieldErrors: assign({ fieldErrors: ({ event }) => validationErrorsOf((event as { error?: unknown }).error) }),
    notifySent: showToast('success', msg`Request sent successfully`),
    notifyFailed: showToast('error', COMMON_MESSAGES.failedTryAgain),
    goHome: notProvided('resetPassword.goHome'),
  },
}).createMachine({
  id: 'resetPassword',
  context: { values: null, fieldErrors: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'reset.submit': { target: 'sending', actions: 'takeValues' } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => context.values!,
        onDone: { target: 'done', actions: ['notifySent', 'goHome'] },
        onError: { target: 'idle', actions: ['notifyFailed', 'showFieldErrors'] },
      },
    },
    done: { tags: ['busy'], type: 'final' },
  },
});
