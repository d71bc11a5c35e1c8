import { useAccountDeletion } from '../../../machines/account-deletion/use-account-deletion';
import { usePasswordChange } from '../../../machines/password-change/use-password-change';
import { accountDeletionScreen, passwordChangeScreen } from '../../app/composition/profile';
import { useScreen } from '../../app/use-screen';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { SecuritySection } from './SecuritySection';

/** Password change and account deletion, each with its popup. */
export function SecurityContainer() {
  const password = usePasswordChange(useScreen(passwordChangeScreen));
  const deletion = useAccountDeletion(useScreen(accountDeletionScreen));
  return (
    <>
      <SecuritySection onChangePassword={password.open} onDeleteAccount={deletion.open} />
      <ChangePasswordDialog {...password.view} onSubmit={password.submit} onClose={password.close} />
      <DeleteAccountDialog {...deletion.view} onConfirm={deletion.confirm} onCancel={deletion.cancel} />
    </>
  );
}
