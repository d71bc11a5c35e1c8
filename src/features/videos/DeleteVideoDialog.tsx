import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmActionDialog } from '../profile/ConfirmActionDialog';

export interface DeleteVideoDialogProps {
  /** The video the popup asks about; null when closed. */
  video: { date: string } | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The delete-video confirmation (the outcome is a toast, spec §8). */
export function DeleteVideoDialog({ video, busy, onConfirm, onCancel }: DeleteVideoDialogProps) {
  const { t } = useLingui();
  const date = video?.date ?? '';
  return (
    <ConfirmActionDialog
      open={video !== null}
      busy={busy}
      done={false}
      failed={false}
      title={t`Delete this video?`}
      description={t`The video of ${date} will be deleted for good.`}
      confirmLabel={<Trans>Delete</Trans>}
      failedMessage=""
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
