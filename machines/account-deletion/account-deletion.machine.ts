import { msg } from '@lingui/core/macro';
import type { UserView } from '../../contract/user';
import { createConfirmMachine } from '../confirm/create-confirm-machine';
import { SESSION_SYSTEM_ID, type SessionEvent } from '../session/session.types';
import { COMMON_MESSAGES } from '../shared/messages';
import { toastMessage } from '../toasts/toasts.actions';

/** Deleting the account: the confirm popup lifecycle, ending with the account (account-deletion.types.ts). */
export const accountDeletionMachine = createConfirmMachine<UserView>({
  id: 'accountDeletion',
  task: 'deleteAccount',
  afterSuccess: 'end',
  // Spec §4: the warning "account deleted", then logout (the server revoked the session with the account).
  onSuccess: () => [
    toastMessage('warning', msg`Your account has been deleted`),
    { to: SESSION_SYSTEM_ID, event: { type: 'session.logout' } satisfies SessionEvent },
  ],
  onFailure: [toastMessage('error', COMMON_MESSAGES.somethingWentWrong)],
});
