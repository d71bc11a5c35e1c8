import { useEffect, useRef } from 'react';

export interface VideoTileProps {
  stream: MediaStream | null;
  label: string;
  className: string;
  /** The own preview is muted, so the user does not hear themselves. */
  muted?: boolean;
  testId?: string;
}

/** A `<video>` showing a MediaStream (a stream can only be attached as a property, not as markup). */
export function VideoTile({ stream, label, className, muted = false, testId }: VideoTileProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = muted;
    if (video.srcObject === stream) return;
    video.srcObject = stream;
    // Autoplay may be refused until the user has interacted with the page; the next play wins.
    if (stream) video.play?.()?.catch(() => {});
  }, [stream, muted]);
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
