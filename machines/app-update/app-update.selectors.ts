import type { SnapshotFrom } from 'xstate';
import type { appUpdateMachine } from './app-update.machine';

export type AppUpdateSnapshot = SnapshotFrom<typeof appUpdateMachine>;

export const selectAppUpdateView = (s: AppUpdateSnapshot) => ({
  ready: s.hasTag('updateReady'),
  reloading: s.hasTag('reloading'),
});
