import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createCallQualityImplementations } from './call-quality.actors';
import { callQualityMachine } from './call-quality.machine';
import { selectQualityLevel, selectSendLimit } from './call-quality.selectors';
import { type QualitySample, SAMPLE_EVERY_MS, type SendLimit, type StatsSource } from './call-quality.types';
import { RISE_AFTER_SAMPLES } from './quality-level';
import { DOWN_AFTER_SAMPLES, UP_AFTER_SAMPLES } from './send-adaptation';

const clean: QualitySample = {
  incomingLoss: 0,
  outgoingLoss: 0,
  rttMs: 40,
  frameRate: 30,
  availableOutgoingBps: 3_000_000,
};
const lossy: QualitySample = { ...clean, incomingLoss: 0.15, outgoingLoss: 0.15 };

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** The machine on a simulated clock; `next` says what the following getStats readings give. */
function startQuality() {
  const clock = new SimulatedClock();
  const connection = { getStats: async () => new Map(), getSenders: () => [] } as unknown as StatsSource;
  const readings: Array<QualitySample | Error> = [];
  const applied: Array<{ at: number; connection: StatsSource; limit: SendLimit }> = [];
  let samples = 0;
  const actor = createActor(
    callQualityMachine.provide(
      createCallQualityImplementations({
        sample: async (from) => {
          expect(from).toBe(connection);
          samples++;
          const reading = readings.shift() ?? clean;
          if (reading instanceof Error) throw reading;
          return reading;
        },
        applyLimit: async (to, limit) => {
          applied.push({ at: clock.now(), connection: to, limit });
        },
      }),
    ),
    { input: { connection }, clock },
  );
  return {
    actor,
    clock,
    applied,
    connection,
    samples: () => samples,
    /** Queues readings, one a second from the next one on. */
    next: (...more: Array<QualitySample | Error>) => readings.push(...more),
    /** Lets `n` seconds pass, one reading each. */
    async seconds(n: number) {
      for (let i = 0; i < n; i++) {
        clock.increment(SAMPLE_EVERY_MS);
        await flush();
      }
    },
    level: () => selectQualityLevel(actor.getSnapshot()),
    limit: () => selectSendLimit(actor.getSnapshot()),
  };
}

describe('call quality machine on a simulated clock', () => {
  it('reads the stats at once and then once a second, and shows nothing before the first reading', async () => {
    const q = startQuality();
    expect(q.level()).toBeNull();
    q.actor.start();
    await flush();
    expect(q.samples()).toBe(1);
    expect(q.level()).toBe('good');
    q.clock.increment(SAMPLE_EVERY_MS - 1);
    await flush();
    expect(q.samples()).toBe(1);
    await q.seconds(5);
    expect(q.samples()).toBe(6);
  });

  it('falls to poor on one bad second and climbs back one step per three good seconds', async () => {
    const q = startQuality();
    q.actor.start();
    await flush();
    q.next(lossy);
    await q.seconds(1);
    expect(q.level()).toBe('poor');
    await q.seconds(RISE_AFTER_SAMPLES - 1);
    expect(q.level()).toBe('poor');
    await q.seconds(1);
    expect(q.level()).toBe('fair');
    await q.seconds(RISE_AFTER_SAMPLES);
    expect(q.level()).toBe('good');
  });

  it('lowers what it sends after sustained loss and raises it again once the link is clear', async () => {
    const q = startQuality();
    q.actor.start();
    await flush();
    q.next(...Array.from({ length: 2 * DOWN_AFTER_SAMPLES }, () => lossy));
    await q.seconds(2 * DOWN_AFTER_SAMPLES);
    expect(q.limit()).toBe('minimal');
    await q.seconds(2 * UP_AFTER_SAMPLES);
    expect(q.limit()).toBe('full');
    expect(q.applied.map(({ at, limit }) => ({ at, limit }))).toEqual([
      { at: DOWN_AFTER_SAMPLES * SAMPLE_EVERY_MS, limit: 'reduced' },
      { at: 2 * DOWN_AFTER_SAMPLES * SAMPLE_EVERY_MS, limit: 'minimal' },
      { at: (2 * DOWN_AFTER_SAMPLES + UP_AFTER_SAMPLES) * SAMPLE_EVERY_MS, limit: 'reduced' },
      { at: (2 * DOWN_AFTER_SAMPLES + 2 * UP_AFTER_SAMPLES) * SAMPLE_EVERY_MS, limit: 'full' },
    ]);
    expect(q.applied.every((a) => a.connection === q.connection)).toBe(true);
  });

  it('skips a failed reading and keeps sampling', async () => {
    const q = startQuality();
    q.actor.start();
    await flush();
    q.next(lossy, new Error('closing'), lossy);
    await q.seconds(3);
    expect(q.samples()).toBe(4);
    expect(q.level()).toBe('poor');
    // The failure broke no run: two lossy readings count as two in a row.
    expect(q.actor.getSnapshot().context.strained).toBe(2);
  });

  it('tolerates a sender that refuses the new limit', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(
      callQualityMachine.provide(
        createCallQualityImplementations({
          sample: async () => lossy,
          applyLimit: () => Promise.reject(new Error('InvalidModificationError')),
        }),
      ),
      { input: { connection: {} as StatsSource }, clock },
    ).start();
    for (let i = 0; i < DOWN_AFTER_SAMPLES; i++) {
      clock.increment(SAMPLE_EVERY_MS);
      await flush();
    }
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.limit).toBe('reduced');
  });

  it('stops reading when the call ends (the parent stops it)', async () => {
    const q = startQuality();
    q.actor.start();
    await flush();
    await q.seconds(2);
    q.actor.stop();
    await q.seconds(10);
    expect(q.samples()).toBe(3);
  });
});
