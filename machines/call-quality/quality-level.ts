import type { LevelState, QualityLevel, QualitySample } from './call-quality.types';

/**
 * The level one reading shows, and the hysteresis that turns readings into the shown level: it
 * falls at once on one bad reading and rises one step after RISE_AFTER_SAMPLES better ones in a
 * row, so a single good second after a bad patch does not flash "good".
 */

/** Loss (either way) from which the call is at best fair. Also the floor of "poor" (issue 24). */
export const FAIR_LOSS = 0.02;
/** Loss (either way) that is poor on its own: one packet in twelve, the picture breaks up. */
export const POOR_LOSS = 0.08;
/** Round-trip time from which talking over each other starts: fair. */
export const FAIR_RTT_MS = 400;
/** Round-trip time of a link that barely carries a conversation. */
export const POOR_RTT_MS = 1000;
/** The partner's video below this many frames a second looks jerky. */
export const FAIR_FRAME_RATE = 15;
/** Below this many frames a second the partner's video is all but frozen. */
export const POOR_FRAME_RATE = 5;
/** Less than this estimated room for our own video: fair (the partner sees us blurred). */
export const FAIR_OUTGOING_BPS = 250_000;
/** Consecutive better readings before the level rises one step. */
export const RISE_AFTER_SAMPLES = 3;

const ORDER: readonly QualityLevel[] = ['good', 'fair', 'poor'];
const rank = (level: QualityLevel) => ORDER.indexOf(level);

/** The larger of the two losses, null when neither was measured. */
export function lossOf(sample: QualitySample): number | null {
  const known = [sample.incomingLoss, sample.outgoingLoss].filter((v): v is number => v !== null);
  return known.length === 0 ? null : Math.max(...known);
}

/** A reading with nothing in it (the call is still connecting, or the browser gave no stats). */
export function isEmpty(sample: QualitySample): boolean {
  return (
    sample.incomingLoss === null &&
    sample.outgoingLoss === null &&
    sample.rttMs === null &&
    sample.frameRate === null &&
    sample.availableOutgoingBps === null
  );
}

/**
 * The level of one reading.
 *
 * - poor: loss ≥ POOR_LOSS; or, with loss at FAIR_LOSS or more or not measurable at all, a
 *   round trip of POOR_RTT_MS or a frame rate under POOR_FRAME_RATE. A measured loss under 2 %
 *   is never poor (issue 24): a slow or frozen picture on a clean link is the partner's camera
 *   (switched off, a dark room) or a far-away server, not a link that fails.
 * - fair: loss ≥ FAIR_LOSS, a round trip of FAIR_RTT_MS, less than FAIR_OUTGOING_BPS of room
 *   to send, or a frame rate under FAIR_FRAME_RATE when the loss is not measurable (with a
 *   measured clean link a low frame rate is the sender's choice again).
 * - good otherwise.
 */
export function levelOfSample(sample: QualitySample): QualityLevel {
  const loss = lossOf(sample);
  const { rttMs, frameRate, availableOutgoingBps } = sample;
  const lossy = loss === null || loss >= FAIR_LOSS;
  const slowRoundTrip = rttMs !== null && rttMs >= POOR_RTT_MS;
  const frozen = frameRate !== null && frameRate < POOR_FRAME_RATE;
  if ((loss !== null && loss >= POOR_LOSS) || (lossy && (slowRoundTrip || frozen))) return 'poor';
  if (
    (loss !== null && loss >= FAIR_LOSS) ||
    (rttMs !== null && rttMs >= FAIR_RTT_MS) ||
    (availableOutgoingBps !== null && availableOutgoingBps < FAIR_OUTGOING_BPS) ||
    (loss === null && frameRate !== null && frameRate < FAIR_FRAME_RATE)
  )
    return 'fair';
  return 'good';
}

/** The shown level after one more reading; an empty reading changes nothing. */
export function nextLevel(state: LevelState, sample: QualitySample): LevelState {
  if (isEmpty(sample)) return state;
  const seen = levelOfSample(sample);
  // The first reading is shown as it is.
  if (state.level === null) return { level: seen, better: 0 };
  if (rank(seen) > rank(state.level)) return { level: seen, better: 0 };
  if (rank(seen) === rank(state.level)) return { level: state.level, better: 0 };
  const better = state.better + 1;
  if (better < RISE_AFTER_SAMPLES) return { level: state.level, better };
  return { level: ORDER[rank(state.level) - 1], better: 0 };
}
