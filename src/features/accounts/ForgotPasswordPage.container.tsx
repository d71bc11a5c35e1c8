import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ForgotInput } from '../../../contract/auth';
import { createForgotPasswordImplementations } from '../../../machines/forgot-password/forgot-password.actors';
import { forgotPasswordMachine } from '../../../machines/forgot-password/forgot-password.machine';
import { selectForgotPasswordView } from '../../../machines/forgot-password/forgot-password.selectors';
import { forgotPassword } from '../../adapters/accounts-api';
import { useScreenActor } from '../../app/use-screen-actor';
import { ForgotPasswordView } from './ForgotPasswordView';

export function ForgotPasswordPageContainer() {
  const actor = useScreenActor(() =>
    forgotPasswordMachine.provide(
      createForgotPasswordImplementations({
        forgotPassword,
        // Spec §8: a failure of this request is only logged.
        logFailure: (error) => console.warn('forgot-password request failed', error),
      }),
    ),
  );
  const view = useSelector(actor, selectForgotPasswordView);
  const onSubmit = useCallback((values: ForgotInput) => actor.send({ type: 'forgot.submit', values }), [actor]);
  return <ForgotPasswordView {...view} onSubmit={onSubmit} />;
}
