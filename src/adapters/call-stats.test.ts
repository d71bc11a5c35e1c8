import { describe, expect, it } from 'vitest';
import type { StatsSource } from '../../machines/call-quality/call-quality.types';
import { createCallStatsReader, readCallStats, type StatsReportLike } from './call-stats';

type Stat = Record<string, unknown> & { id: string; type: string };

const report = (stats: Stat[]): StatsReportLike => new Map(stats.map((s) => [s.id, s]));

/** Shaped like Chromium's getStats() of a call (only the entries and fields that matter, plus some noise). */
function chromium(t: number, { lost, received, frames }: { lost: number; received: number; frames: number }): Stat[] {
  return [
    { id: 'T01', type: 'transport', timestamp: t, selectedCandidatePairId: 'CPb', dtlsState: 'connected' },
    // A pair checked but not in use: its figures must not be read.
    {
      id: 'CPa',
      type: 'candidate-pair',
      timestamp: t,
      state: 'succeeded',
      nominated: false,
      currentRoundTripTime: 0.9,
      availableOutgoingBitrate: 100_000,
    },
    {
      id: 'CPb',
      type: 'candidate-pair',
      timestamp: t,
      state: 'succeeded',
      nominated: true,
      currentRoundTripTime: 0.052,
      availableOutgoingBitrate: 1_450_000,
    },
    {
      id: 'IT01A2',
      type: 'inbound-rtp',
      kind: 'audio',
      timestamp: t,
      packetsLost: 900,
      packetsReceived: 1000,
    },
    {
      id: 'IT01V3',
      type: 'inbound-rtp',
      kind: 'video',
      timestamp: t,
      packetsLost: lost,
      packetsReceived: received,
      framesDecoded: frames,
      framesPerSecond: 29.5,
    },
    { id: 'OT01V4', type: 'outbound-rtp', kind: 'video', timestamp: t, packetsSent: 5000 },
    {
      id: 'RIV4',
      type: 'remote-inbound-rtp',
      kind: 'video',
      timestamp: t,
      fractionLost: 0.0390625,
      roundTripTime: 0.06,
    },
    { id: 'RIA5', type: 'remote-inbound-rtp', kind: 'audio', timestamp: t, fractionLost: 0.5 },
  ];
}

/** Shaped like Firefox's: no selected pair on a transport entry, no availableOutgoingBitrate, no pair RTT. */
function firefox(t: number, { lost, received, frames }: { lost: number; received: number; frames: number }): Stat[] {
  return [
    {
      id: '8d3f',
      type: 'candidate-pair',
      timestamp: t,
      state: 'in-progress',
      nominated: false,
      priority: 1,
    },
    {
      id: '51a2',
      type: 'candidate-pair',
      timestamp: t,
      state: 'succeeded',
      nominated: true,
      selected: true,
      priority: 2,
    },
    {
      id: '{b1e}',
      type: 'inbound-rtp',
      kind: 'video',
      mediaType: 'video',
      timestamp: t,
      packetsLost: lost,
      packetsReceived: received,
      framesDecoded: frames,
    },
    {
      id: '{c2f}',
      type: 'remote-inbound-rtp',
      kind: 'video',
      timestamp: t,
      fractionLost: 0,
      roundTripTime: 0.121,
    },
  ];
}

describe('readCallStats', () => {
  it('reads a Chromium report: the selected pair, the video streams only', () => {
    const first = readCallStats(report(chromium(1000, { lost: 10, received: 1000, frames: 300 })), null);
    // No previous reading: the loss of the last second is not known yet.
    expect(first.sample).toEqual({
      incomingLoss: null,
      outgoingLoss: 0.0390625,
      rttMs: 52,
      frameRate: 29.5,
      availableOutgoingBps: 1_450_000,
    });
    expect(first.counts).toEqual({
      id: 'IT01V3',
      packetsLost: 10,
      packetsReceived: 1000,
      framesDecoded: 300,
      timestamp: 1000,
    });
    const second = readCallStats(report(chromium(2000, { lost: 13, received: 1097, frames: 330 })), first.counts);
    // 3 lost of 100 in the last second.
    expect(second.sample.incomingLoss).toBeCloseTo(0.03);
  });

  it('reads a Firefox report: the nominated pair, RTT from RTCP, frame rate from decoded frames', () => {
    const first = readCallStats(report(firefox(5000, { lost: 0, received: 400, frames: 100 })), null);
    expect(first.sample).toEqual({
      incomingLoss: null,
      outgoingLoss: 0,
      rttMs: 121,
      frameRate: null,
      availableOutgoingBps: null,
    });
    const second = readCallStats(report(firefox(5500, { lost: 5, received: 495, frames: 112 })), first.counts);
    expect(second.sample.incomingLoss).toBeCloseTo(0.05);
    // 12 frames in half a second.
    expect(second.sample.frameRate).toBeCloseTo(24);
  });

  it('falls back to the nominated, succeeded pair when none says selected', () => {
    const stats = firefox(1, { lost: 0, received: 1, frames: 1 }).map((s) =>
      s.type === 'candidate-pair' ? { ...s, selected: undefined, currentRoundTripTime: s.nominated ? 0.2 : 0.8 } : s,
    );
    expect(readCallStats(report(stats), null).sample.rttMs).toBe(200);
  });

  it('does not compare counters of another stream, and never reports negative loss', () => {
    const before = { id: 'old', packetsLost: 0, packetsReceived: 10, framesDecoded: 0, timestamp: 0 };
    const other = readCallStats(report(chromium(1000, { lost: 50, received: 100, frames: 1 })), before);
    expect(other.sample.incomingLoss).toBeNull();
    const same = { ...before, id: 'IT01V3', packetsLost: 60, packetsReceived: 50 };
    // packetsLost went down (late packets counted back): 50 received, none lost.
    expect(
      readCallStats(report(chromium(1000, { lost: 50, received: 100, frames: 1 })), same).sample.incomingLoss,
    ).toBe(0);
  });

  it('gives an empty sample for a report of a call still connecting', () => {
    const connecting = report([
      { id: 'CP1', type: 'candidate-pair', state: 'in-progress', nominated: false },
      { id: 'T1', type: 'transport', dtlsState: 'connecting' },
    ]);
    expect(readCallStats(connecting, null)).toEqual({
      sample: { incomingLoss: null, outgoingLoss: null, rttMs: null, frameRate: null, availableOutgoingBps: null },
      counts: null,
    });
  });
});

describe('createCallStatsReader', () => {
  it("keeps each connection's counters for its next reading", async () => {
    const reports = (rows: Stat[][]) => {
      const queue = [...rows];
      return {
        getStats: async () => report(queue.shift()!) as unknown as RTCStatsReport,
        getSenders: () => [],
      } satisfies StatsSource;
    };
    const a = reports([
      chromium(0, { lost: 0, received: 100, frames: 0 }),
      chromium(1000, { lost: 10, received: 190, frames: 30 }),
    ]);
    const b = reports([
      chromium(0, { lost: 0, received: 100, frames: 0 }),
      chromium(1000, { lost: 0, received: 200, frames: 30 }),
    ]);
    const read = createCallStatsReader();
    expect((await read(a)).incomingLoss).toBeNull();
    expect((await read(b)).incomingLoss).toBeNull();
    expect((await read(a)).incomingLoss).toBeCloseTo(0.1);
    expect((await read(b)).incomingLoss).toBe(0);
  });

  it('passes a failed getStats on to the machine (which skips that second)', async () => {
    const read = createCallStatsReader();
    const closed = { getStats: () => Promise.reject(new Error('closed')), getSenders: () => [] };
    await expect(read(closed)).rejects.toThrow('closed');
  });
});
