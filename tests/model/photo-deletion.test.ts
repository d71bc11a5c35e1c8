import { expect } from 'vitest';
import { SimulatedClock } from 'xstate';
import type { UserView } from '../../contract/user';
import { createPhotoDeletionImplementations } from '../../machines/photo-deletion/photo-deletion.actors';
import { photoDeletionMachine } from '../../machines/photo-deletion/photo-deletion.machine';
import { selectPhotoDeletion } from '../../machines/photo-deletion/photo-deletion.selectors';
import { PHOTO_DELETED_MS } from '../../machines/photo-deletion/photo-deletion.types';
import { describeModel, fakeCalls, type ModelEvent } from './support/describe-model';
import { afterEventType } from './support/paths';
import { failures, userFixture } from './support/profile-fixtures';

const DELETED_EVENT = afterEventType(photoDeletionMachine, 'photoDeletion.deleted');
const withoutPhoto = userFixture({ image: null });

describeModel(photoDeletionMachine, {
  events: (s) => {
    const events: ModelEvent[] = [{ type: 'deletion.open' }, { type: 'deletion.confirm' }, { type: 'deletion.cancel' }];
    if (s.matches('deleting'))
      events.push(
        { type: 'xstate.done.actor.deletePhoto', output: withoutPhoto },
        { type: 'xstate.error.actor.deletePhoto', error: failures.server },
      );
    if (s.matches('deleted')) events.push({ type: DELETED_EVENT });
    return events;
  },
  world: () => {
    const deletePhoto = fakeCalls<[AbortSignal], UserView>();
    const updates: UserView[] = [];
    const machine = photoDeletionMachine.provide(
      createPhotoDeletionImplementations({ deletePhoto: deletePhoto.fn, userUpdated: (user) => updates.push(user) }),
    );
    return { machine, clock: new SimulatedClock(), calls: { deletePhoto }, deletePhoto, updates };
  },
  // The success message stays exactly 3 seconds, then the popup closes.
  delay: () => PHOTO_DELETED_MS,
  oracles: {
    'nothing is deleted without the confirmation in the popup': ({ event, step: { before }, world, added }) => {
      const confirmed = event.type === 'deletion.confirm' && (before.matches('confirming') || before.matches('failed'));
      expect(added(world.deletePhoto.calls)).toHaveLength(confirmed ? 1 : 0);
    },
    'the fresh user reaches the session after a deletion': ({ event, world, added }) =>
      expect(added(world.updates)).toEqual(event.type === 'xstate.done.actor.deletePhoto' ? [withoutPhoto] : []),
    'the view follows the state': ({ snapshot }) => {
      const view = selectPhotoDeletion(snapshot);
      expect(view.open).toBe(!snapshot.matches('idle'));
      expect(view.done).toBe(snapshot.matches('deleted'));
      expect(view.failed).toBe(snapshot.matches('failed'));
      expect(view.busy).toBe(snapshot.matches('deleting'));
    },
  },
});
