import { msg } from '@lingui/core/macro';
import type { SubscriptionView } from '../../contract/subscription';
import { createConfirmMachine } from '../confirm/create-confirm-machine';
import { COMMON_MESSAGES } from '../shared/messages';
import { SUBSCRIPTION_SYSTEM_ID, type SubscriptionEvent } from '../subscription/subscription.types';
import { toastMessage } from '../toasts/toasts.actions';

/** Cancelling the subscription: the confirm popup lifecycle, closing on success (subscription-cancel.types.ts). */
export const subscriptionCancelMachine = createConfirmMachine<SubscriptionView>({
  id: 'subscriptionCancel',
  task: 'unsubscribe',
  afterSuccess: 'close',
  // Spec §4: the page reloads after a cancellation — here the page's machine refreshes everything.
  onSuccess: () => [
    toastMessage('success', msg`Subscription cancelled`),
    { to: SUBSCRIPTION_SYSTEM_ID, event: { type: 'subscription.refresh' } satisfies SubscriptionEvent },
  ],
  onFailure: [toastMessage('error', COMMON_MESSAGES.failedTryAgain)],
});
