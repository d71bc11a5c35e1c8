import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

export interface EmailConfirmDialogProps {
  open: boolean;
  busy: boolean;
  newEmail: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Change email" popup: confirms the new address before a code is mailed to it. */
export function EmailConfirmDialog({ open, busy, newEmail, onConfirm, onCancel }: EmailConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      title={t`Change email?`}
      description={t`We will send a confirmation code to ${newEmail}. Your email changes once you enter it.`}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            <Trans>Send code</Trans>
          </Button>
        </>
      }
    />
  );
}
