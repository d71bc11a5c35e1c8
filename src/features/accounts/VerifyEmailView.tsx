import { getFormProps, useForm } from '@conform-to/react';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { verificationCode } from '../../../contract/fields';
import type { FieldErrors } from '../../../machines/shared/form-errors';
import { Button } from '../../ui/Button';
import { MailIcon } from '../../ui/icons';
import { Link } from '../../ui/Link';
import { StatusMessage } from '../../ui/StatusMessage';
import { TextField } from '../../ui/TextField';
import * as s from './AuthPage.css';
import { errorText } from './error-text';
import { useServerResult } from './form-support';
import { parseForm } from './parse-form';

/** The code field alone (the email is the signed-in user's): spec §5 "Verification code". */
const codeFormSchema = v.object({ verification_code: v.optional(verificationCode, '') });

export interface ResendView {
  canResend: boolean;
  sending: boolean;
  secondsLeft: number;
  error: MessageDescriptor | null;
}

export interface VerifyEmailViewProps {
  email: string | null;
  busy: boolean;
  codeError: MessageDescriptor | null;
  formError: MessageDescriptor | null;
  fieldErrors: FieldErrors | null;
  resend: ResendView;
  onSubmit: (code: string) => void;
  onResend: () => void;
  /** Log out before leaving for /login or /signup (spec §2: link to login, back link to /signup). */
  onLeave: () => void;
}

/** m:ss, e.g. 1:05. */
function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Spec §2 "Email verification screen": code, verify, resend with a countdown, links away. */
export function VerifyEmailView({
  email,
  busy,
  codeError,
  formError,
  fieldErrors,
  resend,
  onSubmit,
  onResend,
  onLeave,
}: VerifyEmailViewProps) {
  const { t, i18n } = useLingui();
  const [form, fields] = useForm({
    id: 'verify-email',
    lastResult: useServerResult(fieldErrors),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, codeFormSchema),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') onSubmit(submission.value.verification_code.toUpperCase());
    },
  });
  const codeMessage = errorText(fields.verification_code.errors, i18n) ?? (codeError ? i18n._(codeError) : null);
  const countdown = clock(resend.secondsLeft);

  return (
    <section className={s.card({ width: 'narrow' })} aria-labelledby="verify-title" data-testid="verify-email">
      <span className={s.badge}>
        <MailIcon width={32} height={32} />
      </span>
      <header className={s.header}>
        <h1 id="verify-title" className={s.title}>
          <Trans>Please verify your email</Trans>
        </h1>
        {email && (
          <p className={s.lead}>
            <Trans>
              We sent a 6-character code to <strong>{email}</strong>. Enter it below to start chatting.
            </Trans>
          </p>
        )}
      </header>
      <form {...getFormProps(form)} className={s.form}>
        <TextField
          label={t`Verification code`}
          name={fields.verification_code.name}
          key={fields.verification_code.key}
          defaultValue={fields.verification_code.initialValue}
          error={codeMessage}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
        />
        {formError && <StatusMessage tone="error">{i18n._(formError)}</StatusMessage>}
        <Button type="submit" block loading={busy}>
          <Trans>Verify</Trans>
        </Button>
      </form>
      <div className={s.centered}>
        <span>
          <Trans>Didn't get the code?</Trans>
        </span>
        <button
          type="button"
          className={s.textButton}
          disabled={!resend.canResend || resend.sending}
          onClick={onResend}
          aria-describedby={resend.canResend ? undefined : 'resend-countdown'}
        >
          <Trans>Resend code</Trans>
        </button>
        {!resend.canResend && !resend.sending && (
          <span id="resend-countdown" role="timer" aria-live="off">
            <Trans>in {countdown}</Trans>
          </span>
        )}
      </div>
      {resend.error && <StatusMessage tone="error">{i18n._(resend.error)}</StatusMessage>}
      <div className={s.links}>
        <Link to="/signup" onClick={onLeave}>
          <Trans>Back to sign-up</Trans>
        </Link>
        <Link to="/login" onClick={onLeave}>
          <Trans>Log in with another account</Trans>
        </Link>
      </div>
    </section>
  );
}
