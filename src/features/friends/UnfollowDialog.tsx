import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmActionDialog } from '../profile/ConfirmActionDialog';

export interface UnfollowDialogProps {
  /** The friend the popup asks about; null when closed. */
  friend: { name: string } | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Spec §2 popups: the unfollow-friend confirmation (the outcome is a toast, spec §8). */
export function UnfollowDialog({ friend, busy, onConfirm, onCancel }: UnfollowDialogProps) {
  const { t } = useLingui();
  const name = friend?.name ?? '';
  return (
    <ConfirmActionDialog
      open={friend !== null}
      busy={busy}
      done={false}
      failed={false}
      title={t`Unfollow ${name}?`}
      description={t`${name} will be removed from your friends, and you from theirs.`}
      confirmLabel={<Trans>Unfollow</Trans>}
      failedMessage=""
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
