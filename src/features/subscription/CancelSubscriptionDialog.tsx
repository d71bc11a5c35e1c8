import { Trans, useLingui } from '@lingui/react/macro';
import type { ConfirmDialogViewModel } from '../../../machines/confirm/confirm.selectors';
import { ConfirmActionDialog } from '../profile/ConfirmActionDialog';
import { SubscriptionBenefits } from './SubscriptionBenefits';

export interface CancelSubscriptionDialogProps extends ConfirmDialogViewModel {
  /** The end of the paid period (formatted): access stays until then. */
  until: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Cancel-subscription popup (spec §2 "Popups"): lists the four benefits that will be lost. */
export function CancelSubscriptionDialog({ until, ...props }: CancelSubscriptionDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmActionDialog
      {...props}
      title={t`Cancel subscription?`}
      description={
        until
          ? t`You keep your subscription until ${until}. After that you will lose:`
          : t`When the paid period ends you will lose:`
      }
      details={<SubscriptionBenefits label={t`What you will lose`} />}
      confirmLabel={<Trans>Cancel subscription</Trans>}
      // "Cancel" beside "Cancel subscription" read as the same thing (issue 25).
      cancelLabel={<Trans>Keep subscription</Trans>}
      failedMessage={t`Failed, please try again.`}
    />
  );
}
