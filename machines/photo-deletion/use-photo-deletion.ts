import type { ActorRefFrom } from 'xstate';
import { selectConfirmDialog } from '../confirm/confirm.selectors';
import { useConfirmDialog } from '../confirm/use-confirm-dialog';
import type { photoDeletionMachine } from './photo-deletion.machine';

/** The delete-photo popup's view model and its senders. */
export function usePhotoDeletion(actor: ActorRefFrom<typeof photoDeletionMachine>) {
  return useConfirmDialog(actor, selectConfirmDialog);
}
