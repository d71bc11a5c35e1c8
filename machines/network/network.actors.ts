import { fromCallback } from 'xstate';
import type { NetworkDeps, NetworkEvent } from './network.types';

/** Real effects for `networkMachine.provide(...)`: browser events become machine events. */
export function createNetworkImplementations(deps: NetworkDeps) {
  return {
    actors: {
      browserNetwork: fromCallback<NetworkEvent>(({ sendBack }) =>
        deps.subscribe((signal) => sendBack({ type: `network.${signal}` } satisfies NetworkEvent)),
      ),
    },
  };
}
