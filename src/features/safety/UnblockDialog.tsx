import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmActionDialog } from '../profile/ConfirmActionDialog';

export interface UnblockDialogProps {
  /** The blocked user the popup asks about; null when closed. */
  user: { name: string } | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Unblock <name>?" from the profile's blocked users: what ends with the block, then unblock or cancel. */
export function UnblockDialog({ user, busy, onConfirm, onCancel }: UnblockDialogProps) {
  const { t } = useLingui();
  const name = user?.name ?? '';
  return (
    <ConfirmActionDialog
      open={user !== null}
      busy={busy}
      done={false}
      failed={false}
      title={t`Unblock ${name}?`}
      description={t`You may meet ${name} in the random chat again, and you can send each other friend requests.`}
      confirmLabel={<Trans>Unblock</Trans>}
      // Unblocking takes nothing away: not styled as a dangerous action (issue 25).
      tone="safe"
      failedMessage=""
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
