import { useLogin } from '../../../machines/login/use-login';
import { loginScreen } from '../../app/composition/accounts/login';
import { useScreen } from '../../app/use-screen';
import { LoginView } from './LoginView';

export function LoginPageContainer() {
  const { view, submit } = useLogin(useScreen(loginScreen));
  return <LoginView {...view} onSubmit={submit} />;
}
