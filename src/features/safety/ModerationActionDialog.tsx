import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ModerationActionKind, ModerationReport } from '../../../contract/safety';
import { translateValidation } from '../../i18n/validation-messages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { StatusMessage } from '../../ui/StatusMessage';
import { TextField } from '../../ui/TextField';
import { TextAreaField } from '../chat/TextAreaField';
import { useActionLabels } from './moderation-labels';

export interface ModerationActionDialogProps {
  pending: { report: ModerationReport; action: ModerationActionKind } | null;
  busy: boolean;
  /** The server's reason for refusing the action (English), or null. */
  error: string | null;
  onConfirm: (note: string, until: string | null) => void;
  onCancel: () => void;
}

/** A tomorrow-or-later date for the suspension field, as the date input wants it. */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** The confirmation of a moderator's action: what happens to whom, a note, the end of a suspension. */
export function ModerationActionDialog({ pending, busy, error, onConfirm, onCancel }: ModerationActionDialogProps) {
  const { t, i18n } = useLingui();
  const labels = useActionLabels();
  const [note, setNote] = useState('');
  const [until, setUntil] = useState(tomorrow);
  const name = pending?.report.target.name ?? '';
  const consequence: Record<ModerationActionKind, string> = {
    dismiss: t`The report is closed; nothing happens to ${name}.`,
    warn: t`${name} sees your note once on their next visit.`,
    suspend: t`${name} is logged out everywhere at once and cannot log in until the date you choose.`,
    ban: t`${name} is logged out everywhere at once and can never log in again.`,
  };
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(next) => !next && !busy && onCancel()}
      title={pending ? t`${labels[pending.action]}: ${name}?` : ''}
      description={pending ? consequence[pending.action] : ''}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            variant={pending?.action === 'dismiss' ? 'primary' : 'danger'}
            loading={busy}
            onClick={() =>
              onConfirm(note.trim(), pending?.action === 'suspend' ? new Date(`${until}T00:00:00`).toISOString() : null)
            }
          >
            {pending ? labels[pending.action] : ''}
          </Button>
        </>
      }
    >
      {pending?.action === 'suspend' && (
        <TextField
          label={t`Suspended until`}
          type="date"
          value={until}
          min={tomorrow()}
          onChange={(event) => setUntil(event.currentTarget.value)}
        />
      )}
      <TextAreaField
        label={t`Note (the user sees it for a warning, suspension or ban)`}
        value={note}
        maxLength={1000}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      {error !== null && (
        <StatusMessage tone="error">{error ? translateValidation(error, i18n) : t`Failed, try again`}</StatusMessage>
      )}
    </Dialog>
  );
}
