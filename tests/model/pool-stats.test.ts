import { expect } from 'vitest';
import { SimulatedClock } from 'xstate';
import type { PoolStatsView } from '../../contract/chat';
import { createPoolStatsImplementations } from '../../machines/pool-stats/pool-stats.actors';
import { poolStatsMachine } from '../../machines/pool-stats/pool-stats.machine';
import { selectPoolStats } from '../../machines/pool-stats/pool-stats.selectors';
import { REFRESH_MS } from '../../machines/pool-stats/pool-stats.types';
import { describeModel, fakeCalls } from './support/describe-model';
import { afterEventType } from './support/paths';

const AFTER_SHOWN = afterEventType(poolStatsMachine, 'poolStats.shown');
const AFTER_FAILED = afterEventType(poolStatsMachine, 'poolStats.failed');
const FIGURES: PoolStatsView = { online: 128, general: 12, breed: 3 };

describeModel(poolStatsMachine, {
  inputs: [{ breedId: null }, { breedId: 7 }, { breedId: 7, widened: true }],
  events: (s) => [
    ...(s.matches('loading')
      ? [
          { type: 'xstate.done.actor.fetchPoolStats', output: FIGURES },
          { type: 'xstate.error.actor.fetchPoolStats', error: new Error('offline') },
        ]
      : s.matches('shown')
        ? [{ type: AFTER_SHOWN }]
        : [{ type: AFTER_FAILED }]),
    { type: 'poolStats.breed', breedId: s.context.breedId === 7 ? null : 7 },
    // The breed chat widened to its group, or back (issue 29).
    { type: 'poolStats.breed', breedId: 7, widened: !(s.context.breedId === 7 && s.context.widened) },
  ],
  world: () => {
    const fetchPoolStats = fakeCalls<[number | null, AbortSignal, { widened: boolean }], PoolStatsView>();
    return {
      machine: poolStatsMachine.provide(createPoolStatsImplementations({ fetchPoolStats: fetchPoolStats.fn })),
      clock: new SimulatedClock(),
      calls: { fetchPoolStats },
      fetchPoolStats,
    };
  },
  // A refresh exactly REFRESH_MS after an answer (the harness checks nothing happens 1 ms earlier).
  delay: () => REFRESH_MS,
  atStart: ({ world, snapshot }) => {
    expect(world.fetchPoolStats.calls.map((c) => c.args[0])).toEqual([snapshot.context.breedId]);
    expect(world.fetchPoolStats.calls[0].args[2]).toEqual({ widened: snapshot.context.widened });
    expect(selectPoolStats(snapshot)).toBeNull();
  },
  oracles: {
    'reads for the breed chat shown, one at a time: a read for another breed is abandoned': ({ world, snapshot }) => {
      const calls = world.fetchPoolStats.calls;
      expect(calls.filter((c) => !c.settled && !c.d.aborted).length).toBe(snapshot.matches('loading') ? 1 : 0);
      if (snapshot.matches('loading')) {
        expect(calls.at(-1)?.args[0]).toBe(snapshot.context.breedId);
        // A widened breed chat asks for its group's figure.
        expect(calls.at(-1)?.args[2]).toEqual({ widened: snapshot.context.widened });
      }
    },
    'keeps the last figures through a failed read; none before the first answer': ({ world, snapshot, taken }) => {
      const answered = taken.some((s) => s.event.type === 'xstate.done.actor.fetchPoolStats');
      expect(selectPoolStats(snapshot)).toEqual(answered ? FIGURES : null);
      expect(world.fetchPoolStats.calls.length).toBeGreaterThanOrEqual(1);
    },
  },
});
