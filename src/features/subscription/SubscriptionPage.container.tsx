import { useState } from 'react';
import { useCardChange } from '../../../machines/card-change/use-card-change';
import { useCheckout } from '../../../machines/checkout/use-checkout';
import { useSubscription } from '../../../machines/subscription/use-subscription';
import { useSubscriptionCancel } from '../../../machines/subscription-cancel/use-subscription-cancel';
import {
  cardChangeScreen,
  checkoutInput,
  checkoutScreen,
  subscriptionCancelScreen,
  subscriptionScreen,
} from '../../app/composition/subscription';
import { useScreen } from '../../app/use-screen';
import { useUrlLanguage } from '../../routing/use-url-language';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';
import { formatDate } from './format';
import { ReplaceCardDialog } from './ReplaceCardDialog';
import { SubscribeDialog } from './SubscribeDialog';
import { SubscriptionPage } from './SubscriptionPage';
import { SubscriptionSuccessDialog } from './SubscriptionSuccessDialog';

/** /subscription: the page and its four popups, each with its machine in the root's system. */
export function SubscriptionPageContainer() {
  const language = useUrlLanguage();
  const page = useSubscription(useScreen(subscriptionScreen));
  const checkout = useCheckout(useScreen(checkoutScreen, checkoutInput()));
  const cardChange = useCardChange(useScreen(cardChangeScreen));
  const cancel = useSubscriptionCancel(useScreen(subscriptionCancelScreen));
  // "Expired" is decided against today's date when a form is checked; the page's lifetime is short.
  const [now] = useState(() => new Date());
  const subscription = page.view.subscription;
  return (
    <>
      <SubscriptionPage
        {...page.view}
        language={language}
        onSubscribe={() => subscription && checkout.open(subscription.price)}
        onReplaceCard={cardChange.open}
        onCancel={cancel.open}
        onRetry={page.retry}
        onRetryPayments={page.retryPayments}
      />
      <SubscribeDialog
        {...checkout.view}
        language={language}
        now={now}
        onSubmit={checkout.submit}
        onRetry={checkout.retry}
        onClose={checkout.close}
      />
      <SubscriptionSuccessDialog open={checkout.view.succeeded} onClose={checkout.close} />
      <ReplaceCardDialog {...cardChange.view} now={now} onSubmit={cardChange.submit} onClose={cardChange.close} />
      <CancelSubscriptionDialog
        {...cancel.view}
        until={formatDate(subscription?.current_period_end ?? null, language)}
        onConfirm={cancel.confirm}
        onCancel={cancel.cancel}
      />
    </>
  );
}
