import { useLogin } from '../../../machines/login/use-login';
import { selectTheme } from '../../../machines/preferences/preferences.selectors';
import { loginScreen } from '../../app/composition/accounts/login';
import { useChildSelector } from '../../app/root-context';
import { useScreen } from '../../app/use-screen';
import { GuestPage } from './GuestPage';
import { LoginView } from './LoginView';

export function LoginPageContainer() {
  const { view, submit } = useLogin(useScreen(loginScreen));
  const theme = useChildSelector('preferences', selectTheme);
  return (
    <GuestPage logoVariant={theme}>
      <LoginView {...view} onSubmit={submit} />
    </GuestPage>
  );
}
