import { useEffect, useState } from 'react';

/** No video track, or none live and unmuted: there is no picture to show. */
function hasNoPicture(stream: MediaStream): boolean {
  return !stream.getVideoTracks?.().some((track) => track.readyState === 'live' && !track.muted);
}

/**
 * Whether a partner's stream shows no picture (camera off, issue 14): no video track, or its
 * track muted (the sender stopped sending frames). Follows the tracks' mute and unmute and
 * tracks coming and going. False without a stream (nothing to judge yet).
 */
export function useCameraOff(stream: MediaStream | null): boolean {
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
