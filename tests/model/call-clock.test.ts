import { expect } from 'vitest';
import { SimulatedClock } from 'xstate';
import { callClockMachine } from '../../machines/call-clock/call-clock.machine';
import { CALL_SECOND_MS } from '../../machines/call-clock/call-clock.types';
import { describeModel } from './support/describe-model';
import { afterEventType } from './support/paths';

const TICK = afterEventType(callClockMachine, 'callClock.ticking');
// Paths are generated without a parent to tell: the action is a no-op there (the world records it).
describeModel(callClockMachine.provide({ actions: { tellParent: () => {} } }), {
  events: () => [{ type: TICK }],
  // Every second is the same state: one tick shows the rule, the oracle checks the count.
  world: () => {
    const told: string[] = [];
    return {
      // What the parent (the friend call) hears, recorded instead of sent.
      machine: callClockMachine.provide({ actions: { tellParent: () => void told.push('call.second') } }),
      clock: new SimulatedClock(),
      told,
    };
  },
  // Exactly one second per tick (the harness checks nothing happens 1 ms earlier).
  delay: () => CALL_SECOND_MS,
  atStart: ({ world }) => {
    expect(world.told).toEqual([]);
  },
  oracles: {
    'tells the parent once a second, and only then': ({ world, taken, snapshot }) => {
      expect(world.told).toEqual(taken.map(() => 'call.second'));
      expect(snapshot.matches('ticking')).toBe(true);
    },
  },
});
