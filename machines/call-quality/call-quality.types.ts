/**
 * Call quality (issue 24 item 3): how well the call's link carries the video, read from
 * `RTCPeerConnection.getStats()` once a second, shown as three bars beside the partner's name,
 * and the sending resolution/bitrate lowered while the link cannot carry it.
 *
 *   sampling  one reading of the connection's stats (the injected `sample` actor); a failed or
 *             empty reading is skipped: nothing changes
 *      │ done: the level (quality-level.ts, hysteresis) and the send limit (send-adaptation.ts)
 *      │       are updated; a new send limit is applied to the video sender (`applyLimit`)
 *      ▼
 *   waiting   after SAMPLE_EVERY_MS → sampling (counted from the previous answer: a slow
 *             getStats never stacks two readings)
 *
 * The random chat and the friend call invoke it while on a call, with the call's
 * RTCPeerConnection; stopping it (the call ended) needs no clean-up: the connection is closed.
 */

/** One reading a second. */
export const SAMPLE_EVERY_MS = 1000;

/**
 * On a call (the random chat's and a friend's), the quality sampler and the camera-off check start
 * this long after "connected", when the first frame (50–100 ms after it) has shown: their first
 * getStats() and the probe's second <video> on the partner's stream ran on the main thread just
 * when that frame was due (issue 30 item 4).
 */
export const CALL_SETTLE_MS = 500;

export type QualityLevel = 'good' | 'fair' | 'poor';

/** What one reading says about the last second of the call; null where the browser gave nothing. */
export interface QualitySample {
  /** Fraction (0–1) of the partner's video packets lost on the way to us in the last second. */
  incomingLoss: number | null;
  /** Fraction (0–1) of our video packets the partner reports lost (RTCP `fractionLost`). */
  outgoingLoss: number | null;
  /** Round-trip time of the selected candidate pair (or RTCP's), in ms. */
  rttMs: number | null;
  /** Frames per second of the partner's video as decoded here. */
  frameRate: number | null;
  /** The browser's estimate of what we can send (Chromium only), in bits per second. */
  availableOutgoingBps: number | null;
}

/** The part of RTCPeerConnection the machine and its adapters use. */
export interface StatsSource {
  getStats(): Promise<RTCStatsReport>;
  getSenders(): RTCRtpSender[];
}

export interface CallQualityInput {
  connection: StatsSource;
}

/** How much of the camera's picture we send: full, then lower resolution and bitrate. */
export type SendLimit = 'full' | 'reduced' | 'minimal';

export interface SendLimitStep {
  /** RTCRtpEncodingParameters.scaleResolutionDownBy (1: the camera's own resolution). */
  scaleResolutionDownBy: number;
  /** RTCRtpEncodingParameters.maxBitrate in bps; null leaves it to the browser. */
  maxBitrate: number | null;
}

/** The send limits, best first. */
export const SEND_LIMITS: readonly SendLimit[] = ['full', 'reduced', 'minimal'];

/** What each send limit sets on the video encoding. */
export const SEND_LIMIT_STEPS: Record<SendLimit, SendLimitStep> = {
  full: { scaleResolutionDownBy: 1, maxBitrate: null },
  // Half the width and height (a quarter of the pixels), at most 400 kbps: a clear face at 360p.
  reduced: { scaleResolutionDownBy: 2, maxBitrate: 400_000 },
  // A quarter of the width and height, at most 150 kbps: still moving, the audio keeps its room.
  minimal: { scaleResolutionDownBy: 4, maxBitrate: 150_000 },
};

/** The hysteresis of the shown level (quality-level.ts). */
export interface LevelState {
  /** Null until the first reading with anything in it. */
  level: QualityLevel | null;
  /** Consecutive readings better than `level` (it rises one step at RISE_AFTER_SAMPLES). */
  better: number;
}

/** The send adaptation (send-adaptation.ts). */
export interface SendState {
  limit: SendLimit;
  /** Consecutive readings of a link too narrow or lossy for `limit`. */
  strained: number;
  /** Consecutive readings of a link with room for the limit above. */
  clear: number;
  /** Readings with outgoing figures so far, up to WARM_UP_SAMPLES (send-adaptation.ts). */
  warmUp: number;
}

export interface CallQualityContext extends LevelState, SendState {
  connection: StatsSource;
}

export interface CallQualityDeps {
  /** One reading of the connection's stats (src/adapters/call-stats.ts); may reject. */
  sample(connection: StatsSource): Promise<QualitySample>;
  /** Sets the send limit on the connection's video senders (src/adapters/send-limit.ts). */
  applyLimit(connection: StatsSource, limit: SendLimit): Promise<void>;
}
