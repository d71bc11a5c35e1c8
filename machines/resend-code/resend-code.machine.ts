import { msg } from '@lingui/core/macro';
import { assign, fromPromise, sendParent, setup } from 'xstate';
import type { ResendInput } from '../../contract/auth';
import type { MessageResponse } from '../../contract/user';
import { failureOf, statusOf } from '../shared/api-failure';
import { notProvided } from '../shared/not-provided';
import { showToast } from '../toasts/toasts.actions';
import { EMAIL_MISSING } from '../verify-email/verify-email.machine';
import {
  RESEND_COOLDOWN_SECONDS,
  type ResendCodeContext,
  type ResendCodeEvent,
  type ResendCodeInput,
  TICK_MS,
} from './resend-code.types';

/** Sends `timer.tick` to its parent every second, on the actor system's clock. */
export const tickerMachine = setup({ delays: { tick: TICK_MS } }).createMachine({
  id: 'ticker',
  initial: 'running',
  states: {
    running: { after: { tick: { target: 'running', reenter: true, actions: sendParent({ type: 'timer.tick' }) } } },
  },
});

const errorOf = (event: unknown) => (event as { error?: unknown }).error;

export const resendCodeMachine = setup({
  types: {
    context: {} as ResendCodeContext,
    events: {} as ResendCodeEvent,
    input: {} as ResendCodeInput,
  },
  actors: {
    ticker: tickerMachine,
    resendCode: fromPromise<MessageResponse, ResendInput>(notProvided('resendCode.resendCode')),
  },
  actions: {
    countDown: assign({ remaining: ({ context }) => context.remaining - 1 }),
    restart: assign({ remaining: ({ context }) => context.cooldown, error: null }),
    waitAsTold: assign({
      remaining: ({ event, context }) => failureOf(errorOf(event)).retryAfterSeconds ?? context.cooldown,
      error: null,
    }),
    clearError: assign({ error: null }),
    showEmailMissing: assign({ error: EMAIL_MISSING }),
    showUserNotFound: assign({ error: msg`User not found` }),
    showInvalidEmail: assign({ error: msg`Invalid email` }),
    showResendFailed: assign({ error: msg`Failed to resend the code. Please try again.` }),
    notifyResent: showToast('success', msg`A new code has been sent to your email`),
  },
  guards: {
    lastSecond: ({ context }) => context.remaining <= 1,
    emailMissing: ({ context }) => !context.email,
    isNotFound: ({ event }) => statusOf(errorOf(event)) === 404,
    isUnprocessable: ({ event }) => statusOf(errorOf(event)) === 422,
    isRateLimited: ({ event }) => statusOf(errorOf(event)) === 429,
  },
}).createMachine({
  id: 'resendCode',
  context: ({ input }) => {
    const cooldown = input.seconds ?? RESEND_COOLDOWN_SECONDS;
    return { email: input.email, cooldown, remaining: cooldown, error: null };
  },
  initial: 'counting',
  states: {
    counting: {
      invoke: { id: 'ticker', src: 'ticker' },
      on: {
        'timer.tick': [
          { guard: 'lastSecond', target: 'ready', actions: assign({ remaining: 0 }) },
          { actions: 'countDown' },
        ],
      },
    },
    ready: {
      tags: ['canResend'],
      on: {
        'code.resend': [
          { guard: 'emailMissing', actions: 'showEmailMissing' },
          { target: 'sending', actions: 'clearError' },
        ],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'resendCode',
        src: 'resendCode',
        input: ({ context }) => ({ email: context.email! }),
        onDone: { target: 'counting', actions: ['restart', 'notifyResent'] },
        onError: [
          { guard: 'isNotFound', target: 'ready', actions: 'showUserNotFound' },
          { guard: 'isUnprocessable', target: 'ready', actions: 'showInvalidEmail' },
          { guard: 'isRateLimited', target: 'counting', actions: 'waitAsTold' },
          { target: 'ready', actions: 'showResendFailed' },
        ],
      },
    },
  },
});
