import { fromPromise, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import { KEEP_ALIVE_MS } from './keep-alive.types';

export const keepAliveMachine = setup({
  actors: {
    ping: fromPromise<void>(notProvided('keepAlive.ping')),
  },
  delays: { period: KEEP_ALIVE_MS },
}).createMachine({
  id: 'keepAlive',
  initial: 'pinging',
  states: {
    pinging: {
      invoke: { id: 'ping', src: 'ping', onDone: 'waiting', onError: 'waiting' },
    },
    // Counted from the previous ping's answer, so a slow answer never stacks two pings.
    waiting: { after: { period: 'pinging' } },
  },
});
