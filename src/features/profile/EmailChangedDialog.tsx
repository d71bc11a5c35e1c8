import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { StatusMessage } from '../../ui/StatusMessage';

export interface EmailChangedDialogProps {
  open: boolean;
  email: string;
  onClose: () => void;
}

/** "Confirmation code" popup: the code was right and the new address is the account's email now. */
export function EmailChangedDialog({ open, email, onClose }: EmailChangedDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t`Email confirmed`}
      footer={
        <Button onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
      }
    >
      <StatusMessage tone="success">
        <Trans>Your email is now {email}.</Trans>
      </StatusMessage>
    </Dialog>
  );
}
