import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { searchClockMachine } from '../../machines/search-clock/search-clock.machine';
import { formatElapsed, selectSearchClockView } from '../../machines/search-clock/search-clock.selectors';
import { FEW_ONLINE_AFTER_SECONDS, SECOND_MS } from '../../machines/search-clock/search-clock.types';
import { describeModel } from './support/describe-model';
import { afterEventType } from './support/paths';

const TICK = afterEventType(searchClockMachine, 'searchClock.counting');

describeModel(searchClockMachine, {
  events: () => [{ type: TICK }],
  // Past the hint every second looks the same to the screen: the model stops one beyond it.
  serializeState: (s) => String(Math.min(s.context.seconds, FEW_ONLINE_AFTER_SECONDS + 1)),
  world: () => ({ machine: searchClockMachine, clock: new SimulatedClock() }),
  // Exactly one second per tick (the harness checks nothing happens 1 ms earlier).
  delay: () => SECOND_MS,
  atStart: ({ snapshot }) => {
    expect(selectSearchClockView(snapshot)).toEqual({ elapsed: '0:00', longWait: false });
  },
  oracles: {
    'one second per tick; the long-wait hint from 20 s on': ({ taken, snapshot }) => {
      const seconds = taken.length;
      expect(snapshot.context.seconds).toBe(seconds);
      expect(selectSearchClockView(snapshot)).toEqual({
        elapsed: formatElapsed(seconds),
        longWait: seconds >= FEW_ONLINE_AFTER_SECONDS,
      });
    },
  },
});

describe('search clock', () => {
  it('formats minutes and two-digit seconds', () => {
    expect([0, 9, 59, 60, 75, 600, 3599].map(formatElapsed)).toEqual([
      '0:00',
      '0:09',
      '0:59',
      '1:00',
      '1:15',
      '10:00',
      '59:59',
    ]);
  });

  it('stops counting when stopped (the search ended)', () => {
    const clock = new SimulatedClock();
    const actor = createActor(searchClockMachine, { clock }).start();
    for (let i = 0; i < 3; i++) clock.increment(SECOND_MS);
    expect(actor.getSnapshot().context.seconds).toBe(3);
    actor.stop();
    for (let i = 0; i < 10; i++) clock.increment(SECOND_MS);
    expect(actor.getSnapshot().context.seconds).toBe(3);
  });
});
