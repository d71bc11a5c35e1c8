/**
 * Whether a partner's picture has gone black. A camera turned off in a call (ours included:
 * `applyTracks` disables the track) keeps sending frames, all black, and the receiving track is
 * neither muted nor ended, so the track's own state cannot tell; the frames can.
 */

/** Reads how bright the current frame of a stream is. */
export interface FrameProbe {
  /** The brightest sampled value of the current frame (0–255), or null when no frame has arrived. */
  brightest(): number | null;
  dispose(): void;
}

/** A picture at most this bright is black (a disabled camera sends exact zeros). */
export const DARK_AT_MOST = 8;
const SAMPLE_EVERY_MS = 500;
/** Samples in a row that must agree before the answer changes, so one dark frame is no flicker. */
const AGREEING_SAMPLES = 2;
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

export interface DarkPictureOptions {
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/**
 * Calls `onChange(true)` once the picture has been black for two samples in a row, and
 * `onChange(false)` once it has a picture again; nothing until a frame has arrived.
 */
export function watchDarkPicture(
  probe: FrameProbe,
  onChange: (dark: boolean) => void,
  options: DarkPictureOptions = {},
): () => void {
  const every = options.setInterval ?? ((callback, ms) => globalThis.setInterval(callback, ms));
  const stop = options.clearInterval ?? ((handle) => globalThis.clearInterval(handle as number));
  let reported = false;
  let streak = 0;
  const handle = every(() => {
    const brightest = probe.brightest();
    if (brightest === null) return;
    const dark = brightest <= DARK_AT_MOST;
    streak = dark === reported ? 0 : streak + 1;
    if (streak < AGREEING_SAMPLES) return;
    streak = 0;
    reported = dark;
    onChange(dark);
  }, SAMPLE_EVERY_MS);
  return () => stop(handle);
}
