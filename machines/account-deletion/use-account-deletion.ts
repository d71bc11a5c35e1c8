import type { ActorRefFrom } from 'xstate';
import { selectConfirmDialog } from '../confirm/confirm.selectors';
import { useConfirmDialog } from '../confirm/use-confirm-dialog';
import type { accountDeletionMachine } from './account-deletion.machine';

/** The delete-account popup's view model and its senders. */
export function useAccountDeletion(actor: ActorRefFrom<typeof accountDeletionMachine>) {
  return useConfirmDialog(actor, selectConfirmDialog);
}
