import { describe, expect, it } from 'vitest';
import type { QualitySample, SendLimit, SendState } from './call-quality.types';
import {
  CLEAR_LOSS,
  DOWN_AFTER_SAMPLES,
  isClear,
  isStrained,
  NEEDED_BPS,
  nextSendState,
  STRAIN_LOSS,
  UP_AFTER_SAMPLES,
  WARM_UP_SAMPLES,
} from './send-adaptation';

const roomy: QualitySample = {
  incomingLoss: 0,
  outgoingLoss: 0,
  rttMs: 40,
  frameRate: 30,
  availableOutgoingBps: 3_000_000,
};
const lossy: QualitySample = { ...roomy, outgoingLoss: 0.1 };
const narrow: QualitySample = { ...roomy, availableOutgoingBps: 150_000 };
/** Neither strained nor clear at 'reduced': 3 % loss. */
const middling: QualitySample = { ...roomy, outgoingLoss: 0.03 };
const noOutgoing: QualitySample = { ...roomy, outgoingLoss: null, availableOutgoingBps: null };

const start: SendState = { limit: 'full', strained: 0, clear: 0, warmUp: WARM_UP_SAMPLES };

/** The limit after each reading in turn (one a second). */
function limits(samples: QualitySample[], from: SendState = start): SendLimit[] {
  const out: SendLimit[] = [];
  let state = from;
  for (const sample of samples) {
    state = nextSendState(state, sample);
    out.push(state.limit);
  }
  return out;
}

const times = (n: number, sample: QualitySample) => Array.from({ length: n }, () => sample);

/** The seconds (1-based reading numbers) at which the limit changed. */
function changes(samples: QualitySample[], from: SendState = start) {
  const out = limits(samples, from);
  return out.flatMap((limit, i) => (limit !== (out[i - 1] ?? from.limit) ? [{ at: i + 1, limit }] : []));
}

describe('isStrained / isClear', () => {
  it('strains on our own loss or too little room for the limit, never at the lowest limit', () => {
    expect(isStrained({ ...roomy, outgoingLoss: STRAIN_LOSS }, 'full')).toBe(true);
    expect(isStrained({ ...roomy, outgoingLoss: STRAIN_LOSS - 0.001 }, 'full')).toBe(false);
    expect(isStrained({ ...roomy, availableOutgoingBps: NEEDED_BPS.full - 1 }, 'full')).toBe(true);
    expect(isStrained({ ...roomy, availableOutgoingBps: NEEDED_BPS.full - 1 }, 'reduced')).toBe(false);
    expect(isStrained(lossy, 'minimal')).toBe(false);
    // The partner's link is theirs to adapt.
    expect(isStrained({ ...roomy, incomingLoss: 0.5 }, 'full')).toBe(false);
  });

  it('is clear with little loss and the room the limit above needs, never at full', () => {
    expect(isClear(roomy, 'reduced')).toBe(true);
    expect(isClear({ ...roomy, outgoingLoss: CLEAR_LOSS }, 'reduced')).toBe(false);
    expect(isClear({ ...roomy, availableOutgoingBps: NEEDED_BPS.full - 1 }, 'reduced')).toBe(false);
    expect(isClear({ ...roomy, availableOutgoingBps: NEEDED_BPS.reduced }, 'minimal')).toBe(true);
    // Firefox gives no room estimate: a clean loss report is enough.
    expect(isClear({ ...roomy, availableOutgoingBps: null }, 'reduced')).toBe(true);
    expect(isClear(roomy, 'full')).toBe(false);
  });
});

describe('nextSendState: one reading a second', () => {
  it(`steps down after ${DOWN_AFTER_SAMPLES} s of sustained loss, then again ${DOWN_AFTER_SAMPLES} s later`, () => {
    expect(changes(times(3 * DOWN_AFTER_SAMPLES, lossy))).toEqual([
      { at: DOWN_AFTER_SAMPLES, limit: 'reduced' },
      { at: 2 * DOWN_AFTER_SAMPLES, limit: 'minimal' },
    ]);
  });

  it('steps down on a narrow link without loss too', () => {
    expect(limits(times(DOWN_AFTER_SAMPLES, narrow)).at(-1)).toBe('reduced');
  });

  it('does not step down on loss that is not sustained', () => {
    const bursts = [...times(DOWN_AFTER_SAMPLES - 1, lossy), roomy, ...times(DOWN_AFTER_SAMPLES - 1, lossy), roomy];
    expect(changes(bursts)).toEqual([]);
  });

  it(`steps up after ${UP_AFTER_SAMPLES} s of a clear link, one step at a time`, () => {
    const from: SendState = { limit: 'minimal', strained: 0, clear: 0, warmUp: WARM_UP_SAMPLES };
    expect(changes(times(2 * UP_AFTER_SAMPLES, roomy), from)).toEqual([
      { at: UP_AFTER_SAMPLES, limit: 'reduced' },
      { at: 2 * UP_AFTER_SAMPLES, limit: 'full' },
    ]);
  });

  it('a middling reading breaks both runs', () => {
    const from: SendState = { limit: 'reduced', strained: 0, clear: 0, warmUp: WARM_UP_SAMPLES };
    const samples = [...times(UP_AFTER_SAMPLES - 1, roomy), middling, ...times(UP_AFTER_SAMPLES - 1, roomy)];
    expect(changes(samples, from)).toEqual([]);
    expect(nextSendState({ limit: 'reduced', strained: 2, clear: 0, warmUp: WARM_UP_SAMPLES }, middling)).toEqual({
      limit: 'reduced',
      strained: 0,
      clear: 0,
      warmUp: WARM_UP_SAMPLES,
    });
  });

  it('a reading without our outgoing figures changes nothing (a skipped second)', () => {
    const state: SendState = { limit: 'reduced', strained: 2, clear: 0, warmUp: WARM_UP_SAMPLES };
    expect(nextSendState(state, noOutgoing)).toBe(state);
  });

  it(`never changes twice within ${DOWN_AFTER_SAMPLES} s, whatever the readings`, () => {
    // Every mix of the four kinds of reading over 40 s (pseudo-random, fixed seed).
    const kinds = [roomy, lossy, narrow, middling];
    let seed = 7;
    let runsWithSeveralChanges = 0;
    for (let run = 0; run < 200; run++) {
      const samples = Array.from({ length: 40 }, () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return kinds[(seed >>> 16) % kinds.length];
      });
      const at = changes(samples).map((c) => c.at);
      for (let i = 1; i < at.length; i++) expect(at[i] - at[i - 1]).toBeGreaterThanOrEqual(DOWN_AFTER_SAMPLES);
      if (at.length > 1) runsWithSeveralChanges++;
    }
    // The mixes do change the limit several times: the check above is not vacuous.
    expect(runsWithSeveralChanges).toBeGreaterThan(50);
  });

  it(`trusts no room estimate in the first ${WARM_UP_SAMPLES} readings of a call (Chromium ramps it up)`, () => {
    const fresh: SendState = { limit: 'full', strained: 0, clear: 0, warmUp: 0 };
    // Narrow from the start: the count begins once the warm-up is over.
    expect(changes(times(WARM_UP_SAMPLES + DOWN_AFTER_SAMPLES, narrow), fresh)).toEqual([
      { at: WARM_UP_SAMPLES + DOWN_AFTER_SAMPLES, limit: 'reduced' },
    ]);
    // Loss counts from the first reading.
    expect(changes(times(DOWN_AFTER_SAMPLES, lossy), fresh)).toEqual([{ at: DOWN_AFTER_SAMPLES, limit: 'reduced' }]);
    // Readings without outgoing figures do not count towards the warm-up.
    expect(nextSendState(fresh, noOutgoing)).toBe(fresh);
    expect(nextSendState(fresh, roomy).warmUp).toBe(1);
  });

  it('stays at full on a clean link and at minimal on a lossy one', () => {
    expect(new Set(limits(times(30, roomy)))).toEqual(new Set(['full']));
    expect(limits(times(30, lossy), { limit: 'minimal', strained: 0, clear: 0, warmUp: WARM_UP_SAMPLES }).at(-1)).toBe(
      'minimal',
    );
  });
});
