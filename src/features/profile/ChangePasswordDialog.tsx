import { getFormProps, useForm } from '@conform-to/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { changePasswordSchema } from '../../../contract/profile';
import type { PasswordValues } from '../../../machines/password-change/password-change.types';
import type { FieldErrors, FormProblem } from '../../../machines/shared/form-failure';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import * as d from '../../ui/Dialog.css';
import { Link } from '../../ui/Link';
import { PasswordField } from '../../ui/PasswordField';
import { parseTextForm } from '../../ui/parse-text-form';
import { StatusMessage } from '../../ui/StatusMessage';
import { useServerErrors } from '../../ui/server-errors';
import * as s from './ProfilePage.css';
import { fieldErrorText, PROBLEM_TEXTS, summaryProblem } from './profile-messages';

const PASSWORD_FIELDS = ['old_password', 'password', 'password_confirmation'] as const;

export interface ChangePasswordDialogProps {
  open: boolean;
  saving: boolean;
  saved: boolean;
  problem: FormProblem | null;
  fieldErrors: FieldErrors;
  onSubmit: (values: PasswordValues) => void;
  onClose: () => void;
}

/** "Change or recover password" popup (spec §2): old, new and confirmation, each with show/hide. */
export function ChangePasswordDialog(props: ChangePasswordDialogProps) {
  const { t } = useLingui();
  const { open, saving, onClose } = props;
  // The form lives inside the popup's content, so each opening starts with empty fields.
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !saving && onClose()} title={t`Change password`}>
      <ChangePasswordForm {...props} />
    </Dialog>
  );
}

function ChangePasswordForm({ saving, saved, problem, fieldErrors, onSubmit, onClose }: ChangePasswordDialogProps) {
  const { t, i18n } = useLingui();
  const [form, fields] = useForm({
    id: 'profile-change-password',
    lastResult: useServerErrors(fieldErrors, PASSWORD_FIELDS),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseTextForm(formData, changePasswordSchema),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') onSubmit(submission.value);
    },
  });
  const error = (errors: string[] | undefined) => fieldErrorText(errors, i18n);
  const summary = summaryProblem(problem, fieldErrors, PASSWORD_FIELDS);
  return (
    <form {...getFormProps(form)} className={s.form}>
      <PasswordField
        label={t`Old password`}
        name={fields.old_password.name}
        key={fields.old_password.key}
        error={error(fields.old_password.errors)}
        autoComplete="current-password"
      />
      <PasswordField
        label={t`New password`}
        name={fields.password.name}
        key={fields.password.key}
        error={error(fields.password.errors)}
        autoComplete="new-password"
      />
      <PasswordField
        label={t`Confirm new password`}
        name={fields.password_confirmation.name}
        key={fields.password_confirmation.key}
        error={error(fields.password_confirmation.errors)}
        autoComplete="new-password"
      />
      <Link to="/" className={s.recoverLink}>
        <Trans>Forgot your password? Recover it</Trans>
      </Link>
      {saved && (
        <StatusMessage tone="success">
          <Trans>Your password has been changed.</Trans>
        </StatusMessage>
      )}
      {summary && <StatusMessage tone="error">{i18n._(PROBLEM_TEXTS[summary])}</StatusMessage>}
      <div className={d.footer}>
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          {saved ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
        </Button>
        <Button type="submit" loading={saving} disabled={saved}>
          <Trans>Change password</Trans>
        </Button>
      </div>
    </form>
  );
}
