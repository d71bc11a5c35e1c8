import { Trans, useLingui } from '@lingui/react/macro';
import type { BlockView } from '../../../machines/block/block.selectors';
import { ConfirmActionDialog } from '../profile/ConfirmActionDialog';
import { GENERIC_FAILURE } from '../profile/profile-messages';

export interface BlockDialogProps extends BlockView {
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Block <name>?": what a block does, then block or cancel (the shared confirmation popup). */
export function BlockDialog({ target, ...props }: BlockDialogProps) {
  const { t, i18n } = useLingui();
  const name = target?.name ?? '';
  return (
    <ConfirmActionDialog
      {...props}
      done={false}
      title={t`Block ${name}?`}
      description={t`You will not be matched again, your friendship and any call between you end, and neither of you can contact the other. You can unblock them in your profile.`}
      confirmLabel={<Trans>Block</Trans>}
      failedMessage={i18n._(GENERIC_FAILURE)}
    />
  );
}
