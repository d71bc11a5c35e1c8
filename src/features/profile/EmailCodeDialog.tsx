import { getFormProps, useForm } from '@conform-to/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { confirmEmailSchema } from '../../../contract/profile';
import type { FieldErrors, FormProblem } from '../../../machines/shared/form-failure';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import * as d from '../../ui/Dialog.css';
import { parseTextForm } from '../../ui/parse-text-form';
import { StatusMessage } from '../../ui/StatusMessage';
import { useServerErrors } from '../../ui/server-errors';
import { TextField } from '../../ui/TextField';
import * as s from './ProfilePage.css';
import { fieldErrorText, PROBLEM_TEXTS, summaryProblem } from './profile-messages';

export interface EmailCodeDialogProps {
  open: boolean;
  busy: boolean;
  newEmail: string;
  problem: FormProblem | null;
  fieldErrors: FieldErrors;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}

const CODE_FIELDS = ['verification_code'] as const;

/** "Verify new email code" popup: the 6-character code mailed to the new address. */
export function EmailCodeDialog(props: EmailCodeDialogProps) {
  const { t } = useLingui();
  const { open, busy, newEmail, onCancel } = props;
  // The form lives inside the popup's content, so each opening starts with an empty field.
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !busy && onCancel()}
      title={t`Verify your new email`}
      description={t`Enter the code we sent to ${newEmail}.`}
    >
      <EmailCodeForm {...props} />
    </Dialog>
  );
}

function EmailCodeForm({ busy, problem, fieldErrors, onSubmit, onCancel }: EmailCodeDialogProps) {
  const { t, i18n } = useLingui();
  const [form, fields] = useForm({
    id: 'profile-email-code',
    lastResult: useServerErrors(fieldErrors, CODE_FIELDS),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseTextForm(formData, confirmEmailSchema),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') onSubmit(submission.value.verification_code);
    },
  });
  // An address taken meanwhile is not about the code: it shows as a message of its own.
  const emailError = fieldErrorText(fieldErrors.email, i18n);
  const summary = summaryProblem(problem, fieldErrors, CODE_FIELDS);
  return (
    <form {...getFormProps(form)} className={s.form}>
      <TextField
        label={t`Confirmation code`}
        name={fields.verification_code.name}
        key={fields.verification_code.key}
        defaultValue={fields.verification_code.initialValue}
        error={fieldErrorText(fields.verification_code.errors, i18n)}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        className={s.codeInput}
      />
      {emailError && <StatusMessage tone="error">{emailError}</StatusMessage>}
      {summary && !emailError && <StatusMessage tone="error">{i18n._(PROBLEM_TEXTS[summary])}</StatusMessage>}
      <div className={d.footer}>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" loading={busy}>
          <Trans>Verify</Trans>
        </Button>
      </div>
    </form>
  );
}
