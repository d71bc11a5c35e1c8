import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoTile } from './VideoTile';

/** jsdom has no media playback: `play` and `paused` are faked on the prototype for each test. */
let paused: boolean;
let play: ReturnType<typeof vi.fn>;
let visibility: DocumentVisibilityState;

beforeEach(() => {
  paused = true;
  visibility = 'visible';
  play = vi.fn(() => {
    paused = false;
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as never);
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => paused);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const stream = { id: 'remote' } as unknown as MediaStream;
const video = () => screen.getByTestId('remote-video') as HTMLVideoElement;

function pageBecomes(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('VideoTile', () => {
  it('shows the stream inline and plays it', () => {
    render(<VideoTile stream={stream} label="Companion" className="v" testId="remote-video" />);
    expect(video().srcObject).toBe(stream);
    expect(video().playsInline).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('puts the stream back and plays again when the page returns to the foreground', () => {
    render(<VideoTile stream={stream} label="Companion" className="v" testId="remote-video" />);
    // In the background the browser paused the element and dropped its source (iOS Safari).
    pageBecomes('hidden');
    video().srcObject = null;
    paused = true;
    expect(play).toHaveBeenCalledTimes(1);
    pageBecomes('visible');
    expect(video().srcObject).toBe(stream);
    expect(play).toHaveBeenCalledTimes(2);
    // Still playing: coming back again asks nothing more.
    pageBecomes('hidden');
    pageBecomes('visible');
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('gives the element its stream anew and plays when the video track unmutes (a link back after a break)', () => {
    const track = new EventTarget();
    const withTrack = { id: 'remote', getVideoTracks: () => [track] } as unknown as MediaStream;
    render(<VideoTile stream={withTrack} label="Companion" className="v" testId="remote-video" />);
    expect(play).toHaveBeenCalledTimes(1);
    // The link broke (the track muted) and the element stalled on the last frame.
    track.dispatchEvent(new Event('mute'));
    paused = true;
    track.dispatchEvent(new Event('unmute'));
    expect(video().srcObject).toBe(withTrack);
    expect(play).toHaveBeenCalledTimes(2);
    cleanup();
    // Unmounted: the track's later unmute reaches nothing.
    track.dispatchEvent(new Event('mute'));
    paused = true;
    track.dispatchEvent(new Event('unmute'));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it("leaves the element alone on the track's first unmute (its first packets, not a link back)", () => {
    const track = new EventTarget();
    const withTrack = { id: 'remote', getVideoTracks: () => [track] } as unknown as MediaStream;
    render(<VideoTile stream={withTrack} label="Companion" className="v" testId="remote-video" />);
    // Were it re-attached, the paused element would be played again.
    paused = true;
    track.dispatchEvent(new Event('unmute'));
    expect(video().srcObject).toBe(withTrack);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('re-attaches on an unmute whose mute it never saw, once the element had shown a frame (put up while the link was down)', () => {
    const track = new EventTarget();
    const withTrack = { id: 'remote', getVideoTracks: () => [track] } as unknown as MediaStream;
    render(<VideoTile stream={withTrack} label="Companion" className="v" testId="remote-video" />);
    Object.defineProperty(video(), 'readyState', { value: 2, configurable: true });
    paused = true;
    track.dispatchEvent(new Event('unmute'));
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('ignores a refused autoplay (the next tap or return plays)', async () => {
    // A rejection nobody handles fails the run (Vitest reports unhandled rejections as errors).
    play.mockImplementation(() => Promise.reject(new DOMException('no gesture', 'NotAllowedError')));
    render(<VideoTile stream={stream} label="Companion" className="v" testId="remote-video" />);
    pageBecomes('visible');
    expect(play).toHaveBeenCalledTimes(2);
    await Promise.allSettled(play.mock.results.map((result) => result.value));
  });

  it('follows a new stream, and stops listening once gone', () => {
    const next = { id: 'next' } as unknown as MediaStream;
    const { rerender, unmount } = render(
      <VideoTile stream={stream} label="Companion" className="v" testId="remote-video" />,
    );
    rerender(<VideoTile stream={next} label="Companion" className="v" testId="remote-video" />);
    expect(video().srcObject).toBe(next);
    const element = video();
    unmount();
    element.srcObject = null;
    pageBecomes('visible');
    expect(element.srcObject).toBeNull();
  });
});
