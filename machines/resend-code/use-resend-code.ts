import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { resendCodeMachine } from './resend-code.machine';
import { selectResendView } from './resend-code.selectors';

/** The resend link's view model (countdown, error) and its sender. */
export function useResendCode(actor: ActorRefFrom<typeof resendCodeMachine>) {
  const view = useSelector(actor, selectResendView, shallowEqual);
  const senders = useMemo(() => ({ resend: () => actor.send({ type: 'code.resend' }) }), [actor]);
  return { view, ...senders };
}
