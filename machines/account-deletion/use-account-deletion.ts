import type { ActorRefFrom } from 'xstate';
import { useConfirmDialog } from '../shared/use-confirm-dialog';
import type { accountDeletionMachine } from './account-deletion.machine';
import { selectAccountDeletion } from './account-deletion.selectors';

/** The delete-account popup's view model and its senders. */
export function useAccountDeletion(actor: ActorRefFrom<typeof accountDeletionMachine>) {
  return useConfirmDialog(actor, selectAccountDeletion);
}
