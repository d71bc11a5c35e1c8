import { fromPromise } from 'xstate';
import type { Payment, SubscriptionView } from '../../contract/subscription';
import type { UserView } from '../../contract/user';
import type { SubscriptionDeps } from './subscription.types';

/** Real effects for `subscriptionMachine.provide(...)`. */
export function createSubscriptionImplementations(deps: SubscriptionDeps) {
  return {
    actors: {
      loadSubscription: fromPromise<SubscriptionView>(({ signal }) => deps.loadSubscription(signal)),
      loadPayments: fromPromise<Payment[]>(({ signal }) => deps.loadPayments(signal)),
      loadUser: fromPromise<UserView>(({ signal }) => deps.loadUser(signal)),
    },
  };
}
