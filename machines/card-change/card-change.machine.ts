import { msg } from '@lingui/core/macro';
import { assign, fromPromise, setup } from 'xstate';
import type { CardFormInput, CardSummary } from '../../contract/subscription';
import { failureOf } from '../shared/api-failure';
import { cardFieldErrorsOf } from '../shared/card-errors';
import { notProvided } from '../shared/not-provided';
import { errorOf, sendToSystem } from '../shared/send-to-system';
import { SUBSCRIPTION_SYSTEM_ID, type SubscriptionEvent } from '../subscription/subscription.types';
import { showToast } from '../toasts/toasts.actions';
import type { CardChangeContext, CardChangeEvent } from './card-change.types';

const cleared = { problem: null, fieldErrors: {} } satisfies CardChangeContext;

export const cardChangeMachine = setup({
  types: {
    context: {} as CardChangeContext,
    events: {} as CardChangeEvent,
  },
  actors: {
    changeCard: fromPromise<CardSummary, CardFormInput>(notProvided('cardChange.changeCard')),
  },
  actions: {
    clear: assign(cleared),
    takeFieldErrors: assign({
      problem: null,
      fieldErrors: ({ event }) => cardFieldErrorsOf(failureOf(errorOf(event)).fields),
    }),
    declined: assign({ problem: 'declined' as const, fieldErrors: {} }),
    failed: assign({ problem: 'generic' as const, fieldErrors: {} }),
    // Spec §4: a card change reloads the page — here the page's machine refreshes everything.
    refreshPage: sendToSystem(SUBSCRIPTION_SYSTEM_ID, { type: 'subscription.refresh' } satisfies SubscriptionEvent),
    notifyChanged: showToast('success', msg`Card changed`),
  },
  guards: {
    isInvalid: ({ event }) => failureOf(errorOf(event)).status === 422,
    isDeclined: ({ event }) => failureOf(errorOf(event)).status === 402,
  },
}).createMachine({
  id: 'cardChange',
  context: cleared,
  initial: 'closed',
  states: {
    closed: {
      on: { 'card.open': { target: 'editing', actions: 'clear' } },
    },
    editing: {
      tags: ['open'],
      on: { 'card.submit': 'saving', 'card.close': 'closed' },
    },
    saving: {
      tags: ['open', 'busy'],
      entry: 'clear',
      invoke: {
        id: 'changeCard',
        src: 'changeCard',
        input: ({ event }) => (event as Extract<CardChangeEvent, { type: 'card.submit' }>).card,
        onDone: { target: 'closed', actions: ['notifyChanged', 'refreshPage'] },
        // One message per error (issue 25): the open form says it inline, never a toast as well.
        onError: [
          { guard: 'isInvalid', target: 'editing', actions: 'takeFieldErrors' },
          { guard: 'isDeclined', target: 'failed', actions: 'declined' },
          { target: 'failed', actions: 'failed' },
        ],
      },
    },
    failed: {
      tags: ['open'],
      on: { 'card.submit': 'saving', 'card.close': 'closed' },
    },
  },
});
