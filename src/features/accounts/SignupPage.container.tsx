import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { SignupInput } from '../../../contract/auth';
import { selectTheme } from '../../../machines/preferences/preferences.selectors';
import { createSignupImplementations } from '../../../machines/signup/signup.actors';
import { signupMachine } from '../../../machines/signup/signup.machine';
import { selectSignupView } from '../../../machines/signup/signup.selectors';
import { fetchBreeds, login, register } from '../../adapters/accounts-api';
import { useChildSelector } from '../../app/root-context';
import { useScreenActor } from '../../app/use-screen-actor';
import { useUrlLanguage } from '../../routing/use-url-language';
import { SignupView } from './SignupView';

export function SignupPageContainer() {
  const actor = useScreenActor(() =>
    signupMachine.provide(createSignupImplementations({ fetchBreeds, register, login })),
  );
  const view = useSelector(actor, selectSignupView);
  const theme = useChildSelector('preferences', selectTheme);
  const language = useUrlLanguage();
  const onSubmit = useCallback((values: SignupInput) => actor.send({ type: 'signup.submit', values }), [actor]);
  const onRetryBreeds = useCallback(() => actor.send({ type: 'breeds.retry' }), [actor]);
  return <SignupView {...view} language={language} theme={theme} onSubmit={onSubmit} onRetryBreeds={onRetryBreeds} />;
}
