import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { passwordChangeMachine } from './password-change.machine';
import { selectPasswordChange } from './password-change.selectors';
import type { PasswordValues } from './password-change.types';

/** The change-password popup's view model and its senders. */
export function usePasswordChange(actor: ActorRefFrom<typeof passwordChangeMachine>) {
  const view = useSelector(actor, selectPasswordChange, shallowEqual);
  const senders = useMemo(
    () => ({
      open: () => actor.send({ type: 'password.open' }),
      submit: (values: PasswordValues) => actor.send({ type: 'password.submit', values }),
      close: () => actor.send({ type: 'password.close' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
