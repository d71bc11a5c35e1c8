import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { verifyEmailMachine } from './verify-email.machine';
import { selectVerifyEmailView } from './verify-email.selectors';

/** The verification form's view model and its senders. */
export function useVerifyEmail(actor: ActorRefFrom<typeof verifyEmailMachine>) {
  const view = useSelector(actor, selectVerifyEmailView, shallowEqual);
  const senders = useMemo(
    () => ({
      submit: (code: string) => actor.send({ type: 'code.submit', code }),
      leave: () => actor.send({ type: 'verify.leave' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
