import type { SnapshotFrom } from 'xstate';
import type { SubscriptionView } from '../../contract/subscription';
import type { FieldErrors } from '../shared/form-failure';
import type { checkoutMachine } from './checkout.machine';
import type { CheckoutProblem } from './checkout.types';

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

export interface CheckoutViewModel {
  /** The subscribe popup (card form). */
  open: boolean;
  submitting: boolean;
  problem: CheckoutProblem | null;
  /** The last attempt failed without an answer about the card: it may be sent again as it is. */
  canRetry: boolean;
  fieldErrors: FieldErrors;
  price: SubscriptionView['price'] | null;
  /** The subscription-success popup. */
  succeeded: boolean;
}

export function selectCheckout(s: CheckoutSnapshot): CheckoutViewModel {
  const problem: CheckoutProblem | null = s.matches('declined') ? 'declined' : s.matches('failed') ? 'generic' : null;
  return {
    open: s.hasTag('open'),
    submitting: s.hasTag('busy'),
    problem,
    canRetry: s.can({ type: 'checkout.retry' }),
    fieldErrors: s.context.fieldErrors,
    price: s.context.price,
    succeeded: s.matches('succeeded'),
  };
}
