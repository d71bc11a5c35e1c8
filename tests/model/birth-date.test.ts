import { expect } from 'vitest';
import { BIRTH_DATE_MESSAGES } from '../../contract/safety';
import type { UserView } from '../../contract/user';
import { createBirthDateImplementations } from '../../machines/birth-date/birth-date.actors';
import { birthDateMachine } from '../../machines/birth-date/birth-date.machine';
import { selectBirthDate } from '../../machines/birth-date/birth-date.selectors';
import { apiFailure } from '../../machines/shared/api-failure';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
import { userFixture } from './support/profile-fixtures';

const withDate = userFixture({ birth_date: '1990-05-14' });
const locked = apiFailure(422, {
  message: BIRTH_DATE_MESSAGES.locked,
  fields: { birth_date: [BIRTH_DATE_MESSAGES.locked] },
});

describeModel(birthDateMachine, {
  events: (s) => {
    const events: ModelEvent[] = [{ type: 'birthDate.submit', value: '1990-05-14' }];
    if (s.matches('saving'))
      events.push(
        { type: 'xstate.done.actor.save', output: withDate },
        { type: 'xstate.error.actor.save', error: locked },
      );
    return events;
  },
  world: () => {
    const save = fakeCalls<[string, AbortSignal], UserView>();
    const session = recorder();
    return {
      machine: birthDateMachine.provide(createBirthDateImplementations({ save: save.fn })),
      system: { session: session.logic },
      calls: { save },
      save,
      session,
    };
  },
  oracles: {
    'a submit sends the date it carries': ({ taken, world }) => {
      const submits = taken.filter((s) => s.event.type === 'birthDate.submit' && s.before.matches('editing'));
      expect(world.save.calls.map((c) => c.args[0])).toEqual(submits.map((s) => (s.event as { value: string }).value));
    },
    'the saved user goes to the session': ({ taken, world }) => {
      const saved = taken.filter((s) => s.event.type === 'xstate.done.actor.save');
      expect(world.session.events).toEqual(saved.map(() => ({ type: 'session.userUpdated', user: withDate })));
    },
    "a refusal shows the server's field message": ({ step, snapshot }) => {
      if (step.event.type === 'xstate.error.actor.save')
        expect(selectBirthDate(snapshot).error).toBe(BIRTH_DATE_MESSAGES.locked);
      if (step.event.type === 'birthDate.submit' && step.before.matches('editing'))
        expect(snapshot.context.error).toBeNull();
    },
    'busy while saving': ({ snapshot }) => expect(selectBirthDate(snapshot).busy).toBe(snapshot.matches('saving')),
  },
});
