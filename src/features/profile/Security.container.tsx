import { msg } from '@lingui/core/macro';
import { useSelector } from '@xstate/react';
import { createAccountDeletionImplementations } from '../../../machines/account-deletion/account-deletion.actors';
import { accountDeletionMachine } from '../../../machines/account-deletion/account-deletion.machine';
import { selectAccountDeletion } from '../../../machines/account-deletion/account-deletion.selectors';
import { createPasswordChangeImplementations } from '../../../machines/password-change/password-change.actors';
import { passwordChangeMachine } from '../../../machines/password-change/password-change.machine';
import { selectPasswordChange } from '../../../machines/password-change/password-change.selectors';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { profileApi } from './profile-api';
import { GENERIC_FAILURE } from './profile-messages';
import { SecuritySection } from './SecuritySection';
import { useScreenActor } from './use-screen-actor';
import { useSessionEffects } from './use-session-effects';

/** Password change and account deletion, each with its popup. */
export function SecurityContainer() {
  const effects = useSessionEffects();
  const password = useScreenActor(() =>
    passwordChangeMachine.provide(
      createPasswordChangeImplementations({
        changePassword: (values, signal) => profileApi.changePassword(values, signal),
      }),
    ),
  );
  const deletion = useScreenActor(() =>
    accountDeletionMachine.provide(
      createAccountDeletionImplementations({
        deleteAccount: (signal) => profileApi.deleteAccount(signal),
        // Spec §4: the warning "account deleted", then logout.
        notifyDeleted: () => effects.toast('warning', msg`Your account has been deleted`),
        notifyFailed: () => effects.toast('error', GENERIC_FAILURE),
        logout: effects.logout,
      }),
    ),
  );
  const passwordView = useSelector(password, selectPasswordChange);
  const deletionView = useSelector(deletion, selectAccountDeletion);

  return (
    <>
      <SecuritySection
        onChangePassword={() => password.send({ type: 'password.open' })}
        onDeleteAccount={() => deletion.send({ type: 'deletion.open' })}
      />
      <ChangePasswordDialog
        {...passwordView}
        onSubmit={(values) => password.send({ type: 'password.submit', values })}
        onClose={() => password.send({ type: 'password.close' })}
      />
      <DeleteAccountDialog
        {...deletionView}
        onConfirm={() => deletion.send({ type: 'deletion.confirm' })}
        onCancel={() => deletion.send({ type: 'deletion.cancel' })}
      />
    </>
  );
}
