import { selectTheme } from '../../../machines/preferences/preferences.selectors';
import { useSignup } from '../../../machines/signup/use-signup';
import { signupScreen } from '../../app/composition/accounts/signup';
import { useChildSelector } from '../../app/root-context';
import { useScreen } from '../../app/use-screen';
import { useUrlLanguage } from '../../routing/use-url-language';
import { GuestPage } from './GuestPage';
import { SignupView } from './SignupView';

export function SignupPageContainer() {
  const { view, submit, retryBreeds } = useSignup(useScreen(signupScreen));
  const theme = useChildSelector('preferences', selectTheme);
  const language = useUrlLanguage();
  return (
    <GuestPage logoVariant={theme}>
      <SignupView {...view} language={language} theme={theme} onSubmit={submit} onRetryBreeds={retryBreeds} />
    </GuestPage>
  );
}
