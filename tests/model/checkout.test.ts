import { expect } from 'vitest';
import type { SubscriptionView } from '../../contract/subscription';
import { CARD_MESSAGES, SUBSCRIPTION_PRICE } from '../../contract/subscription';
import { createCheckoutImplementations } from '../../machines/checkout/checkout.actors';
import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import { selectCheckout } from '../../machines/checkout/checkout.selectors';
import type { SubscribeRequest } from '../../machines/checkout/checkout.types';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
import { activeSubscription, cardFailures, cards, toastsOf } from './support/subscription-fixtures';

const price = { ...SUBSCRIPTION_PRICE };
const failuresOf = [cardFailures.invalid, cardFailures.declined, cardFailures.alreadyActive, cardFailures.server];
const statusOf = (event: ModelEvent) => (event.error as { status: number | null }).status;

describeModel(checkoutMachine, {
  inputs: [{ keyBase: 'page' }],
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'checkout.open', price },
      { type: 'checkout.submit', card: cards.visa },
      { type: 'checkout.submit', card: cards.mastercard },
      { type: 'checkout.retry' },
      { type: 'checkout.close' },
    ];
    if (s.matches('submitting')) {
      events.push({ type: 'xstate.done.actor.subscribe', output: activeSubscription });
      for (const error of failuresOf) events.push({ type: 'xstate.error.actor.subscribe', error });
    }
    return events;
  },
  // The attempt counter grows without end; the model tells states apart by what they show and send.
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      card: s.context.attempt?.card.number ?? null,
      answered: s.context.attempt?.answered ?? null,
      price: s.context.price,
      fieldErrors: s.context.fieldErrors,
    }),
  world: () => {
    const subscribe = fakeCalls<[SubscribeRequest, AbortSignal], SubscriptionView>();
    const toasts = recorder();
    const subscription = recorder();
    return {
      machine: checkoutMachine.provide(createCheckoutImplementations({ subscribe: subscribe.fn })),
      system: { toasts: toasts.logic, subscription: subscription.logic },
      calls: { subscribe },
      subscribe,
      toasts,
      subscription,
    };
  },
  oracles: {
    'each attempt has its own Idempotency-Key; a retry of the same attempt sends the same key': ({
      event,
      step: { before },
      world,
      added,
      taken,
    }) => {
      const sent = added(world.subscribe.calls).map((c) => c.args[0]);
      const previous = world.subscribe.calls.slice(0, world.subscribe.calls.length - sent.length);
      const keysBefore = new Set(previous.map((c) => c.args[0].idempotencyKey));
      const last = previous.at(-1)?.args[0];
      // The last answer to a subscribe call: 200/402/409/422 settle the attempt, no answer or 5xx do not.
      const lastAnswer = taken
        .slice(0, -1)
        .filter(
          (s) => s.event.type === 'xstate.done.actor.subscribe' || s.event.type === 'xstate.error.actor.subscribe',
        )
        .at(-1)?.event as ModelEvent | undefined;
      const answered =
        lastAnswer?.type === 'xstate.done.actor.subscribe' ||
        [402, 409, 422].includes((lastAnswer?.error as { status: number | null } | undefined)?.status ?? 0);
      const formOpen = before.matches('editing') || before.matches('failed') || before.matches('declined');
      if (event.type === 'checkout.retry' && before.matches('failed')) {
        expect(sent).toEqual([last]);
      } else if (event.type === 'checkout.submit' && formOpen && last?.card === event.card && !answered) {
        expect(sent).toEqual([last]);
      } else if (event.type === 'checkout.submit' && formOpen) {
        expect(sent).toHaveLength(1);
        expect(sent[0]).toMatchObject({ card: event.card, price });
        expect(sent[0].idempotencyKey).toMatch(/^page-\d+$/);
        expect(keysBefore.has(sent[0].idempotencyKey)).toBe(false);
      } else {
        expect(sent).toEqual([]);
      }
    },
    // A failure is said once, inline in the open form (declined, or 'failed, try again' with Retry):
    // issue 25, one message per error; only the payment's success is a toast.
    'toasts: success once per payment, none for a failure (the form says it)': ({ taken, world }) => {
      const expected = taken.flatMap(
        (s): Array<[string, string]> =>
          s.event.type === 'xstate.done.actor.subscribe' ? [['success', 'Subscription successful']] : [],
      );
      expect(toastsOf(world.toasts.events)).toEqual(expected);
    },
    // Spec §4: the page reloads after success (409: it is out of date).
    'the page refreshes after a payment and after "already active"': ({ taken, world }) => {
      const refreshes = taken.filter(
        (s) =>
          s.event.type === 'xstate.done.actor.subscribe' ||
          (s.event.type === 'xstate.error.actor.subscribe' && statusOf(s.event) === 409),
      );
      expect(world.subscription.events).toEqual(refreshes.map(() => ({ type: 'subscription.refresh' })));
    },
    'a 422 puts the card errors on the form fields': ({ event, snapshot }) => {
      if (event.type === 'xstate.error.actor.subscribe' && statusOf(event) === 422) {
        expect(snapshot.matches('editing')).toBe(true);
        expect(selectCheckout(snapshot).fieldErrors).toEqual({ number: [CARD_MESSAGES.numberInvalid] });
      }
    },
    'the view follows the state': ({ snapshot }) => {
      const view = selectCheckout(snapshot);
      expect(view.open).toBe(
        (['editing', 'submitting', 'declined', 'failed'] as const).some((s) => snapshot.matches(s)),
      );
      expect(view.submitting).toBe(snapshot.matches('submitting'));
      expect(view.succeeded).toBe(snapshot.matches('succeeded'));
      expect(view.problem).toBe(
        snapshot.matches('declined') ? 'declined' : snapshot.matches('failed') ? 'generic' : null,
      );
      expect(view.canRetry).toBe(snapshot.matches('failed'));
      if (view.open) expect(view.price).toEqual(price);
    },
  },
});
