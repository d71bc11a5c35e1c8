import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createCallQualityImplementations } from '../../machines/call-quality/call-quality.actors';
import { callQualityMachine } from '../../machines/call-quality/call-quality.machine';
import { selectQualityLevel, selectSendLimit } from '../../machines/call-quality/call-quality.selectors';
import {
  type QualityLevel,
  type QualitySample,
  SAMPLE_EVERY_MS,
  SEND_LIMITS,
  type SendLimit,
  type StatsSource,
} from '../../machines/call-quality/call-quality.types';
import { RISE_AFTER_SAMPLES } from '../../machines/call-quality/quality-level';
import { DOWN_AFTER_SAMPLES, UP_AFTER_SAMPLES } from '../../machines/call-quality/send-adaptation';
import { describeModel, fakeCalls, type Step } from './support/describe-model';
import { afterEventType } from './support/paths';

const WAIT_EVENT = afterEventType(callQualityMachine, 'callQuality.waiting');

/** The readings the model tries, named for the oracles. */
const READINGS = {
  clean: { incomingLoss: 0, outgoingLoss: 0, rttMs: 40, frameRate: 30, availableOutgoingBps: 3_000_000 },
  /** 3 % loss both ways: fair, and neither strained nor clear for sending. */
  middling: { incomingLoss: 0.03, outgoingLoss: 0.03, rttMs: 80, frameRate: 25, availableOutgoingBps: 900_000 },
  /** 15 % loss both ways: poor, and strained for sending. */
  lossy: { incomingLoss: 0.15, outgoingLoss: 0.15, rttMs: 300, frameRate: 12, availableOutgoingBps: 300_000 },
  /** A clean link with a slow, far round trip: never poor under 2 % loss. */
  far: { incomingLoss: 0.01, outgoingLoss: 0.01, rttMs: 2500, frameRate: 2, availableOutgoingBps: 1_000_000 },
  /** Still connecting: nothing in it. */
  empty: { incomingLoss: null, outgoingLoss: null, rttMs: null, frameRate: null, availableOutgoingBps: null },
} satisfies Record<string, QualitySample>;
type ReadingName = keyof typeof READINGS;

const nameOf = (sample: QualitySample): ReadingName => {
  const name = (Object.keys(READINGS) as ReadingName[]).find((n) => READINGS[n] === sample);
  if (!name) throw new Error('a reading the model does not try');
  return name;
};

/** The readings of the path so far, in order (a failed getStats adds nothing). */
const readingsOf = (taken: Step<typeof callQualityMachine>[]): ReadingName[] =>
  taken.flatMap((s) =>
    s.event.type === 'xstate.done.actor.sample' ? [nameOf((s.event as { output: QualitySample }).output)] : [],
  );

const RANK: Record<QualityLevel, number> = { good: 0, fair: 1, poor: 2 };
/** The level each reading says on its own, as the spec of issue 24 reads. */
const SAYS: Record<Exclude<ReadingName, 'empty'>, QualityLevel> = {
  clean: 'good',
  middling: 'fair',
  lossy: 'poor',
  far: 'fair',
};

/** What each reading means for sending (issue 24: sustained loss steps down, a clear link steps up). */
const FOR_SENDING: Record<Exclude<ReadingName, 'empty'>, 'strained' | 'clear' | 'neither'> = {
  clean: 'clear',
  middling: 'neither',
  lossy: 'strained',
  far: 'clear',
};

const connection: StatsSource = {
  getStats: () => Promise.reject(new Error('the model fakes the sample actor')),
  getSenders: () => [],
};

const paths = describeModel(callQualityMachine, {
  inputs: [{ connection }],
  events: (s) =>
    s.matches('sampling')
      ? [
          ...Object.values(READINGS).map((output) => ({ type: 'xstate.done.actor.sample', output })),
          { type: 'xstate.error.actor.sample', error: new Error('getStats failed: closing') },
        ]
      : [{ type: WAIT_EVENT }],
  world: () => {
    const sample = fakeCalls<[StatsSource], QualitySample>();
    const applied: Array<{ connection: StatsSource; limit: SendLimit }> = [];
    return {
      machine: callQualityMachine.provide(
        createCallQualityImplementations({
          sample: sample.fn,
          applyLimit: async (to, limit) => {
            applied.push({ connection: to, limit });
          },
        }),
      ),
      clock: new SimulatedClock(),
      calls: { sample },
      sample,
      applied,
    };
  },
  delay: () => SAMPLE_EVERY_MS,
  atStart: ({ world, snapshot }) => {
    // A reading at once, of the call's own connection; nothing shown before it answers.
    expect(world.sample.calls.map((c) => c.args[0])).toEqual([connection]);
    expect(selectQualityLevel(snapshot)).toBeNull();
  },
  oracles: {
    'one reading a second, never two at once': ({ world, taken, snapshot }) => {
      const waits = taken.filter((s) => s.event.type === WAIT_EVENT).length;
      expect(world.sample.calls).toHaveLength(1 + waits);
      expect(world.sample.calls.filter((c) => !c.settled)).toHaveLength(snapshot.matches('sampling') ? 1 : 0);
    },
    'nothing shown until a reading with something in it': ({ taken, snapshot }) => {
      const measured = readingsOf(taken).some((r) => r !== 'empty');
      expect(selectQualityLevel(snapshot) === null).toBe(!measured);
    },
    'falls at once to what a worse reading says': ({ event, snapshot }) => {
      if (event.type !== 'xstate.done.actor.sample') return;
      const name = nameOf((event as { output: QualitySample }).output);
      if (name === 'empty') return;
      expect(RANK[selectQualityLevel(snapshot)!]).toBeGreaterThanOrEqual(RANK[SAYS[name]]);
    },
    [`rises one step only after ${RISE_AFTER_SAMPLES} better readings in a row`]: ({ step, snapshot, taken }) => {
      const before = selectQualityLevel(step.before);
      const after = selectQualityLevel(snapshot);
      if (before === null || after === null || RANK[after] >= RANK[before]) return;
      expect(RANK[before] - RANK[after]).toBe(1);
      const last = readingsOf(taken)
        .filter((r) => r !== 'empty')
        .slice(-RISE_AFTER_SAMPLES);
      expect(last).toHaveLength(RISE_AFTER_SAMPLES);
      for (const r of last) expect(RANK[SAYS[r as Exclude<ReadingName, 'empty'>]]).toBeLessThan(RANK[before]);
    },
    'never says poor on a reading under 2 % loss': ({ step, snapshot, event }) => {
      if (selectQualityLevel(snapshot) !== 'poor' || selectQualityLevel(step.before) === 'poor') return;
      expect(nameOf((event as { output: QualitySample }).output)).toBe('lossy');
    },
    'applies each new send limit once, to the call, one step at a time': ({ step, snapshot, added, world, taken }) => {
      const before = selectSendLimit(step.before);
      const after = selectSendLimit(snapshot);
      const calls = added(world.applied);
      if (before === after) {
        expect(calls).toEqual([]);
        return;
      }
      expect(calls).toEqual([{ connection, limit: after }]);
      const down = SEND_LIMITS.indexOf(after) - SEND_LIMITS.indexOf(before);
      expect(Math.abs(down)).toBe(1);
      // Down after DOWN_AFTER_SAMPLES strained readings in a row, up after UP_AFTER_SAMPLES clear ones
      // (empty readings and failed ones are skipped, so they break no run).
      const needed = down > 0 ? DOWN_AFTER_SAMPLES : UP_AFTER_SAMPLES;
      const last = readingsOf(taken)
        .filter((r) => r !== 'empty')
        .slice(-needed)
        .map((r) => FOR_SENDING[r as Exclude<ReadingName, 'empty'>]);
      expect(last).toEqual(Array.from({ length: needed }, () => (down > 0 ? 'strained' : 'clear')));
    },
  },
});

describe('call quality model: what the paths walk', () => {
  const changes = paths.flatMap((path) =>
    path.steps.map((step) => ({
      level: [selectQualityLevel(step.before), selectQualityLevel(step.after)],
      limit: [selectSendLimit(step.before), selectSendLimit(step.after)],
    })),
  );
  const seen = (pairs: Array<[unknown, unknown]>) =>
    pairs.every(
      ([from, to]) =>
        changes.some((c) => c.level[0] === from && c.level[1] === to) ||
        changes.some((c) => c.limit[0] === from && c.limit[1] === to),
    );

  it('every fall and rise of the level, so the oracles about them are not vacuous', () => {
    expect(
      seen([
        ['good', 'fair'],
        ['good', 'poor'],
        ['fair', 'poor'],
        ['poor', 'fair'],
        ['fair', 'good'],
      ]),
    ).toBe(true);
  });

  it('every step of the send limit, down and up', () => {
    expect(
      seen([
        ['full', 'reduced'],
        ['reduced', 'minimal'],
        ['minimal', 'reduced'],
        ['reduced', 'full'],
      ]),
    ).toBe(true);
  });
});
