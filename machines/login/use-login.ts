import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { LoginInput } from '../../contract/auth';
import type { loginMachine } from './login.machine';
import { selectLoginView } from './login.selectors';

/** The login view model and its senders. */
export function useLogin(actor: ActorRefFrom<typeof loginMachine>) {
  const view = useSelector(actor, selectLoginView, sameLoginView);
  const senders = useMemo(
    () => ({ submit: (values: LoginInput) => actor.send({ type: 'login.submit', values }) }),
    [actor],
  );
  return { view, ...senders };
}

function sameLoginView(a: ReturnType<typeof selectLoginView>, b: ReturnType<typeof selectLoginView>): boolean {
  return a.busy === b.busy && a.formError === b.formError && a.fieldErrors === b.fieldErrors;
}
