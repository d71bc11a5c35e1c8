import type { QualitySample, StatsSource } from '../../machines/call-quality/call-quality.types';

/**
 * Reads one `RTCStatsReport` into a `QualitySample` (machines/call-quality). Chromium and Firefox
 * differ: Chromium names the selected candidate pair on the `transport` entry and gives
 * `availableOutgoingBitrate`; Firefox has no such transport field (its pair says `selected`, and
 * is the nominated, succeeded one) and may leave out the pair's round-trip time, which RTCP's
 * `remote-inbound-rtp.roundTripTime` then gives.
 */

type Stat = Record<string, unknown> & { id?: string; type?: string };

/** What RTCStatsReport and a plain Map (the tests' fixtures) both have. */
export interface StatsReportLike {
  forEach(callback: (value: Stat, key: string) => void): void;
}

/** The partner's video counters at one reading: the next reading's loss is the difference. */
export interface VideoCounts {
  /** The inbound-rtp entry's id: counters of another stream are not compared. */
  id: string;
  packetsLost: number;
  packetsReceived: number;
  framesDecoded: number | null;
  /** The entry's timestamp in ms. */
  timestamp: number | null;
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
/** `kind` is the standard name; older Firefox said `mediaType`. */
const isVideo = (stat: Stat) => (stat.kind ?? stat.mediaType) === 'video';

/** The candidate pair in use: the transport's choice, else Firefox's `selected`, else the nominated succeeded pair. */
function selectedPair(stats: Stat[]): Stat | null {
  const pairs = stats.filter((s) => s.type === 'candidate-pair');
  const chosenId = stats.find(
    (s) => s.type === 'transport' && typeof s.selectedCandidatePairId === 'string',
  )?.selectedCandidatePairId;
  return (
    (chosenId !== undefined ? pairs.find((p) => p.id === chosenId) : undefined) ??
    pairs.find((p) => p.selected === true) ??
    pairs.find((p) => p.nominated === true && p.state === 'succeeded') ??
    null
  );
}

/** The partner's video as received here; with several, the one that received the most. */
function inboundVideo(stats: Stat[]): Stat | null {
  const video = stats.filter((s) => s.type === 'inbound-rtp' && isVideo(s));
  video.sort((a, b) => (num(b.packetsReceived) ?? 0) - (num(a.packetsReceived) ?? 0));
  return video[0] ?? null;
}

function countsOf(stat: Stat | null): VideoCounts | null {
  if (!stat || typeof stat.id !== 'string') return null;
  const packetsLost = num(stat.packetsLost);
  const packetsReceived = num(stat.packetsReceived);
  if (packetsLost === null || packetsReceived === null) return null;
  return {
    id: stat.id,
    packetsLost,
    packetsReceived,
    framesDecoded: num(stat.framesDecoded),
    timestamp: num(stat.timestamp),
  };
}

/** Lost over lost + received since the previous reading of the same stream; null when nothing arrived or was lost. */
function lossSince(now: VideoCounts | null, before: VideoCounts | null): number | null {
  if (!now || !before || now.id !== before.id) return null;
  // packetsLost may go down (late or duplicated packets are counted back): never below zero.
  const lost = Math.max(0, now.packetsLost - before.packetsLost);
  const received = Math.max(0, now.packetsReceived - before.packetsReceived);
  return lost + received === 0 ? null : lost / (lost + received);
}

/** framesPerSecond when the browser gives it, else decoded frames over the time since the previous reading. */
function frameRateOf(stat: Stat | null, now: VideoCounts | null, before: VideoCounts | null): number | null {
  const given = stat ? num(stat.framesPerSecond) : null;
  if (given !== null) return given;
  if (!now || !before || now.id !== before.id) return null;
  if (now.framesDecoded === null || before.framesDecoded === null) return null;
  if (now.timestamp === null || before.timestamp === null || now.timestamp <= before.timestamp) return null;
  return Math.max(0, now.framesDecoded - before.framesDecoded) / ((now.timestamp - before.timestamp) / 1000);
}

/** The largest `fractionLost` the partner reports of our video, null when none. */
function outgoingLossOf(stats: Stat[]): number | null {
  const reported = stats
    .filter((s) => s.type === 'remote-inbound-rtp' && isVideo(s))
    .map((s) => num(s.fractionLost))
    .filter((v): v is number => v !== null);
  return reported.length === 0 ? null : Math.max(...reported);
}

function roundTripMsOf(pair: Stat | null, stats: Stat[]): number | null {
  const seconds =
    (pair ? num(pair.currentRoundTripTime) : null) ??
    stats
      .filter((s) => s.type === 'remote-inbound-rtp')
      .map((s) => num(s.roundTripTime))
      .find((v) => v !== null) ??
    null;
  return seconds === null ? null : Math.round(seconds * 1000);
}

/** One reading: the sample, and the counters the next reading compares with. */
export function readCallStats(
  report: StatsReportLike,
  previous: VideoCounts | null,
): { sample: QualitySample; counts: VideoCounts | null } {
  const stats: Stat[] = [];
  report.forEach((stat) => {
    stats.push(stat);
  });
  const pair = selectedPair(stats);
  const video = inboundVideo(stats);
  const counts = countsOf(video);
  return {
    sample: {
      incomingLoss: lossSince(counts, previous),
      outgoingLoss: outgoingLossOf(stats),
      rttMs: roundTripMsOf(pair, stats),
      frameRate: frameRateOf(video, counts, previous),
      availableOutgoingBps: pair ? num(pair.availableOutgoingBitrate) : null,
    },
    counts,
  };
}

/** The machine's `sample`: reads the connection's stats, remembering each connection's counters for the next reading. */
export function createCallStatsReader(): (connection: StatsSource) => Promise<QualitySample> {
  const previous = new WeakMap<StatsSource, VideoCounts>();
  return async (connection) => {
    const report = (await connection.getStats()) as unknown as StatsReportLike;
    const { sample, counts } = readCallStats(report, previous.get(connection) ?? null);
    if (counts) previous.set(connection, counts);
    else previous.delete(connection);
    return sample;
  };
}
