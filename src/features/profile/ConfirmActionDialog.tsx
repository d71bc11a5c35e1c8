import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { StatusMessage } from '../../ui/StatusMessage';

export interface ConfirmActionDialogProps {
  open: boolean;
  busy: boolean;
  /** The action succeeded: its message shows until the popup closes. */
  done: boolean;
  failed: boolean;
  title: ReactNode;
  description: ReactNode;
  /** More content under the description (e.g. a list of what is lost). */
  details?: ReactNode;
  confirmLabel: ReactNode;
  /** The button that keeps things as they are: "Cancel" unless that would read like the action ("Keep subscription"). */
  cancelLabel?: ReactNode;
  /** `danger` for what cannot be taken back; `safe` for an action that only restores (Unblock). */
  tone?: 'danger' | 'safe';
  doneMessage?: ReactNode;
  failedMessage: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A "really do this?" popup for an action (destructive unless `tone` is `safe`), with its outcome inside. */
export function ConfirmActionDialog({
  open,
  busy,
  done,
  failed,
  title,
  description,
  details,
  confirmLabel,
  cancelLabel,
  tone = 'danger',
  doneMessage,
  failedMessage,
  onConfirm,
  onCancel,
}: ConfirmActionDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      title={title}
      description={description}
      footer={
        done ? (
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Close</Trans>
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {cancelLabel ?? <Trans>Cancel</Trans>}
            </Button>
            <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} loading={busy}>
              {confirmLabel}
            </Button>
          </>
        )
      }
    >
      {details}
      {done && doneMessage && <StatusMessage tone="success">{doneMessage}</StatusMessage>}
      {failed && <StatusMessage tone="error">{failedMessage}</StatusMessage>}
    </Dialog>
  );
}
