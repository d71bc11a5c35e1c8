import { useEffect, useRef } from 'react';
import { attachStream, resumeOnForeground, resumeOnUnmute } from './keep-playing';

export interface VideoTileProps {
  stream: MediaStream | null;
  label: string;
  className: string;
  /** The own preview is muted, so the user does not hear themselves. */
  muted?: boolean;
  testId?: string;
}

/**
 * A `<video>` showing a MediaStream (a stream can only be attached as a property, not as markup).
 * `playsInline` keeps iPhone Safari from taking the call to its own fullscreen player.
 */
export function VideoTile({ stream, label, className, muted = false, testId }: VideoTileProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = muted;
  }, [muted]);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // Autoplay may be refused until the user has interacted with the page; the next play wins.
    attachStream(video, stream);
    // Back from the background (another app, a locked phone), or frames flowing again after the
    // link broke: the stream again, playing.
    const stopForeground = resumeOnForeground(video, stream);
    const stopUnmute = resumeOnUnmute(video, stream);
    return () => {
      stopForeground();
      stopUnmute();
    };
  }, [stream]);
  return (
    <video
      ref={ref}
      className={className}
      aria-label={label}
      autoPlay
      playsInline
      muted={muted}
      hidden={!stream}
      data-testid={testId}
    />
  );
}
