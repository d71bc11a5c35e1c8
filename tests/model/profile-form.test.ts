import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { M } from '../../contract/messages';
import type { UserView } from '../../contract/user';
import { createProfileFormImplementations } from '../../machines/profile-form/profile-form.actors';
import { profileFormMachine } from '../../machines/profile-form/profile-form.machine';
import { selectProfileForm } from '../../machines/profile-form/profile-form.selectors';
import {
  PROFILE_SAVED_MS,
  type ProfileFormEvent,
  type ProfileValues,
} from '../../machines/profile-form/profile-form.types';
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
import { failures, userFixture } from './support/profile-fixtures';

type Machine = typeof profileFormMachine;
type ModelEvent = ProfileFormEvent | { type: string; output?: unknown; error?: unknown };

const SAVED_EVENT = afterEventType(profileFormMachine, 'profileForm.saved');
const values: ProfileValues = {
  pet_name: 'Rio',
  name: 'Olena K',
  phone: '+380671112233',
  pet_breed: 2,
  pet_gender: 'girl',
};
const saved = userFixture({
  pet_name: 'Rio',
  name: 'Olena K',
  phone: '+380671112233',
  pet_breed: 2,
  pet_gender: 'girl',
});

const paths = generatePaths(profileFormMachine, {
  inputs: [undefined as never],
  events: (s) => {
    const events: ModelEvent[] = [{ type: 'profile.save', values }, { type: 'profile.reset' }];
    if (s.matches('saving')) {
      events.push(
        { type: 'xstate.done.actor.saveProfile', output: saved },
        { type: 'xstate.error.actor.saveProfile', error: failures.unauthorized },
        { type: 'xstate.error.actor.saveProfile', error: failures.invalid({ phone: [M.phoneInvalid] }) },
        { type: 'xstate.error.actor.saveProfile', error: failures.server },
        { type: 'xstate.error.actor.saveProfile', error: failures.offline },
      );
    }
    if (s.matches('saved')) events.push({ type: SAVED_EVENT });
    return events as never;
  },
});

async function run(path: ModelPath<Machine>) {
  const clock = new SimulatedClock();
  const saves: Array<{ values: ProfileValues; d: Deferred<UserView> }> = [];
  const updates: UserView[] = [];
  const machine = profileFormMachine.provide(
    createProfileFormImplementations({
      saveProfile: (v, signal) => {
        const d = deferred<UserView>(signal);
        saves.push({ values: v, d });
        return d.promise;
      },
      userUpdated: (user) => updates.push(user),
    }),
  );
  const actor = createActor(machine, { clock }).start();
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.initial));

  for (const { event, before, after } of path.steps) {
    const e = event as ModelEvent;
    const updatesBefore = updates.length;
    if (e.type === 'xstate.done.actor.saveProfile') saves.at(-1)!.d.resolve(e.output as UserView);
    else if (e.type === 'xstate.error.actor.saveProfile') saves.at(-1)!.d.reject(e.error);
    else if (e.type === SAVED_EVENT) {
      // The success message stays exactly 5 seconds.
      clock.increment(PROFILE_SAVED_MS - 1);
      expect(actor.getSnapshot().matches('saved')).toBe(true);
      clock.increment(1);
    } else actor.send(event);
    await flush();

    const snapshot = actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(after));
    const view = selectProfileForm(snapshot);
    // One request at a time, carrying what was typed; nothing in flight otherwise.
    const inFlight = saves.filter((s) => !s.d.aborted && snapshot.matches('saving') && s === saves.at(-1));
    expect(inFlight.length).toBe(snapshot.matches('saving') ? 1 : 0);
    if (e.type === 'profile.save' && snapshot.matches('saving')) expect(saves.at(-1)!.values).toEqual(values);
    expect(view.saving).toBe(snapshot.matches('saving'));
    expect(view.saved).toBe(snapshot.matches('saved'));
    // The session gets the saved user exactly when the save succeeds.
    expect(updates.length - updatesBefore).toBe(e.type === 'xstate.done.actor.saveProfile' ? 1 : 0);
    if (e.type === 'xstate.done.actor.saveProfile') expect(updates.at(-1)).toEqual(saved);
    // Spec §8: 401 and 422 read "incorrect data" (422 with its field errors), anything else is generic.
    if (e.type === 'xstate.error.actor.saveProfile') {
      const status = (e.error as { status: number | null }).status;
      expect(view.problem).toBe(status === 401 || status === 422 ? 'incorrectData' : 'generic');
      expect(view.fieldErrors).toEqual(status === 422 ? { phone: [M.phoneInvalid] } : {});
    }
    if (!snapshot.matches('failed')) expect(view.problem).toBeNull();
    if (e.type === 'profile.reset' && !before.matches('saving')) expect(view.fieldErrors).toEqual({});
  }
  actor.stop();
}

describe('profile-form machine (model-based)', () => {
  for (const path of paths) it(path.description, () => run(path));

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(profileFormMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(profileFormMachine)) expect(used, type).toContain(type);
  });
});
