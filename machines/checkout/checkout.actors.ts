import { fromPromise } from 'xstate';
import type { SubscriptionView } from '../../contract/subscription';
import type { CheckoutDeps, SubscribeRequest } from './checkout.types';

/** Real effects for `checkoutMachine.provide(...)`. */
export function createCheckoutImplementations(deps: CheckoutDeps) {
  return {
    actors: {
      subscribe: fromPromise<SubscriptionView, SubscribeRequest>(({ input, signal }) => deps.subscribe(input, signal)),
    },
  };
}
