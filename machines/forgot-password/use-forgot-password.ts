import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ForgotInput } from '../../contract/auth';
import type { forgotPasswordMachine } from './forgot-password.machine';
import { selectForgotPasswordView } from './forgot-password.selectors';

/** The forgot-password view model and its sender. */
export function useForgotPassword(actor: ActorRefFrom<typeof forgotPasswordMachine>) {
  const view = useSelector(actor, selectForgotPasswordView, shallowEqual);
  const senders = useMemo(
    () => ({ submit: (values: ForgotInput) => actor.send({ type: 'forgot.submit', values }) }),
    [actor],
  );
  return { view, ...senders };
}
