import { getFormProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithValibot } from '@conform-to/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { reason } from '../../../contract/moderation';
import { MODERATION_NOTE_MAX } from '../../../contract/safety';
import type { StandingChoice } from '../../../machines/moderation-queue/moderation-queue.types';
import { translateValidation } from '../../i18n/safety-texts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { StatusMessage } from '../../ui/StatusMessage';
import { TextAreaField } from '../chat/TextAreaField';

/** The reason field, validated by the contract schema the server uses (required, at most 1000). */
export const decisionFormSchema = v.object({ note: reason });

export interface StandingDecisionDialogProps {
  choice: StandingChoice | null;
  busy: boolean;
  /** Already translated refusal, or null. */
  error: string | null;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}

/** The confirmation of a lift or an appeal decision, with its required reason (it goes to the log). */
export function StandingDecisionDialog({ choice, busy, error, onConfirm, onCancel }: StandingDecisionDialogProps) {
  const { t, i18n } = useLingui();
  const name = choice ? (choice.kind === 'lift' ? choice.account.user.name : choice.appeal.user.name) : '';
  const keep = choice?.kind === 'appeal' && choice.decision === 'keep';
  const [form, fields] = useForm({
    id: `standing-${choice?.kind ?? 'none'}-${choice?.kind === 'lift' ? choice.account.user.id : (choice?.appeal.id ?? 0)}`,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: decisionFormSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') onConfirm(submission.value.note);
    },
  });
  return (
    <Dialog
      open={choice !== null}
      onOpenChange={(next) => !next && !busy && onCancel()}
      title={keep ? t`Keep the ban of ${name}?` : t`Lift the ban or suspension of ${name}?`}
      description={
        keep
          ? t`The appeal is closed and ${name} stays banned. Your reason is logged.`
          : t`${name} can log in again at once. Your reason is logged.`
      }
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={form.id} variant={keep ? 'danger' : 'primary'} loading={busy}>
            {keep ? <Trans>Keep ban</Trans> : <Trans>Lift</Trans>}
          </Button>
        </>
      }
    >
      <form {...getFormProps(form)} noValidate>
        <TextAreaField
          {...getTextareaProps(fields.note)}
          label={<Trans>Reason (required, kept in the log)</Trans>}
          maxLength={MODERATION_NOTE_MAX}
          error={fields.note.errors?.[0] ? translateValidation(fields.note.errors[0], i18n) : null}
        />
      </form>
      {error !== null && <StatusMessage tone="error">{error || t`Failed, try again`}</StatusMessage>}
    </Dialog>
  );
}
