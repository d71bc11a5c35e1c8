import { expect } from 'vitest';
import { SimulatedClock } from 'xstate';
import { PROFILE_MESSAGES } from '../../contract/profile';
import { createPasswordChangeImplementations } from '../../machines/password-change/password-change.actors';
import { passwordChangeMachine } from '../../machines/password-change/password-change.machine';
import { selectPasswordChange } from '../../machines/password-change/password-change.selectors';
import { PASSWORD_CHANGED_MS, type PasswordValues } from '../../machines/password-change/password-change.types';
import { describeModel, fakeCalls, type ModelEvent } from './support/describe-model';
import { afterEventType } from './support/paths';
import { failures } from './support/profile-fixtures';

const SAVED_EVENT = afterEventType(passwordChangeMachine, 'passwordChange.saved');
const values: PasswordValues = {
  old_password: 'old secret 1',
  password: 'new secret 2',
  password_confirmation: 'new secret 2',
};
const wrongOld = failures.invalid({ old_password: [PROFILE_MESSAGES.oldPasswordWrong] });

describeModel(passwordChangeMachine, {
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'password.open' },
      { type: 'password.submit', values },
      { type: 'password.close' },
    ];
    if (s.matches('saving')) {
      events.push(
        { type: 'xstate.done.actor.changePassword' },
        { type: 'xstate.error.actor.changePassword', error: wrongOld },
        { type: 'xstate.error.actor.changePassword', error: failures.rateLimited },
        { type: 'xstate.error.actor.changePassword', error: failures.server },
      );
    }
    if (s.matches('saved')) events.push({ type: SAVED_EVENT });
    return events;
  },
  world: () => {
    const changePassword = fakeCalls<[PasswordValues, AbortSignal]>();
    return {
      machine: passwordChangeMachine.provide(
        createPasswordChangeImplementations({ changePassword: changePassword.fn }),
      ),
      clock: new SimulatedClock(),
      calls: { changePassword },
      changePassword,
    };
  },
  delay: () => PASSWORD_CHANGED_MS,
  oracles: {
    'a submit from the form sends the values': ({ event, step: { before }, world, added }) => {
      const submitted = event.type === 'password.submit' && (before.matches('editing') || before.matches('failed'));
      expect(added(world.changePassword.calls).map((c) => c.args[0])).toEqual(submitted ? [values] : []);
    },
    'the popup is open unless closed': ({ snapshot }) =>
      expect(selectPasswordChange(snapshot).open).toBe(!snapshot.matches('closed')),
    // Spec §8.
    '422 → incorrect data (with the field message), 429 → too many tries, else generic': ({ event, snapshot }) => {
      if (event.type !== 'xstate.error.actor.changePassword') return;
      const view = selectPasswordChange(snapshot);
      const status = (event.error as { status: number }).status;
      expect(view.problem).toBe(status === 422 ? 'incorrectData' : status === 429 ? 'rateLimited' : 'generic');
      expect(view.fieldErrors).toEqual(status === 422 ? { old_password: [PROFILE_MESSAGES.oldPasswordWrong] } : {});
    },
    'opening the popup again starts clean': ({ event, step: { before }, snapshot }) => {
      if (event.type === 'password.open' && before.matches('closed'))
        expect(snapshot.context).toEqual({ problem: null, fieldErrors: {} });
    },
  },
});
