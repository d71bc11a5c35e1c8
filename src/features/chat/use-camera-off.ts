import { useEffect, useRef, useState } from 'react';
import {
  type DarkPictureOptions,
  type FrameProbe,
  videoFrameProbe,
  watchDarkPicture,
} from '../../adapters/dark-picture';

/** No video track, or none live and unmuted: there is no picture to show. */
function hasNoPicture(stream: MediaStream): boolean {
  return !stream.getVideoTracks?.().some((track) => track.readyState === 'live' && !track.muted);
}

export interface CameraOffOptions extends DarkPictureOptions {
  /** How the picture is read (tests pass a fake); the default draws it onto a tiny canvas. */
  probe?: (stream: MediaStream) => FrameProbe | null;
}

/**
 * Whether a partner's stream shows no picture (camera off, issue 14): no video track, its track
 * muted (the sender stopped sending frames), or a black picture (a camera turned off in the
 * call, which is how this app and most others turn it off: the frames keep coming, black).
 * Follows the tracks' mute and unmute, tracks coming and going, and the picture twice a second.
 * False without a stream (nothing to judge yet).
 */
export function useCameraOff(stream: MediaStream | null, options: CameraOffOptions = {}): boolean {
  const noTrack = useNoLiveTrack(stream);
  const dark = useDarkPicture(stream, options);
  return noTrack || dark;
}

function useDarkPicture(stream: MediaStream | null, options: CameraOffOptions): boolean {
  const [dark, setDark] = useState(false);
  // The options are read when a stream arrives: a caller passing a new object each render must
  // not restart the watch (and reset the answer) on every render.
  const optionsRef = useRef(options);
  optionsRef.current = options;
  useEffect(() => {
    setDark(false);
    const { probe: makeProbe = videoFrameProbe, ...timers } = optionsRef.current;
    const probe = stream ? makeProbe(stream) : null;
    if (!probe) return;
    const stop = watchDarkPicture(probe, setDark, timers);
    return () => {
      stop();
      probe.dispose();
    };
  }, [stream]);
  return dark;
}

function useNoLiveTrack(stream: MediaStream | null): boolean {
  const [off, setOff] = useState(false);
  useEffect(() => {
    if (!stream) {
      setOff(false);
      return;
    }
    const update = () => setOff(hasNoPicture(stream));
    const tracks = new Set<MediaStreamTrack>();
    const watch = () => {
      for (const track of stream.getVideoTracks?.() ?? []) {
        if (tracks.has(track)) continue;
        tracks.add(track);
        track.addEventListener('mute', update);
        track.addEventListener('unmute', update);
        track.addEventListener('ended', update);
      }
      update();
    };
    watch();
    stream.addEventListener?.('addtrack', watch);
    stream.addEventListener?.('removetrack', update);
    return () => {
      stream.removeEventListener?.('addtrack', watch);
      stream.removeEventListener?.('removetrack', update);
      for (const track of tracks) {
        track.removeEventListener('mute', update);
        track.removeEventListener('unmute', update);
        track.removeEventListener('ended', update);
      }
    };
  }, [stream]);
  return off;
}
