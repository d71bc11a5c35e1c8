import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  MODERATION_NOTE_MAX,
  type ModerationActionKind,
  type ModerationReport,
  moderationActionForm,
} from '../../../contract/safety';
import { translateValidation } from '../../i18n/safety-texts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { StatusMessage } from '../../ui/StatusMessage';
import { TextField } from '../../ui/TextField';
import { parseForm } from '../accounts/parse-form';
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

/**
 * The confirmation of a moderator's action: what happens to whom, a note, the end of a suspension.
 * The form is checked with the contract's schema (`moderationActionForm`: the note the server
 * requires for a warning, suspension or ban, a suspension's end after today) before it is sent.
 */
export function ModerationActionDialog({ pending, busy, error, onConfirm, onCancel }: ModerationActionDialogProps) {
  const { t, i18n } = useLingui();
  // The form's rules are the moderation contract's, so their texts are safety-texts.ts's.
  const fieldError = (errors: string[] | undefined) => (errors?.[0] ? translateValidation(errors[0], i18n) : null);
  const labels = useActionLabels();
  const [form, fields] = useForm({
    // A fresh form (empty note, tomorrow) for each report and action.
    id: `moderation-${pending?.report.id ?? 0}-${pending?.action ?? 'none'}`,
    defaultValue: { until: tomorrow(), note: '' },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, moderationActionForm),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      const { action, until, note } = submission.value;
      onConfirm(note, action === 'suspend' ? new Date(`${until}T00:00:00`).toISOString() : null);
    },
  });
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
            type="submit"
            form={form.id}
            variant={pending?.action === 'dismiss' ? 'primary' : 'danger'}
            loading={busy}
          >
            {pending ? labels[pending.action] : ''}
          </Button>
        </>
      }
    >
      <form {...getFormProps(form)} key={form.id} noValidate>
        <input type="hidden" name={fields.action.name} value={pending?.action ?? 'dismiss'} />
        {pending?.action === 'suspend' && (
          <TextField
            {...getInputProps(fields.until, { type: 'date', ariaAttributes: false })}
            key={fields.until.key}
            label={t`Suspended until`}
            min={tomorrow()}
            error={fieldError(fields.until.errors)}
          />
        )}
        <TextAreaField
          {...getTextareaProps(fields.note, { ariaAttributes: false })}
          key={fields.note.key}
          label={t`Note (the user sees it for a warning, suspension or ban)`}
          maxLength={MODERATION_NOTE_MAX}
          error={fieldError(fields.note.errors)}
        />
      </form>
      {error !== null && (
        <StatusMessage tone="error">{error ? translateValidation(error, i18n) : t`Failed, try again`}</StatusMessage>
      )}
    </Dialog>
  );
}
