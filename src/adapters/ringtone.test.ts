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

  it('vibrates each period where the device can, and stops the vibration when stopped', () => {
    vi.useFakeTimers();
    fakeAudio();
    const patterns: unknown[] = [];
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: (pattern: unknown) => {
        patterns.push(pattern);
        return true;
      },
    });
    const stop = startRingtone();
    vi.advanceTimersByTime(2000);
    stop();
    expect(patterns).toEqual([[400, 200, 400], [400, 200, 400], 0]);
    vi.advanceTimersByTime(10_000);
    expect(patterns).toHaveLength(3);
    Reflect.deleteProperty(navigator, 'vibrate');
  });

  it('a refused autoplay stays quiet and resumes on the first gesture', () => {
    vi.useFakeTimers();
    fakeAudio();
    let resumed = 0;
    class Suspended {
      state = 'suspended';
      currentTime = 0;
      destination = {};
      createOscillator = () => ({
        type: '',
        frequency: { value: 0 },
        connect: (n: unknown) => n,
        start() {},
        stop() {},
      });
      createGain = () => ({
        gain: { setValueAtTime() {}, linearRampToValueAtTime() {}, exponentialRampToValueAtTime() {} },
        connect: (n: unknown) => n,
      });
      resume = () => {
        resumed++;
        return Promise.reject(new Error('not allowed'));
      };
      close = async () => {};
    }
    vi.stubGlobal('AudioContext', Suspended);
    const stop = startRingtone();
    const before = resumed;
    window.dispatchEvent(new Event('pointerdown'));
    expect(resumed).toBe(before + 1);
    stop();
    window.dispatchEvent(new Event('pointerdown'));
    expect(resumed).toBe(before + 1);
  });

  it('is silent without Web Audio', () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(() => startRingtone()()).not.toThrow();
  });
});
