import type { ActorRefFrom } from 'xstate';
import { useConfirmDialog } from '../shared/use-confirm-dialog';
import type { subscriptionCancelMachine } from './subscription-cancel.machine';
import { selectSubscriptionCancel } from './subscription-cancel.selectors';

/** The cancel-subscription popup's view model and its senders. */
export function useSubscriptionCancel(actor: ActorRefFrom<typeof subscriptionCancelMachine>) {
  return useConfirmDialog(actor, selectSubscriptionCancel);
}
