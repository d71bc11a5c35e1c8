import { fromCallback } from 'xstate';
import type { NetworkDeps, NetworkEvent } from './network.types';

/** Real effects for `networkMachine.provide(...)`: browser events become machine events. */
export function createNetworkImplementations(deps: NetworkDeps) {
  return {
    actors: {
      browserNetwork: fromCallback<NetworkEvent>(({ sendBack }) =>
        deps.subscribe((online) => sendBack({ type: online ? 'network.online' : 'network.offline' })),
      ),
    },
  };
}
