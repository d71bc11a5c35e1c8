import { getFormProps, useForm } from '@conform-to/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type LoginInput, loginSchema } from '../../../contract/login';
import type { AccountClosed } from '../../../machines/shared/api-failure';
import type { FieldErrors } from '../../../machines/shared/form-errors';
import { translateSignInValidation } from '../../i18n/sign-in-texts';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { PasswordField } from '../../ui/PasswordField';
import { parseTextForm } from '../../ui/parse-text-form';
import { StatusMessage } from '../../ui/StatusMessage';
import { TextField } from '../../ui/TextField';
import { AccountClosedNotice } from '../safety/AccountClosedNotice';
import * as s from './AuthPage.css';
import { errorTextWith, useServerResult } from './form-support';

// The login form's own validation texts only (issue 30: /login's first load).
const errorText = errorTextWith(translateSignInValidation);

export interface LoginViewProps {
  busy: boolean;
  formError: MessageDescriptor | null;
  fieldErrors: FieldErrors | null;
  /** A suspended or banned account: shown instead of a form error. */
  closed?: AccountClosed | null;
  onSubmit: (values: LoginInput) => void;
}

/** Spec §2 /login: email, password with show/hide, links to sign up and to password reset. */
export function LoginView({ busy, formError, fieldErrors, closed = null, onSubmit }: LoginViewProps) {
  const { t, i18n } = useLingui();
  const [form, fields] = useForm({
    id: 'login',
    lastResult: useServerResult(fieldErrors),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseTextForm(formData, loginSchema),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') onSubmit(submission.value);
    },
  });
  return (
    <section className={s.card({ width: 'narrow' })} aria-labelledby="login-title">
      <header className={s.header}>
        <h1 id="login-title" className={s.title}>
          <Trans>Log in</Trans>
        </h1>
        <p className={s.lead}>
          <Trans>Welcome back! Your pet's friends are waiting.</Trans>
        </p>
      </header>
      <form {...getFormProps(form)} className={s.form}>
        <TextField
          label={t`Email`}
          type="email"
          name={fields.email.name}
          key={fields.email.key}
          defaultValue={fields.email.initialValue}
          error={errorText(fields.email.errors, i18n)}
          autoComplete="email"
          inputMode="email"
        />
        <PasswordField
          label={t`Password`}
          name={fields.password.name}
          key={fields.password.key}
          defaultValue={fields.password.initialValue}
          error={errorText(fields.password.errors, i18n)}
          autoComplete="current-password"
        />
        {closed && <AccountClosedNotice closed={closed} />}
        {formError && <StatusMessage tone="error">{i18n._(formError)}</StatusMessage>}
        <Button type="submit" block loading={busy}>
          <Trans>Log in</Trans>
        </Button>
      </form>
      <div className={s.links}>
        <Link to="/forgot-password">
          <Trans>Forgot your password?</Trans>
        </Link>
        <span>
          <Trans>
            No account yet? <Link to="/signup">Sign up</Link>
          </Trans>
        </span>
      </div>
    </section>
  );
}
