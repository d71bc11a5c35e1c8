import { sendParent, setup } from 'xstate';
import { CALL_SECOND_MS, type CallClockNotice } from './call-clock.types';

/** Ticks once a second to its parent with a named delay, so tests drive it with a simulated clock. */
export const callClockMachine = setup({
  actions: {
    /** The parent (the friend call) counts the call's seconds. */
    tellParent: sendParent((): CallClockNotice => ({ type: 'call.second' })),
  },
  delays: { second: CALL_SECOND_MS },
}).createMachine({
  id: 'callClock',
  initial: 'ticking',
  states: {
    ticking: {
      after: { second: { target: 'ticking', reenter: true, actions: 'tellParent' } },
    },
  },
});
