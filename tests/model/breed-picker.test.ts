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
import { type Deferred, deferred, flush } from './support/deferred';
import {
  generatePaths,
  handledEventTypes,
  type ModelPath,
  reachedStateIds,
  serializeState,
  stableStateIds,
  usedEventTypes,
} from './support/paths';
import { failures, userFixture } from './support/profile-fixtures';

type M = typeof breedPickerMachine;
type ModelEvent = BreedPickerEvent | { type: string; output?: unknown; error?: unknown };

const breeds: BreedView[] = [
  { id: 1, name: 'Budgie', name_ua: 'Хвилястий папуга', image: '/media/breeds/budgie.svg' },
  { id: 2, name: 'Cockatiel', name_ua: 'Корела', image: '/media/breeds/cockatiel.svg' },
];
const chosen: ChooseBreedResponse = { user: userFixture({ is_subscribed: true }), breed_id: 2 };

const inputs: BreedPickerInput[] = [{ breedId: null }, { breedId: 1 }];

const paths = generatePaths(breedPickerMachine, {
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
    return events as never;
  },
});

/** The session watcher is replaced: the paths send `access.changed` themselves. */
const noWatcher = fromCallback<BreedPickerEvent>(() => () => {});

async function run(path: ModelPath<M>) {
  const loads: Deferred<BreedView[]>[] = [];
  const chooses: Array<{ breedId: number; d: Deferred<ChooseBreedResponse> }> = [];
  const cookies: number[] = [];
  const opened: number[] = [];
  const recording = createBreedPickerImplementations({
    loadBreeds: (signal) => {
      const d = deferred<BreedView[]>(signal);
      loads.push(d);
      return d.promise;
    },
    chooseBreed: (breedId, signal) => {
      const d = deferred<ChooseBreedResponse>(signal);
      chooses.push({ breedId, d });
      return d.promise;
    },
    persistBreed: (breedId) => cookies.push(breedId),
  });
  const machine = breedPickerMachine.provide({
    actors: { ...recording.actors, watchAccess: noWatcher },
    actions: recording.actions,
  });
  const actor = createActor(machine, { input: path.input }).start();
  actor.on('chat.open', (e) => opened.push(e.breedId));
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.initial));

  for (const { event, before, after } of path.steps) {
    const e = event as ModelEvent;
    const counts = { loads: loads.length, chooses: chooses.length, cookies: cookies.length, opened: opened.length };
    if (e.type === 'xstate.done.actor.loadBreeds') loads.at(-1)!.resolve(e.output as BreedView[]);
    else if (e.type === 'xstate.error.actor.loadBreeds') loads.at(-1)!.reject(e.error);
    else if (e.type === 'xstate.done.actor.chooseBreed') chooses.at(-1)!.d.resolve(e.output as ChooseBreedResponse);
    else if (e.type === 'xstate.error.actor.chooseBreed') chooses.at(-1)!.d.reject(e.error);
    else actor.send(event);
    await flush();

    const snapshot = actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(after));
    const view = selectBreedMenu(snapshot);

    // The list is fetched when the menu opens (again after a failed choice) or when asked,
    // unless it is loaded or loading already.
    const listWasIdle = before.matches({ list: 'idle' }) || before.matches({ list: 'failed' });
    const asked = e.type === 'breeds.load' || (snapshot.matches({ menu: 'open' }) && !before.matches({ menu: 'open' }));
    expect(loads.length - counts.loads).toBe(asked && listWasIdle ? 1 : 0);
    if (snapshot.matches({ list: 'loaded' })) expect(view.breeds).toEqual(breeds);

    // Only a subscriber with the menu open can choose (spec §2, §6).
    const chooseAllowed = e.type === 'breed.choose' && before.matches({ menu: 'open' }) && before.context.subscribed;
    expect(chooses.length - counts.chooses).toBe(chooseAllowed ? 1 : 0);
    if (chooseAllowed) expect(chooses.at(-1)!.breedId).toBe(2);

    // A choice closes the menu, becomes shared state and the cookie, and opens breed chat.
    if (e.type === 'xstate.done.actor.chooseBreed') {
      expect(view.open).toBe(false);
      expect(view.chosenBreedId).toBe(2);
      expect(cookies.slice(counts.cookies)).toEqual([2]);
      expect(opened.slice(counts.opened)).toEqual([2]);
    } else {
      expect(cookies.length).toBe(counts.cookies);
      expect(opened.length).toBe(counts.opened);
    }
    if (e.type === 'xstate.error.actor.chooseBreed') {
      expect(view.open).toBe(true);
      expect(view.problem).toBe('chooseFailed');
      expect(view.chosenBreedId).toBe(before.context.breedId);
    }
    // Spec §4: the button toggles the menu; a click outside closes it.
    if ((e.type === 'menu.toggle' || e.type === 'menu.close') && before.matches({ menu: 'open' }))
      expect(view.open).toBe(false);
    if (e.type === 'menu.toggle' && before.matches({ menu: 'closed' })) expect(view.open).toBe(true);
    expect(view.subscribed).toBe(snapshot.context.subscribed);
  }
  actor.stop();
}

describe('breed-picker machine (model-based)', () => {
  for (const path of paths) it(path.description, () => run(path));

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(breedPickerMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(breedPickerMachine)) expect(used, type).toContain(type);
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
});
