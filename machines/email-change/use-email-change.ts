import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { emailChangeMachine } from './email-change.machine';
import { selectEmailChange } from './email-change.selectors';

/** The email change's view model (form and three popups) and its senders. */
export function useEmailChange(actor: ActorRefFrom<typeof emailChangeMachine>) {
  const view = useSelector(actor, selectEmailChange, shallowEqual);
  const senders = useMemo(
    () => ({
      submit: (email: string) => actor.send({ type: 'email.submit', email }),
      confirm: () => actor.send({ type: 'email.confirm' }),
      cancel: () => actor.send({ type: 'email.cancel' }),
      submitCode: (code: string) => actor.send({ type: 'code.submit', code }),
      dismiss: () => actor.send({ type: 'email.dismiss' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
