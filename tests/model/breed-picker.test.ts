import { expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, setup } from 'xstate';
import type { ChooseBreedResponse } from '../../contract/profile';
import type { BreedView } from '../../contract/user';
import { createBreedPickerImplementations } from '../../machines/breed-picker/breed-picker.actors';
import { breedPickerMachine } from '../../machines/breed-picker/breed-picker.machine';
import { selectBreedMenu } from '../../machines/breed-picker/breed-picker.selectors';
import type { BreedPickerEvent, BreedPickerInput } from '../../machines/breed-picker/breed-picker.types';
import { sessionMachine } from '../../machines/session/session.machine';
import type { MeResponse } from '../../machines/session/session.types';
import { describeModel, fakeCalls, type ModelEvent } from './support/describe-model';
import { failures, userFixture } from './support/profile-fixtures';

const breeds: BreedView[] = [
  { id: 1, name: 'Budgie', name_ua: 'Хвилястий папуга', image: '/media/breeds/budgie.svg' },
  { id: 2, name: 'Cockatiel', name_ua: 'Корела', image: '/media/breeds/cockatiel.svg' },
];
const chosen: ChooseBreedResponse = { user: userFixture({ is_subscribed: true }), breed_id: 2 };

const inputs: BreedPickerInput[] = [{ breedId: null }, { breedId: 1 }];

/** The session watcher is replaced: the paths send `access.changed` themselves. */
const noWatcher = fromCallback<BreedPickerEvent>(() => () => {});

describeModel(breedPickerMachine, {
  inputs,
  events: (s) => {
    const events: ModelEvent[] = [
      { type: 'menu.toggle' },
      { type: 'menu.close' },
      { type: 'breeds.load' },
      { type: 'breed.choose', breedId: 2 },
      { type: 'access.changed', subscribed: !s.context.subscribed },
      // The search box is typed into while the menu is open (one query is enough for the model).
      ...(s.context.query === '' ? [{ type: 'breeds.search', query: 'КОРЕЛ' }] : []),
    ];
    if (s.matches({ list: 'loading' }))
      events.push(
        { type: 'xstate.done.actor.loadBreeds', output: breeds },
        { type: 'xstate.error.actor.loadBreeds', error: failures.offline },
      );
    if (s.matches({ menu: 'choosing' }))
      events.push(
        { type: 'xstate.done.actor.chooseBreed', output: chosen },
        { type: 'xstate.error.actor.chooseBreed', error: failures.server },
      );
    return events;
  },

  world: () => {
    const loadBreeds = fakeCalls<[AbortSignal], BreedView[]>();
    const chooseBreed = fakeCalls<[number, AbortSignal], ChooseBreedResponse>();
    const cookies: number[] = [];
    const opened: number[] = [];
    const recording = createBreedPickerImplementations({
      loadBreeds: loadBreeds.fn,
      chooseBreed: chooseBreed.fn,
      persistBreed: (breedId) => cookies.push(breedId),
      openChat: (breedId) => opened.push(breedId),
    });
    return {
      machine: breedPickerMachine.provide({
        actors: { ...recording.actors, watchAccess: noWatcher },
        actions: recording.actions,
      }),
      calls: { loadBreeds, chooseBreed },
      loadBreeds,
      chooseBreed,
      cookies,
      opened,
    };
  },
  oracles: {
    // The list is fetched when the menu opens (again after a failed choice) or when asked,
    // unless it is loaded or loading already.
    'the list is fetched once when asked for': ({ taken, world, snapshot }) => {
      const fetches = taken.filter((s) => {
        const listWasIdle = s.before.matches({ list: 'idle' }) || s.before.matches({ list: 'failed' });
        const asked =
          s.event.type === 'breeds.load' || (s.after.matches({ menu: 'open' }) && !s.before.matches({ menu: 'open' }));
        return asked && listWasIdle;
      });
      expect(world.loadBreeds.calls).toHaveLength(fetches.length);
      if (snapshot.matches({ list: 'loaded' })) expect(selectBreedMenu(snapshot).breeds).toEqual(breeds);
    },
    // Only a subscriber with the menu open can choose (spec §2, §6).
    'only a subscriber with the menu open can choose': ({ taken, world }) => {
      const allowed = taken.filter(
        (s) => s.event.type === 'breed.choose' && s.before.matches({ menu: 'open' }) && s.before.context.subscribed,
      );
      expect(world.chooseBreed.calls.map((c) => c.args[0])).toEqual(allowed.map(() => 2));
    },
    // A choice closes the menu, becomes shared state and the cookie, and opens breed chat.
    'a choice is stored, remembered and opens breed chat': ({ event, step, taken, world, snapshot }) => {
      const view = selectBreedMenu(snapshot);
      const chosenSteps = taken.filter((s) => s.event.type === 'xstate.done.actor.chooseBreed');
      expect(world.cookies).toEqual(chosenSteps.map(() => 2));
      expect(world.opened).toEqual(chosenSteps.map(() => 2));
      if (event.type === 'xstate.done.actor.chooseBreed') {
        expect(view.open).toBe(false);
        expect(view.chosenBreedId).toBe(2);
      }
      if (event.type === 'xstate.error.actor.chooseBreed') {
        expect(view.open).toBe(true);
        expect(view.problem).toBe('chooseFailed');
        expect(view.chosenBreedId).toBe(step.before.context.breedId);
      }
    },
    // Issue 14: the search narrows the open menu's list; closing or choosing forgets it.
    'the search filters the open menu and is forgotten when it closes': ({ event, step, snapshot }) => {
      const view = selectBreedMenu(snapshot);
      if (event.type === 'breeds.search' && step.before.matches({ menu: 'open' })) expect(view.query).toBe('КОРЕЛ');
      if (!snapshot.matches({ menu: 'open' }) && !snapshot.matches({ menu: 'choosing' })) expect(view.query).toBe('');
      const shown = view.groups.flatMap((g) => g.breeds.map((b) => b.id));
      const expected = view.query === '' ? view.breeds : view.breeds.filter((b) => /корел/i.test(b.name_ua ?? ''));
      expect(shown.sort()).toEqual(expected.map((b) => b.id).sort());
    },
    // Spec §4: the button toggles the menu; a click outside closes it.
    'the button toggles the menu; a click outside closes it': ({ event, step, snapshot }) => {
      const view = selectBreedMenu(snapshot);
      if ((event.type === 'menu.toggle' || event.type === 'menu.close') && step.before.matches({ menu: 'open' }))
        expect(view.open).toBe(false);
      if (event.type === 'menu.toggle' && step.before.matches({ menu: 'closed' })) expect(view.open).toBe(true);
      expect(view.subscribed).toBe(snapshot.context.subscribed);
    },
  },
});

it('follows the signed-in user: subscribed or not, as the session says', () => {
  const session = sessionMachine.provide({
    actors: {
      fetchMe: fromPromise<MeResponse, { token: string }>(() => new Promise(() => {})),
      revokeSession: fromPromise<void, { token: string }>(async () => {}),
    },
    actions: { storeToken() {}, clearToken() {} },
  });
  const app = setup({ actors: { session, breedPicker: breedPickerMachine } }).createMachine({
    invoke: [
      { src: 'session', systemId: 'session', input: { token: null } },
      { src: 'breedPicker', systemId: 'breedPicker', input: { breedId: null } },
    ],
  });
  const actor = createActor(app).start();
  const picker = actor.system.get('breedPicker');
  const sessionRef = actor.system.get('session');
  expect(picker.getSnapshot().context.subscribed).toBe(false);
  sessionRef.send({ type: 'session.loggedIn', token: 't', user: userFixture({ is_subscribed: true }) });
  expect(picker.getSnapshot().context.subscribed).toBe(true);
  sessionRef.send({ type: 'session.userUpdated', user: userFixture({ is_subscribed: false }) });
  expect(picker.getSnapshot().context.subscribed).toBe(false);
  actor.stop();
});
