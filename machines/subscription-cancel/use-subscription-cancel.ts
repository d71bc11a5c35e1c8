import type { ActorRefFrom } from 'xstate';
import { selectConfirmDialog } from '../confirm/confirm.selectors';
import { useConfirmDialog } from '../confirm/use-confirm-dialog';
import type { subscriptionCancelMachine } from './subscription-cancel.machine';

/** The cancel-subscription popup's view model and its senders; the popup closes itself on success (the toast says it). */
export function useSubscriptionCancel(actor: ActorRefFrom<typeof subscriptionCancelMachine>) {
  return useConfirmDialog(actor, selectConfirmDialog);
}
