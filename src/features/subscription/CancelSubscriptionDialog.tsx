import { Trans, useLingui } from '@lingui/react/macro';
import type { ConfirmDialogViewModel } from '../../../machines/photo-deletion/photo-deletion.selectors';
import { ConfirmActionDialog } from '../profile/ConfirmActionDialog';
import * as s from './Subscription.css';

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
      details={
        <ul className={s.benefits} aria-label={t`What you will lose`}>
          <li>
            <Trans>Chat by breed</Trans>
          </li>
          <li>
            <Trans>Unlimited friends</Trans>
          </li>
          <li>
            <Trans>Chat recording</Trans>
          </li>
          <li>
            <Trans>Saving videos in the cloud</Trans>
          </li>
        </ul>
      }
      confirmLabel={<Trans>Cancel subscription</Trans>}
      failedMessage={t`Failed, please try again.`}
    />
  );
}
