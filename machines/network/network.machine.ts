import { emit, fromCallback, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import type { NetworkEvent, NetworkInput } from './network.types';

export const networkMachine = setup({
  types: {
    context: {} as NetworkInput,
    events: {} as NetworkEvent,
    input: {} as NetworkInput,
    emitted: {} as NetworkEvent,
  },
  actors: {
    browserNetwork: fromCallback<NetworkEvent>(notProvided('network.browserNetwork')),
  },
  actions: {
    /** Listeners (a call's link) hear every signal, whatever the state. */
    echo: emit(({ event }) => event),
  },
  guards: {
    startsOnline: ({ context }) => context.online,
  },
}).createMachine({
  id: 'network',
  context: ({ input }) => ({ online: input.online }),
  invoke: { id: 'browserNetwork', src: 'browserNetwork' },
  on: {
    'network.online': { actions: 'echo' },
    'network.offline': { actions: 'echo' },
    'network.changed': { actions: 'echo' },
  },
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'startsOnline', target: 'online' }, { target: 'offline' }],
    },
    online: {
      on: { 'network.offline': { target: 'offline', actions: 'echo' } },
    },
    offline: {
      tags: ['offline'],
      on: { 'network.online': { target: 'online', actions: 'echo' } },
    },
  },
});
