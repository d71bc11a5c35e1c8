import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRingtone } from './ringtone';

/** A stand-in for Web Audio that counts the tones started. */
function fakeAudio() {
  const state = { tones: 0, closed: 0 };
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    createOscillator() {
      return {
        type: 'sine',
        frequency: { value: 0 },
        connect: (node: unknown) => node,
        start: () => void state.tones++,
        stop: () => {},
      };
    }
    createGain() {
      const gain = {
        gain: { setValueAtTime() {}, linearRampToValueAtTime() {}, exponentialRampToValueAtTime() {} },
        connect: (node: unknown) => node,
      };
      return gain;
    }
    resume = async () => {};
    close = async () => void state.closed++;
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return state;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('startRingtone', () => {
  it('chimes at once and every 2 s until stopped', () => {
    vi.useFakeTimers();
    const audio = fakeAudio();
    const stop = startRingtone();
    expect(audio.tones).toBe(2);
    vi.advanceTimersByTime(2000);
    expect(audio.tones).toBe(4);
    stop();
    expect(audio.closed).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(audio.tones).toBe(4);
  });

  it('is silent without Web Audio', () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(() => startRingtone()()).not.toThrow();
  });
});
