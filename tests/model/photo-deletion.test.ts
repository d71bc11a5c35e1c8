import { expect } from 'vitest';
import { SimulatedClock } from 'xstate';
import type { UserView } from '../../contract/user';
import { selectConfirmDialog } from '../../machines/confirm/confirm.selectors';
import { createPhotoDeletionImplementations } from '../../machines/photo-deletion/photo-deletion.actors';
import { photoDeletionMachine } from '../../machines/photo-deletion/photo-deletion.machine';
import { PHOTO_DELETED_MS } from '../../machines/photo-deletion/photo-deletion.types';
import { describeModel, fakeCalls, type ModelEvent, recorder } from './support/describe-model';
import { afterEventType } from './support/paths';
import { failures, userFixture } from './support/profile-fixtures';

const DELETED_EVENT = afterEventType(photoDeletionMachine, 'photoDeletion.done');
const withoutPhoto = userFixture({ image: null });

describeModel(photoDeletionMachine, {
  events: (s) => {
    const events: ModelEvent[] = [{ type: 'deletion.open' }, { type: 'deletion.confirm' }, { type: 'deletion.cancel' }];
    if (s.matches('working'))
      events.push(
        { type: 'xstate.done.actor.deletePhoto', output: withoutPhoto },
        { type: 'xstate.error.actor.deletePhoto', error: failures.server },
      );
    if (s.matches('done')) events.push({ type: DELETED_EVENT });
    return events;
  },
  // The success message stays exactly 3 seconds, then the popup closes.
  delay: () => PHOTO_DELETED_MS,
  world: () => {
    const deletePhoto = fakeCalls<[AbortSignal], UserView>();
    const session = recorder();
    return {
      machine: photoDeletionMachine.provide(createPhotoDeletionImplementations({ deletePhoto: deletePhoto.fn })),
      system: { session: session.logic },
      clock: new SimulatedClock(),
      calls: { deletePhoto },
      deletePhoto,
      session,
    };
  },
  oracles: {
    'nothing is deleted without the confirmation in the popup': ({ taken, world }) => {
      const confirmed = taken.filter(
        (s) => s.event.type === 'deletion.confirm' && (s.before.matches('confirming') || s.before.matches('failed')),
      );
      expect(world.deletePhoto.calls).toHaveLength(confirmed.length);
    },
    'the user without a photo goes to the session as soon as the server answers': ({ taken, world }) => {
      const deleted = taken.filter((s) => s.event.type === 'xstate.done.actor.deletePhoto');
      expect(world.session.events).toEqual(deleted.map(() => ({ type: 'session.userUpdated', user: withoutPhoto })));
    },
    'the view follows the state': ({ snapshot }) => {
      const view = selectConfirmDialog(snapshot);
      expect(view.open).toBe(!snapshot.matches('idle'));
      expect(view.done).toBe(snapshot.matches('done'));
      expect(view.failed).toBe(snapshot.matches('failed'));
      expect(view.busy).toBe(snapshot.matches('working'));
    },
  },
});
