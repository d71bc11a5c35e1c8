import { assign, setup } from 'xstate';
import { SECOND_MS, type SearchClockContext } from './search-clock.types';

/** Counts the seconds of one search with a named delay, so tests drive it with a simulated clock. */
export const searchClockMachine = setup({
  types: { context: {} as SearchClockContext },
  delays: { second: SECOND_MS },
}).createMachine({
  id: 'searchClock',
  context: { seconds: 0 },
  initial: 'counting',
  states: {
    counting: {
      after: {
        second: {
          target: 'counting',
          reenter: true,
          actions: assign({ seconds: ({ context }) => context.seconds + 1 }),
        },
      },
    },
  },
});
