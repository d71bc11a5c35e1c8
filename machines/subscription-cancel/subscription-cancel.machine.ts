import { msg } from '@lingui/core/macro';
import { fromPromise, setup } from 'xstate';
import type { SubscriptionView } from '../../contract/subscription';
import { COMMON_MESSAGES } from '../shared/messages';
import { notProvided } from '../shared/not-provided';
import { sendToSystem } from '../shared/send-to-system';
import { SUBSCRIPTION_SYSTEM_ID, type SubscriptionEvent } from '../subscription/subscription.types';
import { showToast } from '../toasts/toasts.actions';
import type { SubscriptionCancelEvent } from './subscription-cancel.types';

export const subscriptionCancelMachine = setup({
  types: {
    events: {} as SubscriptionCancelEvent,
  },
  actors: {
    unsubscribe: fromPromise<SubscriptionView>(notProvided('subscriptionCancel.unsubscribe')),
  },
  actions: {
    // Spec §4: the page reloads after a cancellation — here the page's machine refreshes everything.
    refreshPage: sendToSystem(SUBSCRIPTION_SYSTEM_ID, { type: 'subscription.refresh' } satisfies SubscriptionEvent),
    notifyCancelled: showToast('success', msg`Subscription cancelled`),
    notifyFailed: showToast('error', COMMON_MESSAGES.failedTryAgain),
  },
}).createMachine({
  id: 'subscriptionCancel',
  initial: 'idle',
  states: {
    idle: {
      on: { 'deletion.open': 'confirming' },
    },
    confirming: {
      tags: ['open'],
      on: { 'deletion.confirm': 'cancelling', 'deletion.cancel': 'idle' },
    },
    cancelling: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'unsubscribe',
        src: 'unsubscribe',
        onDone: { target: 'idle', actions: ['notifyCancelled', 'refreshPage'] },
        onError: { target: 'failed', actions: 'notifyFailed' },
      },
    },
    failed: {
      tags: ['open'],
      on: { 'deletion.confirm': 'cancelling', 'deletion.cancel': 'idle' },
    },
  },
});
