import { getFormProps, useForm } from '@conform-to/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ForgotInput } from '../../../contract/auth';
import type { FieldErrors } from '../../../machines/shared/form-errors';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { StatusMessage } from '../../ui/StatusMessage';
import { TextField } from '../../ui/TextField';
import * as s from './AuthPage.css';
import { errorText } from './error-text';
import { useServerResult } from './form-support';

export interface ForgotPasswordViewProps {
  busy: boolean;
  sent: boolean;
  fieldErrors: FieldErrors | null;
  onSubmit: (values: ForgotInput) => void;
}

/** Spec §2 /forgot-password: ask for a reset link by email. */
export function ForgotPasswordView({ busy, sent, fieldErrors, onSubmit }: ForgotPasswordViewProps) {
  const { t, i18n } = useLingui();
  const [form, fields] = useForm<ForgotInput>({
    id: 'forgot-password',
    lastResult: useServerResult(fieldErrors),
    // Spec §5: no client rule for this email; the server's answer is shown on the field.
    onSubmit(event, { formData }) {
      event.preventDefault();
      onSubmit({ email: String(formData.get('email') ?? '').trim() });
    },
  });
  return (
    <section className={s.card({ width: 'narrow' })} aria-labelledby="forgot-title">
      <header className={s.header}>
        <h1 id="forgot-title" className={s.title}>
          <Trans>Forgot your password?</Trans>
        </h1>
        <p className={s.lead}>
          <Trans>Enter the email you signed up with and we will send you a link to set a new password.</Trans>
        </p>
      </header>
      <form {...getFormProps(form)} className={s.form} noValidate>
        <TextField
          label={t`Email`}
          type="email"
          name={fields.email.name}
          key={fields.email.key}
          error={errorText(fields.email.errors, i18n)}
          autoComplete="email"
          inputMode="email"
        />
        {sent && (
          <StatusMessage tone="success">
            <Trans>Reset link has been sent to your email!</Trans>
          </StatusMessage>
        )}
        <Button type="submit" block loading={busy}>
          <Trans>Send reset link</Trans>
        </Button>
      </form>
      <p className={s.centered}>
        <Link to="/login">
          <Trans>Back to log in</Trans>
        </Link>
      </p>
    </section>
  );
}
