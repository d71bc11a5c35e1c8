import { fromPromise } from 'xstate';
import type { SubscriptionView } from '../../contract/subscription';
import type { SubscriptionCancelDeps } from './subscription-cancel.types';

/** Real effects for `subscriptionCancelMachine.provide(...)`: its confirmed task. */
export function createSubscriptionCancelImplementations(deps: SubscriptionCancelDeps) {
  return {
    actors: {
      task: fromPromise<SubscriptionView>(({ signal }) => deps.unsubscribe(signal)),
    },
  };
}
