import { useEmailChange } from '../../../machines/email-change/use-email-change';
import { emailChangeScreen } from '../../app/composition/profile';
import { useScreen } from '../../app/use-screen';
import { EmailChangedDialog } from './EmailChangedDialog';
import { EmailChangeForm } from './EmailChangeForm';
import { EmailCodeDialog } from './EmailCodeDialog';
import { EmailConfirmDialog } from './EmailConfirmDialog';

/** The email change: form, confirmation popup, code popup, confirmed popup. */
export function EmailChangeContainer({ currentEmail }: { currentEmail: string }) {
  const { view, submit, confirm, cancel, submitCode, dismiss } = useEmailChange(
    useScreen(emailChangeScreen, { currentEmail }),
  );
  return (
    <>
      <EmailChangeForm
        currentEmail={view.currentEmail}
        busy={view.busy && view.confirmOpen}
        repeatEmail={view.repeatEmail}
        problem={view.emailProblem}
        fieldErrors={view.fieldErrors}
        onSubmit={submit}
      />
      <EmailConfirmDialog
        open={view.confirmOpen}
        busy={view.busy}
        newEmail={view.newEmail}
        onConfirm={confirm}
        onCancel={cancel}
      />
      <EmailCodeDialog
        open={view.codeOpen}
        busy={view.busy}
        newEmail={view.newEmail}
        problem={view.codeProblem}
        fieldErrors={view.fieldErrors}
        onSubmit={submitCode}
        onCancel={cancel}
      />
      <EmailChangedDialog open={view.doneOpen} email={view.currentEmail} onClose={dismiss} />
    </>
  );
}
