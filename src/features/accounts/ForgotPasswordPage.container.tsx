import { useForgotPassword } from '../../../machines/forgot-password/use-forgot-password';
import { forgotPasswordScreen } from '../../app/composition/accounts/password-recovery';
import { useScreen } from '../../app/use-screen';
import { ForgotPasswordView } from './ForgotPasswordView';

export function ForgotPasswordPageContainer() {
  const { view, submit } = useForgotPassword(useScreen(forgotPasswordScreen));
  return <ForgotPasswordView {...view} onSubmit={submit} />;
}
