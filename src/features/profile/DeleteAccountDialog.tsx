import { Trans, useLingui } from '@lingui/react/macro';
import type { ConfirmDialogViewModel } from '../../../machines/confirm/confirm.selectors';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import { GENERIC_FAILURE } from './profile-messages';

export interface DeleteAccountDialogProps extends ConfirmDialogViewModel {
  onConfirm: () => void;
  onCancel: () => void;
}

/** Delete-account confirmation popup (spec §4 "Delete account"). */
export function DeleteAccountDialog(props: DeleteAccountDialogProps) {
  const { t, i18n } = useLingui();
  return (
    <ConfirmActionDialog
      {...props}
      title={t`Delete your account?`}
      description={t`Your profile, photo, friends and saved videos will be deleted for good. This cannot be undone.`}
      confirmLabel={<Trans>Delete account</Trans>}
      failedMessage={i18n._(GENERIC_FAILURE)}
    />
  );
}
