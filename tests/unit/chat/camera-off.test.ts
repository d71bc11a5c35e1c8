import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DARK_AT_MOST, type FrameProbe, watchDarkPicture } from '../../../src/adapters/dark-picture';
import { useCameraOff } from '../../../src/features/chat/use-camera-off';

/** A picture whose brightness the test sets; null until the first frame. */
function fakeProbe() {
  const probe = {
    value: null as number | null,
    disposed: false,
    brightest: () => probe.value,
    dispose: () => {
      probe.disposed = true;
    },
  };
  return probe satisfies FrameProbe;
}

/** A live, unmuted video track in a stream: the track's own state says "picture". */
function liveStream(): MediaStream {
  const track = { readyState: 'live', muted: false, addEventListener() {}, removeEventListener() {} };
  return {
    getVideoTracks: () => [track],
    addEventListener() {},
    removeEventListener() {},
  } as unknown as MediaStream;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('watchDarkPicture', () => {
  it('says dark after two black samples in a row, and lit again after two bright ones', () => {
    const probe = fakeProbe();
    const changes: boolean[] = [];
    const stop = watchDarkPicture(probe, (dark) => changes.push(dark));
    vi.advanceTimersByTime(2000);
    expect(changes).toEqual([]);
    probe.value = 0;
    vi.advanceTimersByTime(500);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(500);
    expect(changes).toEqual([true]);
    // One bright frame is not enough (no flicker); two are.
    probe.value = 200;
    vi.advanceTimersByTime(500);
    probe.value = 0;
    vi.advanceTimersByTime(500);
    expect(changes).toEqual([true]);
    probe.value = DARK_AT_MOST + 1;
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([true, false]);
    stop();
    probe.value = 0;
    vi.advanceTimersByTime(5000);
    expect(changes).toEqual([true, false]);
  });
});

describe('useCameraOff', () => {
  it("shows the partner's camera as off while their live track sends black frames, and on once it has a picture", () => {
    const probe = fakeProbe();
    probe.value = 120;
    const stream = liveStream();
    const { result, unmount } = renderHook(() => useCameraOff(stream, { probe: () => probe }));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(false);
    probe.value = 0;
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(true);
    probe.value = 90;
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(false);
    unmount();
    expect(probe.disposed).toBe(true);
  });

  it('is not off without a stream, and starts from "on" for a new stream', () => {
    const probe = fakeProbe();
    probe.value = 0;
    let stream: MediaStream | null = liveStream();
    const { result, rerender } = renderHook(() => useCameraOff(stream, { probe: () => probe }));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(true);
    stream = null;
    rerender();
    expect(result.current).toBe(false);
  });
});
