import { Trans, useLingui } from '@lingui/react/macro';
import type { ConfirmDialogViewModel } from '../../../machines/confirm/confirm.selectors';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import { GENERIC_FAILURE } from './profile-messages';

export interface DeletePhotoDialogProps extends ConfirmDialogViewModel {
  onConfirm: () => void;
  onCancel: () => void;
}

/** Delete-photo confirmation popup (spec §2 "Popups", §4 "Delete photo"). */
export function DeletePhotoDialog(props: DeletePhotoDialogProps) {
  const { t, i18n } = useLingui();
  return (
    <ConfirmActionDialog
      {...props}
      title={t`Delete photo?`}
      description={t`Your profile will show your initial instead of the photo.`}
      confirmLabel={<Trans>Delete photo</Trans>}
      doneMessage={<Trans>Photo deleted successfully</Trans>}
      failedMessage={i18n._(GENERIC_FAILURE)}
    />
  );
}
