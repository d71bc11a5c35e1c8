import { describe, expect, it } from 'vitest';
import { assign, createActor, SimulatedClock, setup } from 'xstate';
import {
  type CameraOffNotice,
  cameraOffActor,
  DARK_AT_MOST,
  type FrameProbe,
  type ProbeFrames,
  SAMPLE_EVERY_MS,
} from '../../machines/shared/camera-off';

/**
 * The call machines' `cameraOff` actor (machines/shared/camera-off.ts) on a simulated clock: a
 * parent invokes it on a fake stream, as the random chat and the friend call do while remote
 * video plays, and records what it is told.
 */

/** A picture whose brightness the test sets; null until the first frame. */
function fakeProbe() {
  const probe = {
    value: null as number | null,
    disposed: false,
    samples: 0,
    brightest: () => {
      probe.samples++;
      return probe.value;
    },
    dispose: () => {
      probe.disposed = true;
    },
  };
  return probe satisfies FrameProbe;
}

/** A video track whose state the test changes, firing the events a browser fires. */
function fakeTrack(muted = false) {
  const listeners = new Map<string, Set<() => void>>();
  const track = {
    readyState: 'live' as 'live' | 'ended',
    muted,
    addEventListener: (type: string, fn: () => void) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(fn));
    },
    removeEventListener: (type: string, fn: () => void) => listeners.get(type)?.delete(fn),
    fire: (type: string) => {
      for (const fn of listeners.get(type) ?? []) fn();
    },
    listening: () => [...listeners.values()].reduce((n, set) => n + set.size, 0),
  };
  return track;
}

function streamOf(...tracks: ReturnType<typeof fakeTrack>[]) {
  return {
    getVideoTracks: () => tracks,
    addEventListener() {},
    removeEventListener() {},
  } as unknown as MediaStream;
}

function run(stream: MediaStream, probeFrames: ProbeFrames) {
  const parent = setup({
    types: { context: {} as { told: boolean[] }, events: {} as CameraOffNotice | { type: 'leave' } },
    actors: { cameraOff: cameraOffActor(probeFrames) },
  }).createMachine({
    context: { told: [] },
    initial: 'onCall',
    states: {
      onCall: {
        invoke: { src: 'cameraOff', input: { stream } },
        on: {
          'partner.cameraOff': { actions: assign({ told: ({ context, event }) => [...context.told, event.off] }) },
          leave: 'done',
        },
      },
      done: {},
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(parent, { clock }).start();
  return {
    clock,
    told: () => actor.getSnapshot().context.told,
    advance: (ms: number) => clock.increment(ms),
    /** `n` sampling periods, one at a time (each sample schedules the next from its own time). */
    samples: (n: number) => {
      for (let i = 0; i < n; i++) clock.increment(SAMPLE_EVERY_MS);
    },
    leave: () => actor.send({ type: 'leave' }),
  };
}

describe('cameraOff actor', () => {
  it('says "off" after two black samples in a row and "on" after two lit ones, on the actor clock', () => {
    const probe = fakeProbe();
    const chat = run(streamOf(fakeTrack()), () => probe);
    // No frame yet: nothing to judge.
    chat.samples(2);
    expect(chat.told()).toEqual([]);
    probe.value = 0;
    chat.advance(SAMPLE_EVERY_MS);
    expect(chat.told()).toEqual([]);
    chat.advance(SAMPLE_EVERY_MS - 1);
    expect(chat.told()).toEqual([]);
    chat.advance(1);
    expect(chat.told()).toEqual([true]);
    // One lit frame is no change (no flicker); two are.
    probe.value = 200;
    chat.advance(SAMPLE_EVERY_MS);
    probe.value = 0;
    chat.advance(SAMPLE_EVERY_MS);
    expect(chat.told()).toEqual([true]);
    probe.value = DARK_AT_MOST + 1;
    chat.samples(2);
    expect(chat.told()).toEqual([true, false]);
  });

  it('stops sampling and lets the probe and the tracks go when the call state is left', () => {
    const probe = fakeProbe();
    const track = fakeTrack();
    const chat = run(streamOf(track), () => probe);
    chat.advance(SAMPLE_EVERY_MS);
    expect(probe.samples).toBe(1);
    expect(track.listening()).toBe(3);
    chat.leave();
    expect(probe.disposed).toBe(true);
    expect(track.listening()).toBe(0);
    probe.value = 0;
    chat.samples(10);
    expect(probe.samples).toBe(1);
    expect(chat.told()).toEqual([]);
  });

  it('follows the track: muted or ended is "off" at once, unmuted is "on" again', () => {
    const track = fakeTrack(true);
    const chat = run(streamOf(track), () => null);
    expect(chat.told()).toEqual([true]);
    track.muted = false;
    track.fire('unmute');
    expect(chat.told()).toEqual([true, false]);
    track.readyState = 'ended';
    track.fire('ended');
    expect(chat.told()).toEqual([true, false, true]);
  });

  it('a stream without a video track has no picture', () => {
    const chat = run(streamOf(), () => null);
    expect(chat.told()).toEqual([true]);
  });
});
