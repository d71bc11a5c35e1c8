import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import type { SubscriptionView } from '../../contract/subscription';
import { failureOf } from '../shared/api-failure';
import { cardFieldErrorsOf } from '../shared/card-errors';
import { notProvided } from '../shared/not-provided';
import { errorOf, sendToSystem } from '../shared/send-to-system';
import type { SubscriptionEvent } from '../subscription/subscription.types';
import { SUBSCRIPTION_SYSTEM_ID } from '../subscription/subscription.types';
import { showToast } from '../toasts/toasts.actions';
import type { CheckoutContext, CheckoutEvent, CheckoutInput, SubscribeRequest } from './checkout.types';

const sameCard = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    subscribe: fromPromise<SubscriptionView, SubscribeRequest>(notProvided('checkout.subscribe')),
  },
  actions: {
    open: assign(({ event }) => ({ price: event.type === 'checkout.open' ? event.price : null, fieldErrors: {} })),
    // A new attempt gets a new Idempotency-Key.
    newAttempt: assign(({ context, event }) => {
      if (event.type !== 'checkout.submit') return {};
      const attempts = context.attempts + 1;
      return {
        attempts,
        attempt: { key: `${context.keyBase}-${attempts}`, card: event.card, answered: false },
        fieldErrors: {},
      };
    }),
    answered: assign({ attempt: ({ context }) => (context.attempt ? { ...context.attempt, answered: true } : null) }),
    takeFieldErrors: assign({ fieldErrors: ({ event }) => cardFieldErrorsOf(failureOf(errorOf(event)).fields) }),
    // Spec §4: the page reloads after success — here the page's machine refreshes everything.
    refreshPage: sendToSystem(SUBSCRIPTION_SYSTEM_ID, { type: 'subscription.refresh' } satisfies SubscriptionEvent),
    notifySubscribed: showToast('success', msg`Subscription successful`),
  },
  guards: {
    isInvalid: ({ event }) => failureOf(errorOf(event)).status === 422,
    isDeclined: ({ event }) => failureOf(errorOf(event)).status === 402,
    isAlreadyActive: ({ event }) => failureOf(errorOf(event)).status === 409,
    // A submit of the very card whose answer was lost is the same attempt (same key, one charge).
    isSameAttempt: ({ context, event }) =>
      event.type === 'checkout.submit' &&
      context.attempt !== null &&
      !context.attempt.answered &&
      sameCard(context.attempt.card, event.card),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({ keyBase: input.keyBase, attempts: 0, attempt: null, price: null, fieldErrors: {} }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'checkout.open': { target: 'editing', actions: 'open' } },
    },
    editing: {
      tags: ['open'],
      on: {
        'checkout.submit': [
          { guard: 'isSameAttempt', target: 'submitting' },
          { target: 'submitting', actions: 'newAttempt' },
        ],
        'checkout.close': 'idle',
      },
    },
    submitting: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({
          card: context.attempt!.card,
          price: context.price!,
          idempotencyKey: context.attempt!.key,
        }),
        onDone: { target: 'succeeded', actions: ['answered', 'notifySubscribed', 'refreshPage'] },
        // One message per error (issue 25): the open form says it inline (declined, or 'failed, try
        // again' with Retry); a toast on top of it said the same thing twice.
        onError: [
          { guard: 'isInvalid', target: 'editing', actions: ['answered', 'takeFieldErrors'] },
          { guard: 'isDeclined', target: 'declined', actions: 'answered' },
          { guard: 'isAlreadyActive', target: 'failed', actions: ['answered', 'refreshPage'] },
          { target: 'failed' },
        ],
      },
    },
    declined: {
      tags: ['open'],
      on: {
        'checkout.submit': { target: 'submitting', actions: 'newAttempt' },
        'checkout.close': 'idle',
      },
    },
    failed: {
      tags: ['open'],
      on: {
        'checkout.retry': 'submitting',
        'checkout.submit': [
          { guard: 'isSameAttempt', target: 'submitting' },
          { target: 'submitting', actions: 'newAttempt' },
        ],
        'checkout.close': 'idle',
      },
    },
    succeeded: {
      on: { 'checkout.close': 'idle' },
    },
  },
});
