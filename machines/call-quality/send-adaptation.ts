import { type QualitySample, SEND_LIMITS, type SendLimit, type SendState } from './call-quality.types';

/**
 * Lowers what we send while our side of the link is lossy or narrow, and raises it again once the
 * link has had room for a while. Only our outgoing figures count (the partner's RTCP loss report,
 * the browser's estimate of the room to send): the partner's own link is theirs to adapt.
 *
 * One step down after DOWN_AFTER_SAMPLES strained readings in a row; one step up after
 * UP_AFTER_SAMPLES clear readings in a row. Both runs start again from zero at every change, so
 * two changes are always at least DOWN_AFTER_SAMPLES readings (seconds) apart.
 */

/** Our packets the partner reports lost from which the link is strained. */
export const STRAIN_LOSS = 0.05;
/** Our packets lost under this (or not reported) count as a clear link. */
export const CLEAR_LOSS = 0.02;
/** The room to send (availableOutgoingBitrate) a limit needs; below it the link is strained. */
export const NEEDED_BPS: Record<SendLimit, number> = {
  full: 500_000,
  reduced: 200_000,
  // Nothing lower to go to.
  minimal: 0,
};
/**
 * Readings at the start of a call during which the room estimate is not trusted: Chromium starts
 * it at 300 kbps and ramps up over the first seconds, which would read as a narrow link.
 */
export const WARM_UP_SAMPLES = 5;
/** Strained readings in a row before one step down (about four seconds). */
export const DOWN_AFTER_SAMPLES = 4;
/** Clear readings in a row before one step up (about ten seconds: rising is cautious). */
export const UP_AFTER_SAMPLES = 10;

const above = (limit: SendLimit): SendLimit | null => SEND_LIMITS[SEND_LIMITS.indexOf(limit) - 1] ?? null;
const below = (limit: SendLimit): SendLimit | null => SEND_LIMITS[SEND_LIMITS.indexOf(limit) + 1] ?? null;

/**
 * The link cannot carry `limit`: lossy, or less room than it needs (never at the lowest limit).
 * `trustRoom` false (the warm-up) leaves the room estimate out.
 */
export function isStrained(sample: QualitySample, limit: SendLimit, trustRoom = true): boolean {
  if (below(limit) === null) return false;
  const { outgoingLoss: loss, availableOutgoingBps: room } = sample;
  return (loss !== null && loss >= STRAIN_LOSS) || (trustRoom && room !== null && room < NEEDED_BPS[limit]);
}

/** The link could carry the limit above `limit`: clean, with the room that one needs (never at full). */
export function isClear(sample: QualitySample, limit: SendLimit): boolean {
  const up = above(limit);
  if (up === null) return false;
  const { outgoingLoss: loss, availableOutgoingBps: room } = sample;
  return (loss === null || loss < CLEAR_LOSS) && (room === null || room >= NEEDED_BPS[up]);
}

/** The send state after one more reading; a reading without our outgoing figures changes nothing. */
export function nextSendState(state: SendState, sample: QualitySample): SendState {
  if (sample.outgoingLoss === null && sample.availableOutgoingBps === null) return state;
  const warmUp = Math.min(WARM_UP_SAMPLES, state.warmUp + 1);
  if (isStrained(sample, state.limit, state.warmUp >= WARM_UP_SAMPLES)) {
    const strained = state.strained + 1;
    if (strained < DOWN_AFTER_SAMPLES) return { limit: state.limit, strained, clear: 0, warmUp };
    return { limit: below(state.limit) ?? state.limit, strained: 0, clear: 0, warmUp };
  }
  if (isClear(sample, state.limit)) {
    const clear = state.clear + 1;
    if (clear < UP_AFTER_SAMPLES) return { limit: state.limit, strained: 0, clear, warmUp };
    return { limit: above(state.limit) ?? state.limit, strained: 0, clear: 0, warmUp };
  }
  return { limit: state.limit, strained: 0, clear: 0, warmUp };
}
