import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { UserView } from '../../contract/user';
import { createPhotoDeletionImplementations } from '../../machines/photo-deletion/photo-deletion.actors';
import { photoDeletionMachine } from '../../machines/photo-deletion/photo-deletion.machine';
import { selectPhotoDeletion } from '../../machines/photo-deletion/photo-deletion.selectors';
import { PHOTO_DELETED_MS, type PhotoDeletionEvent } from '../../machines/photo-deletion/photo-deletion.types';
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

type M = typeof photoDeletionMachine;
type ModelEvent = PhotoDeletionEvent | { type: string; output?: unknown; error?: unknown };

const DELETED_EVENT = afterEventType(photoDeletionMachine, 'photoDeletion.deleted');
const withoutPhoto = userFixture({ image: null });

const paths = generatePaths(photoDeletionMachine, {
  inputs: [undefined as never],
  events: (s) => {
    const events: ModelEvent[] = [{ type: 'deletion.open' }, { type: 'deletion.confirm' }, { type: 'deletion.cancel' }];
    if (s.matches('deleting'))
      events.push(
        { type: 'xstate.done.actor.deletePhoto', output: withoutPhoto },
        { type: 'xstate.error.actor.deletePhoto', error: failures.server },
      );
    if (s.matches('deleted')) events.push({ type: DELETED_EVENT });
    return events as never;
  },
});

async function run(path: ModelPath<M>) {
  const clock = new SimulatedClock();
  const calls: Deferred<UserView>[] = [];
  const updates: UserView[] = [];
  const machine = photoDeletionMachine.provide(
    createPhotoDeletionImplementations({
      deletePhoto: (signal) => {
        const d = deferred<UserView>(signal);
        calls.push(d);
        return d.promise;
      },
      userUpdated: (user) => updates.push(user),
    }),
  );
  const actor = createActor(machine, { clock }).start();
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.initial));
  for (const { event, before, after } of path.steps) {
    const e = event as ModelEvent;
    const counts = { calls: calls.length, updates: updates.length };
    if (e.type === 'xstate.done.actor.deletePhoto') calls.at(-1)!.resolve(e.output as UserView);
    else if (e.type === 'xstate.error.actor.deletePhoto') calls.at(-1)!.reject(e.error);
    else if (e.type === DELETED_EVENT) {
      // The success message stays exactly 3 seconds, then the popup closes.
      clock.increment(PHOTO_DELETED_MS - 1);
      expect(actor.getSnapshot().matches('deleted')).toBe(true);
      clock.increment(1);
    } else actor.send(event);
    await flush();

    const snapshot = actor.getSnapshot();
    expect(serializeState(snapshot)).toBe(serializeState(after));
    const view = selectPhotoDeletion(snapshot);
    // Nothing is deleted without the confirmation in the popup.
    expect(calls.length - counts.calls).toBe(
      e.type === 'deletion.confirm' && (before.matches('confirming') || before.matches('failed')) ? 1 : 0,
    );
    expect(updates.length - counts.updates).toBe(e.type === 'xstate.done.actor.deletePhoto' ? 1 : 0);
    expect(view.open).toBe(!snapshot.matches('idle'));
    expect(view.done).toBe(snapshot.matches('deleted'));
    expect(view.failed).toBe(snapshot.matches('failed'));
    expect(view.busy).toBe(snapshot.matches('deleting'));
  }
  actor.stop();
}

describe('photo-deletion machine (model-based)', () => {
  for (const path of paths) it(path.description, () => run(path));

  it('reaches every state of the machine', () => {
    const reached = reachedStateIds(paths);
    for (const id of stableStateIds(photoDeletionMachine)) expect(reached, id).toContain(id);
  });

  it('exercises every event the machine handles', () => {
    const used = usedEventTypes(paths);
    for (const type of handledEventTypes(photoDeletionMachine)) expect(used, type).toContain(type);
  });
});
