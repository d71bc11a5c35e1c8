import type { FrameProbe } from '../../machines/shared/camera-off';

/**
 * Reads a partner's picture for the call machines' `cameraOff` actor (machines/shared/camera-off.ts),
 * which decides from the samples whether it has gone black.
 */

const SAMPLE_WIDTH = 16;
const SAMPLE_HEIGHT = 12;

/**
 * Samples the stream's picture in a detached, muted video element drawn onto a 16×12 canvas:
 * the browser decodes the track once for all its sinks, so this costs a tiny draw twice a second.
 * Null where there is no canvas to read (server rendering, jsdom).
 */
export function videoFrameProbe(stream: MediaStream): FrameProbe | null {
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = SAMPLE_WIDTH;
  canvas.height = SAMPLE_HEIGHT;
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = canvas.getContext('2d', { willReadFrequently: true });
  } catch {
    context = null;
  }
  if (!context) return null;
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  video.play().catch(() => {});
  return {
    brightest() {
      if (video.videoWidth === 0 || !context) return null;
      context.drawImage(video, 0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT);
      const pixels = context.getImageData(0, 0, SAMPLE_WIDTH, SAMPLE_HEIGHT).data;
      let most = 0;
      for (let i = 0; i < pixels.length; i += 4) most = Math.max(most, pixels[i], pixels[i + 1], pixels[i + 2]);
      return most;
    },
    dispose() {
      video.pause();
      video.srcObject = null;
    },
  };
}
