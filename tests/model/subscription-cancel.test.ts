import { expect } from 'vitest';
import type { SubscriptionView } from '../../contract/subscription';
import { selectConfirmDialog } from '../../machines/confirm/confirm.selectors';
import { createSubscriptionCancelImplementations } from '../../machines/subscription-cancel/subscription-cancel.actors';
import { subscriptionCancelMachine } from '../../machines/subscription-cancel/subscription-cancel.machine';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
import { activeSubscription, cardFailures, toastsOf } from './support/subscription-fixtures';

const cancelled: SubscriptionView = { ...activeSubscription, status: 'cancelled' };

describeModel(subscriptionCancelMachine, {
  events: (s) => {
    const events: ModelEvent[] = [{ type: 'deletion.open' }, { type: 'deletion.confirm' }, { type: 'deletion.cancel' }];
    if (s.matches('working'))
      events.push(
        { type: 'xstate.done.actor.unsubscribe', output: cancelled },
        { type: 'xstate.error.actor.unsubscribe', error: cardFailures.notFound },
      );
    return events;
  },
  world: () => {
    const unsubscribe = fakeCalls<[AbortSignal], SubscriptionView>();
    const toasts = recorder();
    const subscription = recorder();
    return {
      machine: subscriptionCancelMachine.provide(
        createSubscriptionCancelImplementations({ unsubscribe: unsubscribe.fn }),
      ),
      system: { toasts: toasts.logic, subscription: subscription.logic },
      calls: { unsubscribe },
      unsubscribe,
      toasts,
      subscription,
    };
  },
  oracles: {
    'nothing is cancelled without the confirmation in the popup': ({ taken, world }) => {
      const confirmed = taken.filter(
        (s) => s.event.type === 'deletion.confirm' && (s.before.matches('confirming') || s.before.matches('failed')),
      );
      expect(world.unsubscribe.calls).toHaveLength(confirmed.length);
    },
    // Spec §8: 'unsubscription success' / 'failed, try again'; §4: the page reloads after a cancellation.
    'toasts and the page refresh follow the answers': ({ taken, world }) => {
      const expected = taken.flatMap((s): Array<[string, string]> => {
        if (s.event.type === 'xstate.done.actor.unsubscribe') return [['success', 'Subscription cancelled']];
        if (s.event.type === 'xstate.error.actor.unsubscribe') return [['error', 'Failed, please try again.']];
        return [];
      });
      expect(toastsOf(world.toasts.events)).toEqual(expected);
      const done = taken.filter((s) => s.event.type === 'xstate.done.actor.unsubscribe');
      expect(world.subscription.events).toEqual(done.map(() => ({ type: 'subscription.refresh' })));
    },
    'the view follows the state': ({ snapshot }) => {
      const view = selectConfirmDialog(snapshot);
      expect(view.open).toBe(!snapshot.matches('idle'));
      expect(view.busy).toBe(snapshot.matches('working'));
      expect(view.failed).toBe(snapshot.matches('failed'));
      expect(view.done).toBe(false);
    },
  },
});
