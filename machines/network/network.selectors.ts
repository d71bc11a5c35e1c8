import type { SnapshotFrom } from 'xstate';
import type { networkMachine } from './network.machine';

export type NetworkSnapshot = SnapshotFrom<typeof networkMachine>;

export const selectIsOffline = (s: NetworkSnapshot): boolean => s.hasTag('offline');

/** The layout's view model: offline shows the network-error screen. */
export const selectNetworkView = (s: NetworkSnapshot) => ({ offline: selectIsOffline(s) });
