import { getFormProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithValibot } from '@conform-to/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { type AppealInput, appealForm, MODERATION_CODES } from '../../../contract/moderation';
import { MODERATION_NOTE_MAX } from '../../../contract/safety';
import type { FieldErrors } from '../../../machines/shared/form-errors';
import { translateValidation } from '../../i18n/safety-texts';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { StatusMessage } from '../../ui/StatusMessage';
import * as s from '../accounts/AuthPage.css';
import { useServerResult } from '../accounts/form-support';
import { TextAreaField } from '../chat/TextAreaField';

export interface AppealViewProps {
  /** The token of the link (`/appeal#token=…`); null when the page was opened without one. */
  token: string | null;
  busy: boolean;
  sent: boolean;
  fieldErrors: FieldErrors | null;
  /** The refusal's code (contract/moderation.ts), 'failed', or null. */
  refusal: string | null;
  onSubmit: (values: AppealInput) => void;
}

/** /appeal: a banned user asks the moderators to lift the ban, once per ban. */
export function AppealView({ token, busy, sent, fieldErrors, refusal, onSubmit }: AppealViewProps) {
  const { t, i18n } = useLingui();
  const [form, fields] = useForm({
    id: 'appeal',
    lastResult: useServerResult(fieldErrors),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema: appealForm }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success' && token) onSubmit({ token, message: submission.value.message });
    },
  });
  const refusalText: Record<string, string> = {
    [MODERATION_CODES.appealToken]: t`This appeal link is invalid or has expired. Log in again to get a new one.`,
    [MODERATION_CODES.appealExists]: t`You have already appealed against this ban. A moderator will look at it.`,
  };
  const noLink = token === null || refusal === MODERATION_CODES.appealToken;
  return (
    <section className={s.card({ width: 'narrow' })} aria-labelledby="appeal-title">
      <header className={s.header}>
        <h1 id="appeal-title" className={s.title}>
          <Trans>Appeal against a ban</Trans>
        </h1>
        <p className={s.lead}>
          <Trans>
            Tell our moderators why your account should be opened again. You can appeal once against each ban; a
            moderator who was not part of it decides.
          </Trans>
        </p>
      </header>
      {sent ? (
        <StatusMessage tone="success">
          <Trans>Your appeal was sent. A moderator will look at it; try logging in again later.</Trans>
        </StatusMessage>
      ) : token === null ? (
        <StatusMessage tone="error">
          <Trans>This page needs the appeal link from the login page. Log in to get it.</Trans>
        </StatusMessage>
      ) : (
        <form {...getFormProps(form)} className={s.form} noValidate>
          <TextAreaField
            {...getTextareaProps(fields.message)}
            label={<Trans>Your appeal</Trans>}
            maxLength={MODERATION_NOTE_MAX}
            error={fields.message.errors?.[0] ? translateValidation(fields.message.errors[0], i18n) : null}
          />
          {refusal && (
            <StatusMessage tone="error">{refusalText[refusal] ?? t`Sending failed, try again.`}</StatusMessage>
          )}
          <Button type="submit" block loading={busy} disabled={refusal === MODERATION_CODES.appealExists}>
            <Trans>Send appeal</Trans>
          </Button>
        </form>
      )}
      {(noLink || sent) && (
        <p className={s.centered}>
          <Link to="/login">
            <Trans>Back to log in</Trans>
          </Link>
        </p>
      )}
    </section>
  );
}
