import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { subscriptionMachine } from './subscription.machine';
import { selectSubscriptionPage } from './subscription.selectors';

/** The subscription page's view model and its senders. */
export function useSubscription(actor: ActorRefFrom<typeof subscriptionMachine>) {
  const view = useSelector(actor, selectSubscriptionPage, shallowEqual);
  const senders = useMemo(
    () => ({
      retry: () => actor.send({ type: 'subscription.retry' }),
      retryPayments: () => actor.send({ type: 'payments.retry' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
