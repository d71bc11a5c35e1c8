import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../contract/profile';
import { createPasswordChangeImplementations } from '../../machines/password-change/password-change.actors';
import { passwordChangeMachine } from '../../machines/password-change/password-change.machine';
import { selectPasswordChange } from '../../machines/password-change/password-change.selectors';
import {
  PASSWORD_CHANGED_MS,
  type PasswordChangeEvent,
  type PasswordValues,
} from '../../machines/password-change/password-change.types';
import { type Deferred, deferred, flush } from './support/deferred';
import {
  afterEventType,
  generatePaths,
  handledEventTypes,
  type ModelPath,
  reachedStateIds,
  serializeState,
  stableStateIds,
  usedEventTypes,
} from './support/paths';
import { failures } from './support/profile-fixtures';

type M = typeof passwordChangeMachine;
type ModelEvent = PasswordChangeEvent | { type: string; output?: unknown; error?: unknown };

const SAVED_EVENT = afterEventType(passwordChangeMachine, 'passwordChange.saved');
const values: PasswordValues = {
  old_password: 'old secret 1',
  password: 'new secret 2',
  password_confirmation: 'new secret 2',
};
const wrongOld = failures.invalid({ old_password: [PROFILE_MESSAGES.oldPasswordWrong] });

const paths = generatePaths(passwordChangeMachine, {
  inputs: [undefined as never],
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
    return events as never;
  },
});

async function run(path: ModelPath<M>) {
  const clock = new SimulatedClock();
  const calls: Array<{ values: PasswordValues; d: Deferred<void> }> = [];
  const machine = passwordChangeMachine.provide(
    createPasswordChangeImplementations({
      changePassword: (v, signal) => {
        const d = deferred<void>(signal);
        calls.push({ values: v, d });
        return d.promise;
      },
    }),
  );
  const actor = createActor(machine, { clock }).start();
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.initial));
  for (const { event, before, after } of path.steps) {
    const e = event as ModelEvent;
    const count = calls.length;
    if (e.type === 'xstate.done.actor.changePassword') calls.at(-1)!.d.resolve();
    else if (e.type === 'xstate.error.actor.changePassword') calls.at(-1)!.d.reject(e.error);
    else if (e.type === SAVED_EVENT) {
      clock.increment(PASSWORD_CHANGED_MS - 1);
      expect(actor.getSnapshot().matches('saved')).toBe(true);
      clock.increment(1);
    } else actor.send(event);
    await flush();

    const snapshot = actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(after));
    const view = selectPasswordChange(snapshot);
    const submitted = e.type === 'password.submit' && (before.matches('editing') || before.matches('failed'));
    expect(calls.length - count).toBe(submitted ? 1 : 0);
    if (submitted) expect(calls.at(-1)!.values).toEqual(values);
    expect(view.open).toBe(!snapshot.matches('closed'));
    // Spec §8: 422 → incorrect data (with the field's own message), 429 → too many tries, else generic.
    if (e.type === 'xstate.error.actor.changePassword') {
      const status = (e.error as { status: number }).status;
      expect(view.problem).toBe(status === 422 ? 'incorrectData' : status === 429 ? 'rateLimited' : 'generic');
      expect(view.fieldErrors).toEqual(status === 422 ? { old_password: [PROFILE_MESSAGES.oldPasswordWrong] } : {});
    }
    // Opening the popup again starts clean.
    if (e.type === 'password.open' && before.matches('closed'))
      expect(snapshot.context).toEqual({ problem: null, fieldErrors: {} });
  }
  actor.stop();
}

describe('password-change machine (model-based)', () => {
  for (const path of paths) it(path.description, () => run(path));

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(passwordChangeMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(passwordChangeMachine)) expect(used, type).toContain(type);
  });
});
