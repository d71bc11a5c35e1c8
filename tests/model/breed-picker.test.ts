import { createActor, fromCallback, fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
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
    });
    return {
      machine: breedPickerMachine.provide({
        actors: { ...recording.actors, watchAccess: noWatcher },
        actions: recording.actions,
      }),
      calls: { loadBreeds, chooseBreed },
      started: (actor) => void actor.on('chat.open', (e) => opened.push(e.breedId)),
      loadBreeds,
      chooseBreed,
      cookies,
      opened,
    };
  },
  oracles: {
    // The list is fetched when the menu opens (again after a failed choice) or when asked,
    // unless it is loaded or loading already.
    'the list is fetched when the menu opens or when asked, once': ({
      event,
      step: { before },
      snapshot,
      world,
      added,
    }) => {
      const listWasIdle = before.matches({ list: 'idle' }) || before.matches({ list: 'failed' });
      const asked =
        event.type === 'breeds.load' || (snapshot.matches({ menu: 'open' }) && !before.matches({ menu: 'open' }));
      expect(added(world.loadBreeds.calls)).toHaveLength(asked && listWasIdle ? 1 : 0);
      if (snapshot.matches({ list: 'loaded' })) expect(selectBreedMenu(snapshot).breeds).toEqual(breeds);
    },
    // Spec §2, §6.
    'only a subscriber with the menu open can choose': ({ event, step: { before }, world, added }) => {
      const allowed = event.type === 'breed.choose' && before.matches({ menu: 'open' }) && before.context.subscribed;
      expect(added(world.chooseBreed.calls).map((c) => c.args[0])).toEqual(allowed ? [2] : []);
    },
    'a choice closes the menu, becomes shared state and the cookie, and opens breed chat': ({
      event,
      snapshot,
      world,
      added,
    }) => {
      const view = selectBreedMenu(snapshot);
      if (event.type === 'xstate.done.actor.chooseBreed') {
        expect(view.open).toBe(false);
        expect(view.chosenBreedId).toBe(2);
        expect(added(world.cookies)).toEqual([2]);
        expect(added(world.opened)).toEqual([2]);
      } else {
        expect(added(world.cookies)).toEqual([]);
        expect(added(world.opened)).toEqual([]);
      }
    },
    'a failed choice keeps the menu open with the problem and the old breed': ({ event, step, snapshot }) => {
      if (event.type !== 'xstate.error.actor.chooseBreed') return;
      const view = selectBreedMenu(snapshot);
      expect(view.open).toBe(true);
      expect(view.problem).toBe('chooseFailed');
      expect(view.chosenBreedId).toBe(step.before.context.breedId);
    },
    // Spec §4.
    'the button toggles the menu; a click outside closes it': ({ event, step: { before }, snapshot }) => {
      const view = selectBreedMenu(snapshot);
      if ((event.type === 'menu.toggle' || event.type === 'menu.close') && before.matches({ menu: 'open' }))
        expect(view.open).toBe(false);
      if (event.type === 'menu.toggle' && before.matches({ menu: 'closed' })) expect(view.open).toBe(true);
      expect(view.subscribed).toBe(snapshot.context.subscribed);
    },
  },
});

describe('breed-picker machine', () => {
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
});
