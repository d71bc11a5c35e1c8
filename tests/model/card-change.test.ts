import { expect } from 'vitest';
import type { CardFormInput, CardSummary } from '../../contract/subscription';
import { CARD_MESSAGES } from '../../contract/subscription';
import { createCardChangeImplementations } from '../../machines/card-change/card-change.actors';
import { cardChangeMachine } from '../../machines/card-change/card-change.machine';
import { selectCardChange } from '../../machines/card-change/card-change.selectors';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
import { cardFailures, cards, toastsOf } from './support/subscription-fixtures';

const statusOf = (event: ModelEvent) => (event.error as { status: number | null }).status;

describeModel(cardChangeMachine, {
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'card.open' },
      { type: 'card.submit', card: cards.mastercard },
      { type: 'card.close' },
    ];
    if (s.matches('saving')) {
      events.push(
        { type: 'xstate.done.actor.changeCard', output: { brand: 'mastercard', last4: '4444' } },
        { type: 'xstate.error.actor.changeCard', error: cardFailures.invalid },
        { type: 'xstate.error.actor.changeCard', error: cardFailures.declined },
        { type: 'xstate.error.actor.changeCard', error: cardFailures.notFound },
        { type: 'xstate.error.actor.changeCard', error: cardFailures.offline },
      );
    }
    return events;
  },
  world: () => {
    const changeCard = fakeCalls<[CardFormInput, AbortSignal], CardSummary>();
    const toasts = recorder();
    const subscription = recorder();
    return {
      machine: cardChangeMachine.provide(createCardChangeImplementations({ changeCard: changeCard.fn })),
      system: { toasts: toasts.logic, subscription: subscription.logic },
      calls: { changeCard },
      changeCard,
      toasts,
      subscription,
    };
  },
  oracles: {
    'a submit from the open form sends the card': ({ event, step: { before }, world, added }) => {
      const submitted = event.type === 'card.submit' && (before.matches('editing') || before.matches('failed'));
      expect(added(world.changeCard.calls).map((c) => c.args[0])).toEqual(submitted ? [cards.mastercard] : []);
    },
    // Spec §8: toast 'card changed'. A failure is said once, inline in the open popup (issue 25:
    // one message per error), never as a toast as well.
    'toasts and the page refresh follow the answers': ({ taken, world }) => {
      const expected = taken.flatMap(
        (s): Array<[string, string]> =>
          s.event.type === 'xstate.done.actor.changeCard' ? [['success', 'Card changed']] : [],
      );
      expect(toastsOf(world.toasts.events)).toEqual(expected);
      const changed = taken.filter((s) => s.event.type === 'xstate.done.actor.changeCard');
      expect(world.subscription.events).toEqual(changed.map(() => ({ type: 'subscription.refresh' })));
    },
    'the popup closes on success; 402 → declined, 422 → field errors, else "Failed to change card"': ({
      event,
      snapshot,
    }) => {
      const view = selectCardChange(snapshot);
      if (event.type === 'xstate.done.actor.changeCard') expect(view.open).toBe(false);
      if (event.type !== 'xstate.error.actor.changeCard') return;
      const status = statusOf(event);
      if (status === 422) {
        expect(view.problem).toBeNull();
        expect(view.fieldErrors).toEqual({ number: [CARD_MESSAGES.numberInvalid] });
      } else {
        expect(view.problem).toBe(status === 402 ? 'declined' : 'generic');
        expect(view.fieldErrors).toEqual({});
      }
    },
    'the view follows the state': ({ snapshot }) => {
      const view = selectCardChange(snapshot);
      expect(view.open).toBe(!snapshot.matches('closed'));
      expect(view.saving).toBe(snapshot.matches('saving'));
    },
    'opening the popup again starts clean': ({ event, step: { before }, snapshot }) => {
      if (event.type === 'card.open' && before.matches('closed'))
        expect(snapshot.context).toEqual({ problem: null, fieldErrors: {} });
    },
  },
});
