import type { UserView } from '../../contract/user';
import { createConfirmMachine } from '../confirm/create-confirm-machine';
import { SESSION_SYSTEM_ID, type SessionEvent } from '../session/session.types';
import { PHOTO_DELETED_MS } from './photo-deletion.types';

/** Deleting the profile photo: the confirm popup lifecycle with a timed success message (photo-deletion.types.ts). */
export const photoDeletionMachine = createConfirmMachine<UserView>({
  id: 'photoDeletion',
  task: 'deletePhoto',
  afterSuccess: { showFor: PHOTO_DELETED_MS },
  // The fresh user goes to the session: every view of the user re-renders.
  onSuccess: (user) => [{ to: SESSION_SYSTEM_ID, event: { type: 'session.userUpdated', user } satisfies SessionEvent }],
});
