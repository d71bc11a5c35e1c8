import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { SignupInput } from '../../contract/auth';
import type { signupMachine } from './signup.machine';
import { selectSignupView } from './signup.selectors';

/** The sign-up view model and its senders. */
export function useSignup(actor: ActorRefFrom<typeof signupMachine>) {
  const view = useSelector(actor, selectSignupView, shallowEqual);
  const senders = useMemo(
    () => ({
      submit: (values: SignupInput) => actor.send({ type: 'signup.submit', values }),
      retryBreeds: () => actor.send({ type: 'breeds.retry' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
