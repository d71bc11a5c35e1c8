import type { ActorRefFrom } from 'xstate';
import { useConfirmDialog } from '../shared/use-confirm-dialog';
import type { photoDeletionMachine } from './photo-deletion.machine';
import { selectPhotoDeletion } from './photo-deletion.selectors';

/** The delete-photo popup's view model and its senders. */
export function usePhotoDeletion(actor: ActorRefFrom<typeof photoDeletionMachine>) {
  return useConfirmDialog(actor, selectPhotoDeletion);
}
