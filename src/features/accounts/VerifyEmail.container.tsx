import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { createResendCodeImplementations } from '../../../machines/resend-code/resend-code.actors';
import { resendCodeMachine } from '../../../machines/resend-code/resend-code.machine';
import { selectResendView } from '../../../machines/resend-code/resend-code.selectors';
import { selectUser } from '../../../machines/session/session.selectors';
import { createVerifyEmailImplementations } from '../../../machines/verify-email/verify-email.actors';
import { verifyEmailMachine } from '../../../machines/verify-email/verify-email.machine';
import { selectVerifyEmailView } from '../../../machines/verify-email/verify-email.selectors';
import { resendVerifyCode, verifyEmail } from '../../adapters/accounts-api';
import { useChild, useChildSelector } from '../../app/root-context';
import { useLatest } from '../../app/use-latest';
import { useScreenActor } from '../../app/use-screen-actor';
import { localizePath } from '../../routing/lang';
import { useUrlLanguage } from '../../routing/use-url-language';
import { VerifyEmailView } from './VerifyEmailView';

/** The verification screen, at /verify and inside the layout for any page of an unverified user. */
export function VerifyEmailContainer() {
  const session = useChild('session');
  const email = useChildSelector('session', (s) => selectUser(s)?.email ?? null);
  const language = useLatest(useUrlLanguage());
  const navigate = useNavigate();
  const verify = useScreenActor(
    () =>
      verifyEmailMachine.provide(
        createVerifyEmailImplementations({
          verifyEmail,
          // Spec §4: after verification the sign-up goes on with the pet photo.
          goToNextStep: () => void navigate({ href: localizePath('/signup-photo', language.current) }),
        }),
      ),
    { email },
  );
  const resend = useScreenActor(
    () => resendCodeMachine.provide(createResendCodeImplementations({ resendCode: resendVerifyCode })),
    { email },
  );
  const view = useSelector(verify, selectVerifyEmailView);
  const resendView = useSelector(resend, selectResendView);
  const onSubmit = useCallback((code: string) => verify.send({ type: 'code.submit', code }), [verify]);
  const onResend = useCallback(() => resend.send({ type: 'code.resend' }), [resend]);
  const onLeave = useCallback(() => session.send({ type: 'session.logout' }), [session]);
  return (
    <VerifyEmailView
      email={email}
      {...view}
      resend={resendView}
      onSubmit={onSubmit}
      onResend={onResend}
      onLeave={onLeave}
    />
  );
}
