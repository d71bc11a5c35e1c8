import { fromCallback, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import type { NetworkEvent, NetworkInput } from './network.types';

export const networkMachine = setup({
  types: {
    context: {} as NetworkInput,
    events: {} as NetworkEvent,
    input: {} as NetworkInput,
  },
  actors: {
    browserNetwork: fromCallback<NetworkEvent>(notProvided('network.browserNetwork')),
  },
  guards: {
    startsOnline: ({ context }) => context.online,
  },
}).createMachine({
  id: 'network',
  context: ({ input }) => ({ online: input.online }),
  invoke: { id: 'browserNetwork', src: 'browserNetwork' },
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'startsOnline', target: 'online' }, { target: 'offline' }],
    },
    online: {
      on: { 'network.offline': 'offline' },
    },
    offline: {
      tags: ['offline'],
      on: { 'network.online': 'online' },
    },
  },
});
