import { useResendCode } from '../../../machines/resend-code/use-resend-code';
import { selectUser } from '../../../machines/session/session.selectors';
import { useVerifyEmail } from '../../../machines/verify-email/use-verify-email';
import { resendCodeScreen, verifyEmailScreen } from '../../app/composition/accounts/verification';
import { useChildSelector } from '../../app/root-context';
import { useScreen } from '../../app/use-screen';
import { VerifyEmailView } from './VerifyEmailView';

/** The verification screen, at /verify and inside the layout for any page of an unverified user. */
export function VerifyEmailContainer() {
  const email = useChildSelector('session', (s) => selectUser(s)?.email ?? null);
  const { view, submit, leave } = useVerifyEmail(useScreen(verifyEmailScreen, { email }));
  const { view: resend, resend: onResend } = useResendCode(useScreen(resendCodeScreen, { email }));
  return (
    <VerifyEmailView email={email} {...view} resend={resend} onSubmit={submit} onResend={onResend} onLeave={leave} />
  );
}
