import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

export interface SubscriptionSuccessDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Subscription-success popup (spec §2 "Popups"). */
export function SubscriptionSuccessDialog({ open, onClose }: SubscriptionSuccessDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t`You are subscribed!`}
      description={t`Chat by breed, unlimited friends, chat recording and cloud videos are unlocked.`}
      footer={
        <Button onClick={onClose}>
          <Trans>Great</Trans>
        </Button>
      }
    />
  );
}
