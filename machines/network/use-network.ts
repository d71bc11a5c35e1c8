import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { networkMachine } from './network.machine';
import { selectNetworkView } from './network.selectors';

/** The network's view model (the root's `network`); views send it nothing. */
export function useNetwork(actor: ActorRefFrom<typeof networkMachine>) {
  const view = useSelector(actor, selectNetworkView, shallowEqual);
  return { view };
}
