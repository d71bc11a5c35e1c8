import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { LoginInput } from '../../../contract/auth';
import { createLoginImplementations } from '../../../machines/login/login.actors';
import { loginMachine } from '../../../machines/login/login.machine';
import { selectLoginView } from '../../../machines/login/login.selectors';
import { login } from '../../adapters/accounts-api';
import { useScreenActor } from '../../app/use-screen-actor';
import { LoginView } from './LoginView';

export function LoginPageContainer() {
  const actor = useScreenActor(() => loginMachine.provide(createLoginImplementations({ login })));
  const view = useSelector(actor, selectLoginView);
  const onSubmit = useCallback((values: LoginInput) => actor.send({ type: 'login.submit', values }), [actor]);
  return <LoginView {...view} onSubmit={onSubmit} />;
}
