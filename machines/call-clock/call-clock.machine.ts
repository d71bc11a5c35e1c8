import { sendParent, setup } from 'xstate';
import { CALL_SECOND_MS, type CallClockNotice } from './call-clock.types';

/** Ticks once a second to its parent with a named delay, so tests drive it with a simulated clock. */
export const callClockMachine = setup({
  delays: { second: CALL_SECOND_MS },
}).createMachine({
  id: 'callClock',
  initial: 'ticking',
  states: {
    ticking: {
      after: {
        second: {
          target: 'ticking',
          reenter: true,
          actions: sendParent((): CallClockNotice => ({ type: 'call.second' })),
        },
      },
    },
  },
});
