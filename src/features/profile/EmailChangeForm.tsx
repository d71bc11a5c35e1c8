import { getFormProps, useForm } from '@conform-to/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { changeEmailSchema } from '../../../contract/profile';
import type { FieldErrors, FormProblem } from '../../../machines/shared/form-failure';
import { Button } from '../../ui/Button';
import { parseTextForm } from '../../ui/parse-text-form';
import { StatusMessage } from '../../ui/StatusMessage';
import { useServerErrors } from '../../ui/server-errors';
import { TextField } from '../../ui/TextField';
import * as s from './ProfilePage.css';
import { fieldErrorText, PROBLEM_TEXTS, summaryProblem } from './profile-messages';

export interface EmailChangeFormProps {
  currentEmail: string;
  busy: boolean;
  /** The typed address is the current one (shown 2 s). */
  repeatEmail: boolean;
  problem: FormProblem | null;
  fieldErrors: FieldErrors;
  onSubmit: (email: string) => void;
}

const EMAIL_FIELDS = ['email'] as const;

/** The email-change form (spec §2): a new address, confirmed in a popup, then by a mailed code. */
export function EmailChangeForm({
  currentEmail,
  busy,
  repeatEmail,
  problem,
  fieldErrors,
  onSubmit,
}: EmailChangeFormProps) {
  const { t, i18n } = useLingui();
  const summary = summaryProblem(problem, fieldErrors, EMAIL_FIELDS);
  const [form, fields] = useForm({
    id: 'profile-email-change',
    defaultValue: { email: currentEmail },
    lastResult: useServerErrors(fieldErrors, EMAIL_FIELDS),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseTextForm(formData, changeEmailSchema),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') onSubmit(submission.value.email);
    },
  });
  return (
    <section className={s.card} aria-labelledby="profile-email-title">
      <h2 id="profile-email-title" className={s.cardTitle}>
        <Trans>Change email</Trans>
      </h2>
      <form {...getFormProps(form)} className={s.form}>
        <TextField
          label={t`New email`}
          type="email"
          name={fields.email.name}
          key={fields.email.key}
          defaultValue={fields.email.initialValue}
          error={fieldErrorText(fields.email.errors, i18n)}
          autoComplete="email"
          hint={t`We will send a confirmation code to the new address.`}
        />
        {repeatEmail && (
          <StatusMessage tone="error">
            <Trans>This is your current email. Please enter a new one.</Trans>
          </StatusMessage>
        )}
        {summary && <StatusMessage tone="error">{i18n._(PROBLEM_TEXTS[summary])}</StatusMessage>}
        <div className={s.actions}>
          <Button type="submit" loading={busy}>
            <Trans>Change email</Trans>
          </Button>
        </div>
      </form>
    </section>
  );
}
