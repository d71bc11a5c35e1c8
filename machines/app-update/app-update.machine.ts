import { type AnyEventObject, fromCallback, sendTo, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import type { AppUpdateEvent, ServiceWorkerCommand } from './app-update.types';

export const appUpdateMachine = setup({
  types: {
    events: {} as AppUpdateEvent,
  },
  actors: {
    serviceWorker: fromCallback<AnyEventObject>(notProvided('appUpdate.serviceWorker')),
  },
}).createMachine({
  id: 'appUpdate',
  invoke: { id: 'serviceWorker', src: 'serviceWorker' },
  initial: 'current',
  states: {
    current: {
      on: { 'update.waiting': 'ready' },
    },
    ready: {
      tags: ['updateReady'],
      on: { 'update.reload': 'reloading', 'update.dismiss': 'dismissed' },
    },
    // Until an even newer version waits.
    dismissed: {
      on: { 'update.waiting': 'ready' },
    },
    // The page reloads once the new worker controls it.
    reloading: {
      tags: ['updateReady', 'reloading'],
      entry: sendTo('serviceWorker', { type: 'update.activate' } satisfies ServiceWorkerCommand),
    },
  },
});
