import { expect } from 'vitest';
import type { Payment, SubscriptionView } from '../../contract/subscription';
import type { UserView } from '../../contract/user';
import { createSubscriptionImplementations } from '../../machines/subscription/subscription.actors';
import { subscriptionMachine } from '../../machines/subscription/subscription.machine';
import { selectSubscriptionPage } from '../../machines/subscription/subscription.selectors';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
import { userFixture } from './support/profile-fixtures';
import { activeSubscription, cardFailures, paymentFixture, subscriptionFixture } from './support/subscription-fixtures';

const trial = subscriptionFixture();
const subscribedUser = userFixture({ is_subscribed: true });
const region = (s: { value: unknown }, name: 'status' | 'payments' | 'user') =>
  (s.value as Record<string, string>)[name];

describeModel(subscriptionMachine, {
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'subscription.retry' },
      { type: 'payments.retry' },
      { type: 'subscription.refresh' },
    ];
    if (region(s, 'status') === 'loading') {
      // The first answer, and the answer after a payment.
      events.push(
        { type: 'xstate.done.actor.loadSubscription', output: s.context.subscription ? activeSubscription : trial },
        { type: 'xstate.error.actor.loadSubscription', error: cardFailures.server },
      );
    }
    if (region(s, 'payments') === 'loading') {
      events.push(
        { type: 'xstate.done.actor.loadPayments', output: s.context.payments ? [paymentFixture] : [] },
        { type: 'xstate.error.actor.loadPayments', error: cardFailures.offline },
      );
    }
    if (region(s, 'user') === 'reloading') {
      events.push(
        { type: 'xstate.done.actor.loadUser', output: subscribedUser },
        { type: 'xstate.error.actor.loadUser', error: cardFailures.server },
      );
    }
    return events;
  },
  world: () => {
    const loadSubscription = fakeCalls<[AbortSignal], SubscriptionView>();
    const loadPayments = fakeCalls<[AbortSignal], Payment[]>();
    const loadUser = fakeCalls<[AbortSignal], UserView>();
    const session = recorder();
    return {
      machine: subscriptionMachine.provide(
        createSubscriptionImplementations({
          loadSubscription: loadSubscription.fn,
          loadPayments: loadPayments.fn,
          loadUser: loadUser.fn,
        }),
      ),
      system: { session: session.logic },
      calls: { loadSubscription, loadPayments, loadUser },
      loadSubscription,
      loadPayments,
      loadUser,
      session,
    };
  },
  atStart: ({ world }) => {
    expect(world.loadSubscription.calls).toHaveLength(1);
    expect(world.loadPayments.calls).toHaveLength(1);
    expect(world.loadUser.calls).toHaveLength(0);
  },
  oracles: {
    // Spec §4: after a payment, cancellation or card change the page shows what a reload would.
    'a refresh reloads the subscription, the payments and the user, dropping calls in flight': ({
      event,
      world,
      added,
    }) => {
      const refresh = event.type === 'subscription.refresh';
      const retry = event.type === 'subscription.retry';
      const retryPayments = event.type === 'payments.retry';
      const subscriptionCalls = added(world.loadSubscription.calls);
      const paymentCalls = added(world.loadPayments.calls);
      // A retry outside the failed state does nothing.
      expect(subscriptionCalls.length).toBe(refresh ? 1 : retry ? subscriptionCalls.length : 0);
      expect(paymentCalls.length).toBe(refresh ? 1 : retryPayments ? paymentCalls.length : 0);
      expect(added(world.loadUser.calls)).toHaveLength(refresh ? 1 : 0);
      for (const fake of [world.loadSubscription, world.loadPayments, world.loadUser]) {
        const live = fake.calls.filter((c) => !c.settled && !c.d.aborted);
        expect(live.length).toBeLessThanOrEqual(1);
      }
    },
    'a retry reloads only what failed': ({ event, step: { before }, world, added }) => {
      if (event.type === 'subscription.retry')
        expect(added(world.loadSubscription.calls)).toHaveLength(region(before, 'status') === 'failed' ? 1 : 0);
      if (event.type === 'payments.retry')
        expect(added(world.loadPayments.calls)).toHaveLength(region(before, 'payments') === 'failed' ? 1 : 0);
    },
    'the fresh user goes to the session, so is_subscribed flips everywhere': ({ taken, world }) => {
      const loaded = taken.filter((s) => s.event.type === 'xstate.done.actor.loadUser');
      expect(world.session.events).toEqual(loaded.map(() => ({ type: 'session.userUpdated', user: subscribedUser })));
    },
    'the view shows loading only until the first answer, and errors with a retry': ({ snapshot }) => {
      const view = selectSubscriptionPage(snapshot);
      const status = region(snapshot, 'status');
      expect(view.statusState).toBe(
        status === 'failed' ? 'failed' : status === 'loading' && !snapshot.context.subscription ? 'loading' : 'ready',
      );
      const payments = region(snapshot, 'payments');
      expect(view.paymentsState).toBe(
        payments === 'failed' ? 'failed' : payments === 'loading' && !snapshot.context.payments ? 'loading' : 'ready',
      );
      expect(view.payments).toEqual(snapshot.context.payments ?? []);
    },
  },
});
