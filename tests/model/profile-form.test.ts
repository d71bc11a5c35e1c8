import { expect } from 'vitest';
import { SimulatedClock } from 'xstate';
import { M } from '../../contract/messages';
import type { UserView } from '../../contract/user';
import { createProfileFormImplementations } from '../../machines/profile-form/profile-form.actors';
import { profileFormMachine } from '../../machines/profile-form/profile-form.machine';
import { selectProfileForm } from '../../machines/profile-form/profile-form.selectors';
import { PROFILE_SAVED_MS, type ProfileValues } from '../../machines/profile-form/profile-form.types';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
import { afterEventType } from './support/paths';
import { failures, userFixture } from './support/profile-fixtures';

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

describeModel(profileFormMachine, {
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
    return events;
  },
  // The success message stays exactly 5 seconds.
  delay: () => PROFILE_SAVED_MS,
  world: () => {
    const saveProfile = fakeCalls<[ProfileValues, AbortSignal], UserView>();
    const session = recorder();
    const breedPicker = recorder();
    return {
      machine: profileFormMachine.provide(createProfileFormImplementations({ saveProfile: saveProfile.fn })),
      system: { session: session.logic, breedPicker: breedPicker.logic },
      clock: new SimulatedClock(),
      calls: { saveProfile },
      saveProfile,
      session,
      breedPicker,
    };
  },
  atStart: ({ world }) => {
    // The breed select shows the app's shared list: the form asks the breed picker for it once.
    expect(world.breedPicker.events).toEqual([{ type: 'breeds.load' }]);
  },
  oracles: {
    'one request at a time, carrying what was typed': ({ event, snapshot, world }) => {
      const live = world.saveProfile.calls.filter((c) => !c.settled && !c.d.aborted);
      expect(live.length).toBe(snapshot.matches('saving') ? 1 : 0);
      if (event.type === 'profile.save' && snapshot.matches('saving'))
        expect(world.saveProfile.calls.at(-1)!.args[0]).toEqual(values);
    },
    'the session gets the saved user exactly when the save succeeds': ({ taken, world }) => {
      const done = taken.filter((s) => s.event.type === 'xstate.done.actor.saveProfile');
      expect(world.session.events).toEqual(done.map(() => ({ type: 'session.userUpdated', user: saved })));
      expect(world.breedPicker.events).toHaveLength(1);
    },
    // Spec §8: 401 and 422 read "incorrect data" (422 with its field errors), anything else is generic.
    'the view shows the outcome': ({ event, step, snapshot }) => {
      const view = selectProfileForm(snapshot);
      expect(view.saving).toBe(snapshot.matches('saving'));
      expect(view.saved).toBe(snapshot.matches('saved'));
      if (event.type === 'xstate.error.actor.saveProfile') {
        const status = (event.error as { status: number | null }).status;
        expect(view.problem).toBe(status === 401 || status === 422 ? 'incorrectData' : 'generic');
        expect(view.fieldErrors).toEqual(status === 422 ? { phone: [M.phoneInvalid] } : {});
      }
      if (!snapshot.matches('failed')) expect(view.problem).toBeNull();
      if (event.type === 'profile.reset' && !step.before.matches('saving')) expect(view.fieldErrors).toEqual({});
    },
  },
});
