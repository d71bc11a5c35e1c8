import { useResetPassword } from '../../../machines/reset-password/use-reset-password';
import { resetPasswordScreen } from '../../app/composition/accounts/password-recovery';
import { useScreen } from '../../app/use-screen';
import { ResetPasswordView } from './ResetPasswordView';

export function ResetPasswordPageContainer({ token }: { token: string | null }) {
  const { view, submit } = useResetPassword(useScreen(resetPasswordScreen));
  return <ResetPasswordView token={token} {...view} onSubmit={submit} />;
}
