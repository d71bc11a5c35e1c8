import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CardFormInput, SubscriptionView } from '../../contract/subscription';
import type { checkoutMachine } from './checkout.machine';
import { selectCheckout } from './checkout.selectors';

/** The subscribe and subscription-success popups' view model and their senders. */
export function useCheckout(actor: ActorRefFrom<typeof checkoutMachine>) {
  const view = useSelector(actor, selectCheckout, shallowEqual);
  const senders = useMemo(
    () => ({
      open: (price: SubscriptionView['price']) => actor.send({ type: 'checkout.open', price }),
      submit: (card: CardFormInput) => actor.send({ type: 'checkout.submit', card }),
      retry: () => actor.send({ type: 'checkout.retry' }),
      close: () => actor.send({ type: 'checkout.close' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
