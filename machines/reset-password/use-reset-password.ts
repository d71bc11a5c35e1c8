import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ResetInput } from '../../contract/auth';
import type { resetPasswordMachine } from './reset-password.machine';
import { selectResetPasswordView } from './reset-password.selectors';

/** The new-password view model and its sender. */
export function useResetPassword(actor: ActorRefFrom<typeof resetPasswordMachine>) {
  const view = useSelector(actor, selectResetPasswordView, shallowEqual);
  const senders = useMemo(
    () => ({ submit: (values: ResetInput) => actor.send({ type: 'reset.submit', values }) }),
    [actor],
  );
  return { view, ...senders };
}
