import { expect } from 'vitest';
import { createAppUpdateImplementations } from '../../machines/app-update/app-update.actors';
import { appUpdateMachine } from '../../machines/app-update/app-update.machine';
import { selectAppUpdateView } from '../../machines/app-update/app-update.selectors';
import { describeModel } from './support/describe-model';

/**
 * The update flow (machines/app-update): the service worker is registered once, at start; a new
 * version that waits shows "A new version is ready — reload"; Reload lets it take over (the page
 * then reloads), Later hides the offer until a newer version waits.
 */
describeModel(appUpdateMachine, {
  events: () => [{ type: 'update.waiting' }, { type: 'update.reload' }, { type: 'update.dismiss' }],
  world: () => {
    const world = {
      registrations: 0,
      activations: 0,
      stopped: 0,
      waiting: null as (() => void) | null,
      machine: appUpdateMachine.provide(
        createAppUpdateImplementations({
          register: (onWaiting) => {
            world.registrations++;
            world.waiting = onWaiting;
            return () => {
              world.stopped++;
            };
          },
          activate: () => {
            world.activations++;
          },
        }),
      ),
      /** A waiting worker is reported by the registration, as in the app. */
      produce: (event: { type: string }) => {
        if (event.type !== 'update.waiting') return false;
        world.waiting!();
        return true;
      },
    };
    return world;
  },
  atStart: ({ world }) => expect(world.registrations).toBe(1),
  oracles: {
    'the offer shows from a waiting version until Later; Reload keeps it while the page reloads': ({
      snapshot,
      taken,
    }) => {
      const types = taken.map((s) => s.event.type);
      const waited = types.lastIndexOf('update.waiting');
      const reloaded = taken.findIndex((s) => s.event.type === 'update.reload' && s.before.hasTag('updateReady'));
      const dismissed = taken.findLastIndex(
        (s) => s.event.type === 'update.dismiss' && s.before.hasTag('updateReady') && !s.before.hasTag('reloading'),
      );
      const ready = reloaded >= 0 || (waited >= 0 && waited > dismissed);
      expect(selectAppUpdateView(snapshot).ready).toBe(ready);
      expect(selectAppUpdateView(snapshot).reloading).toBe(reloaded >= 0);
    },
    'the waiting worker is told to take over once, on Reload': ({ world, taken }) => {
      const reloads = taken.filter((s) => s.event.type === 'update.reload' && s.before.matches('ready')).length;
      expect(world.activations).toBe(reloads);
    },
    'registered once': ({ world }) => expect(world.registrations).toBe(1),
  },
  atStop: ({ world }) => expect(world.stopped).toBe(1),
});
