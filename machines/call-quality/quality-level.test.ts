import { describe, expect, it } from 'vitest';
import type { LevelState, QualitySample } from './call-quality.types';
import {
  FAIR_FRAME_RATE,
  FAIR_LOSS,
  FAIR_OUTGOING_BPS,
  FAIR_RTT_MS,
  isEmpty,
  levelOfSample,
  lossOf,
  nextLevel,
  POOR_FRAME_RATE,
  POOR_LOSS,
  POOR_RTT_MS,
  RISE_AFTER_SAMPLES,
} from './quality-level';

const clean: QualitySample = {
  incomingLoss: 0,
  outgoingLoss: 0,
  rttMs: 40,
  frameRate: 30,
  availableOutgoingBps: 2_000_000,
};
const empty: QualitySample = {
  incomingLoss: null,
  outgoingLoss: null,
  rttMs: null,
  frameRate: null,
  availableOutgoingBps: null,
};
const fair: QualitySample = { ...clean, incomingLoss: 0.04 };
const poor: QualitySample = { ...clean, incomingLoss: 0.2 };

/** The shown levels after each reading in turn, from no reading. */
function levels(samples: QualitySample[], from: LevelState = { level: null, better: 0 }) {
  const shown: Array<LevelState['level']> = [];
  let state = from;
  for (const sample of samples) {
    state = nextLevel(state, sample);
    shown.push(state.level);
  }
  return shown;
}

describe('levelOfSample: one reading', () => {
  it('is good on a clean, quick link', () => {
    expect(levelOfSample(clean)).toBe('good');
  });

  it('takes the worse of the two losses', () => {
    expect(lossOf({ ...clean, incomingLoss: 0.01, outgoingLoss: 0.05 })).toBe(0.05);
    expect(lossOf({ ...clean, incomingLoss: null, outgoingLoss: 0.03 })).toBe(0.03);
    expect(lossOf(empty)).toBeNull();
    expect(levelOfSample({ ...clean, outgoingLoss: POOR_LOSS })).toBe('poor');
  });

  it('is fair from 2 % loss, poor from 8 %', () => {
    expect(levelOfSample({ ...clean, incomingLoss: FAIR_LOSS - 0.001 })).toBe('good');
    expect(levelOfSample({ ...clean, incomingLoss: FAIR_LOSS })).toBe('fair');
    expect(levelOfSample({ ...clean, incomingLoss: POOR_LOSS - 0.001 })).toBe('fair');
    expect(levelOfSample({ ...clean, incomingLoss: POOR_LOSS })).toBe('poor');
  });

  it('is fair on a slow round trip, a narrow uplink, or a slow picture whose loss is unknown', () => {
    expect(levelOfSample({ ...clean, rttMs: FAIR_RTT_MS })).toBe('fair');
    expect(levelOfSample({ ...clean, rttMs: FAIR_RTT_MS - 1 })).toBe('good');
    expect(levelOfSample({ ...clean, availableOutgoingBps: FAIR_OUTGOING_BPS - 1 })).toBe('fair');
    expect(levelOfSample({ ...clean, availableOutgoingBps: null })).toBe('good');
    expect(levelOfSample({ ...empty, frameRate: FAIR_FRAME_RATE - 1 })).toBe('fair');
    // A measured clean link: a slow picture is the partner's camera (switched off, a dark room).
    expect(levelOfSample({ ...clean, frameRate: FAIR_FRAME_RATE - 1 })).toBe('good');
  });

  it('never says poor under 2 % measured loss, however slow the round trip or the picture', () => {
    for (const incomingLoss of [0, 0.01, FAIR_LOSS - 0.0001]) {
      expect(levelOfSample({ ...clean, incomingLoss, rttMs: 5000 })).toBe('fair');
      expect(levelOfSample({ ...clean, incomingLoss, frameRate: 0, rttMs: 5000, availableOutgoingBps: 10 })).toBe(
        'fair',
      );
      expect(levelOfSample({ ...clean, incomingLoss, frameRate: 0 })).toBe('good');
    }
  });

  it('is poor when a lossy or unmeasurable link has a huge round trip or a frozen picture', () => {
    expect(levelOfSample({ ...clean, incomingLoss: FAIR_LOSS, rttMs: POOR_RTT_MS })).toBe('poor');
    expect(levelOfSample({ ...clean, incomingLoss: FAIR_LOSS, frameRate: POOR_FRAME_RATE - 1 })).toBe('poor');
    expect(levelOfSample({ ...empty, rttMs: POOR_RTT_MS })).toBe('poor');
    // Nothing arrived in the last second and the picture stands still.
    expect(levelOfSample({ ...empty, frameRate: 0 })).toBe('poor');
    expect(levelOfSample({ ...empty, rttMs: POOR_RTT_MS - 1 })).toBe('fair');
  });

  it('knows an empty reading', () => {
    expect(isEmpty(empty)).toBe(true);
    expect(isEmpty({ ...empty, rttMs: 10 })).toBe(false);
  });
});

describe('nextLevel: falls fast, rises slowly', () => {
  it('shows the first reading as it is', () => {
    expect(levels([fair])).toEqual(['fair']);
    expect(levels([poor])).toEqual(['poor']);
  });

  it('ignores empty readings (still connecting): no level, and no streak broken', () => {
    expect(levels([empty, empty])).toEqual([null, null]);
    expect(nextLevel({ level: 'poor', better: 2 }, empty)).toEqual({ level: 'poor', better: 2 });
  });

  it('drops to the worse level at once on one bad reading, even from good to poor', () => {
    expect(levels([clean, poor])).toEqual(['good', 'poor']);
    expect(levels([clean, fair, poor])).toEqual(['good', 'fair', 'poor']);
  });

  it(`rises one step after ${RISE_AFTER_SAMPLES} better readings in a row`, () => {
    const goods = Array.from({ length: 2 * RISE_AFTER_SAMPLES }, () => clean);
    expect(levels([poor, ...goods])).toEqual(['poor', 'poor', 'poor', 'fair', 'fair', 'fair', 'good']);
  });

  it('counts a fair reading as better than poor, but not as better than fair', () => {
    expect(levels([poor, fair, fair, fair, fair, fair])).toEqual(['poor', 'poor', 'poor', 'fair', 'fair', 'fair']);
  });

  it('starts the count again after an equal or worse reading', () => {
    expect(levels([poor, clean, clean, poor, clean, clean, clean])).toEqual([
      'poor',
      'poor',
      'poor',
      'poor',
      'poor',
      'poor',
      'fair',
    ]);
    expect(levels([fair, clean, clean, fair, clean, clean])).toEqual(['fair', 'fair', 'fair', 'fair', 'fair', 'fair']);
  });

  it('flickering loss (bad one second in three) keeps the worse level instead of flashing good', () => {
    const flicker = [poor, clean, clean, poor, clean, clean, poor, clean, clean];
    expect(new Set(levels(flicker))).toEqual(new Set(['poor']));
  });
});
