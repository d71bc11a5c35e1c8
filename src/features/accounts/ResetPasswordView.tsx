import { getFormProps, useForm } from '@conform-to/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ResetInput, resetSchema } from '../../../contract/auth';
import type { FieldErrors } from '../../../machines/shared/form-errors';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { PasswordField } from '../../ui/PasswordField';
import { StatusMessage } from '../../ui/StatusMessage';
import * as s from './AuthPage.css';
import { errorText } from './error-text';
import { useServerResult } from './form-support';
import { parseForm } from './parse-form';

export interface ResetPasswordViewProps {
  /** From the link's query string; null when the link has none. */
  token: string | null;
  busy: boolean;
  fieldErrors: FieldErrors | null;
  onSubmit: (values: ResetInput) => void;
}

/** Spec §2 /password-reset: a new password for the account of the mailed link. */
export function ResetPasswordView({ token, busy, fieldErrors, onSubmit }: ResetPasswordViewProps) {
  const { t, i18n } = useLingui();
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult: useServerResult(fieldErrors),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, resetSchema),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') onSubmit(submission.value);
    },
  });
  const linkError = errorText(fields.token.errors, i18n);
  return (
    <section className={s.card({ width: 'narrow' })} aria-labelledby="reset-title">
      <header className={s.header}>
        <h1 id="reset-title" className={s.title}>
          <Trans>Set a new password</Trans>
        </h1>
        <p className={s.lead}>
          <Trans>Choose a new password for your account.</Trans>
        </p>
      </header>
      {token === null && (
        <StatusMessage tone="error">
          <Trans>This link has no reset code. Please open the link from the email again, or ask for a new one.</Trans>
        </StatusMessage>
      )}
      <form {...getFormProps(form)} className={s.form}>
        <input type="hidden" name={fields.token.name} value={token ?? ''} />
        <PasswordField
          label={t`New password`}
          name={fields.password.name}
          key={fields.password.key}
          error={errorText(fields.password.errors, i18n)}
          autoComplete="new-password"
        />
        <PasswordField
          label={t`Confirm the new password`}
          name={fields.password_confirmation.name}
          key={fields.password_confirmation.key}
          error={errorText(fields.password_confirmation.errors, i18n)}
          autoComplete="new-password"
        />
        {linkError && <StatusMessage tone="error">{linkError}</StatusMessage>}
        <Button type="submit" block loading={busy}>
          <Trans>Save the new password</Trans>
        </Button>
      </form>
      <p className={s.centered}>
        <Link to="/forgot-password">
          <Trans>Ask for a new link</Trans>
        </Link>
      </p>
    </section>
  );
}
