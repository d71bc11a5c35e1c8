import { useSelector } from '@xstate/react';
import { createEmailChangeImplementations } from '../../../machines/email-change/email-change.actors';
import { emailChangeMachine } from '../../../machines/email-change/email-change.machine';
import { selectEmailChange } from '../../../machines/email-change/email-change.selectors';
import { EmailChangedDialog } from './EmailChangedDialog';
import { EmailChangeForm } from './EmailChangeForm';
import { EmailCodeDialog } from './EmailCodeDialog';
import { EmailConfirmDialog } from './EmailConfirmDialog';
import { profileApi } from './profile-api';
import { useScreenActor } from './use-screen-actor';
import { useSessionEffects } from './use-session-effects';

/** The email change: form, confirmation popup, code popup, confirmed popup. */
export function EmailChangeContainer({ currentEmail }: { currentEmail: string }) {
  const effects = useSessionEffects();
  const flow = useScreenActor(
    () =>
      emailChangeMachine.provide(
        createEmailChangeImplementations({
          requestChange: (email, signal) => profileApi.requestEmailChange(email, signal),
          confirmCode: (code, signal) => profileApi.confirmEmailChange(code, signal),
          userUpdated: effects.userUpdated,
        }),
      ),
    { input: { currentEmail } },
  );
  const view = useSelector(flow, selectEmailChange);
  const cancel = () => flow.send({ type: 'email.cancel' });

  return (
    <>
      <EmailChangeForm
        currentEmail={view.currentEmail}
        busy={view.busy && view.confirmOpen}
        repeatEmail={view.repeatEmail}
        problem={view.emailProblem}
        fieldErrors={view.fieldErrors}
        onSubmit={(email) => flow.send({ type: 'email.submit', email })}
      />
      <EmailConfirmDialog
        open={view.confirmOpen}
        busy={view.busy}
        newEmail={view.newEmail}
        onConfirm={() => flow.send({ type: 'email.confirm' })}
        onCancel={cancel}
      />
      <EmailCodeDialog
        open={view.codeOpen}
        busy={view.busy}
        newEmail={view.newEmail}
        problem={view.codeProblem}
        fieldErrors={view.fieldErrors}
        onSubmit={(code) => flow.send({ type: 'code.submit', code })}
        onCancel={cancel}
      />
      <EmailChangedDialog
        open={view.doneOpen}
        email={view.currentEmail}
        onClose={() => flow.send({ type: 'email.dismiss' })}
      />
    </>
  );
}
