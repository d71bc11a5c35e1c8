import { fromCallback } from 'xstate';

/**
 * Whether a partner's stream shows no picture (camera off, issue 14), as a callback actor the call
 * machines invoke while remote video plays (`cameraOff`). No picture is: no video track, none live
 * and unmuted (the sender stopped sending frames), or a black picture. A camera turned off in a
 * call (ours included: `applyTracks` disables the track) keeps sending frames, all black, and the
 * receiving track is neither muted nor ended, so the track's own state cannot tell; the frames can.
 * The picture is sampled on the actor system's clock (simulated in tests), never a timer of its own.
 */

/** Reads how bright the current frame of a stream is (src/adapters/dark-picture.ts draws it). */
export interface FrameProbe {
  /** The brightest sampled value of the current frame (0–255), or null when no frame has arrived. */
  brightest(): number | null;
  dispose(): void;
}

/** The probe of a stream's picture, or null where none can be read (no canvas). */
export type ProbeFrames = (stream: MediaStream) => FrameProbe | null;

export interface CameraOffInput {
  stream: MediaStream;
}

/** To the call machine on each change; it starts from "on" (false) with each stream. */
export type CameraOffNotice = { type: 'partner.cameraOff'; off: boolean };

/** A picture at most this bright is black (a disabled camera sends exact zeros). */
export const DARK_AT_MOST = 8;
export const SAMPLE_EVERY_MS = 500;
/** Samples in a row that must disagree with the answer before it changes, so one dark frame is no flicker. */
export const AGREEING_SAMPLES = 2;

/** The dark-picture reading: the answer given so far and the samples in a row against it. */
export interface DarkReading {
  dark: boolean;
  streak: number;
}

/** One sample folded into the reading; null brightness (no frame yet) changes nothing. */
export function readSample(reading: DarkReading, brightest: number | null): DarkReading {
  if (brightest === null) return reading;
  const dark = brightest <= DARK_AT_MOST;
  const streak = dark === reading.dark ? 0 : reading.streak + 1;
  return streak < AGREEING_SAMPLES ? { dark: reading.dark, streak } : { dark, streak: 0 };
}

/** No video track, or none live and unmuted: there is no picture to show. */
function hasNoPicture(stream: MediaStream): boolean {
  return !stream.getVideoTracks?.().some((track) => track.readyState === 'live' && !track.muted);
}

/** Follows the tracks' mute, unmute and end, and tracks coming and going; returns the cleanup. */
function watchTracks(stream: MediaStream, onChange: () => void): () => void {
  const tracks = new Set<MediaStreamTrack>();
  const watch = () => {
    for (const track of stream.getVideoTracks?.() ?? []) {
      if (tracks.has(track)) continue;
      tracks.add(track);
      for (const type of ['mute', 'unmute', 'ended']) track.addEventListener(type, onChange);
    }
    onChange();
  };
  stream.addEventListener?.('addtrack', watch);
  stream.addEventListener?.('removetrack', onChange);
  watch();
  return () => {
    stream.removeEventListener?.('addtrack', watch);
    stream.removeEventListener?.('removetrack', onChange);
    for (const track of tracks)
      for (const type of ['mute', 'unmute', 'ended']) track.removeEventListener(type, onChange);
  };
}

const SAMPLE = { type: 'cameraOff.sample' } as const;
const SAMPLE_ID = 'cameraOff.sample';

/** The `cameraOff` actor over the app's way of reading frames (`probeFrames`). */
export function cameraOffActor(probeFrames: ProbeFrames) {
  return fromCallback<typeof SAMPLE, CameraOffInput>(({ input, system, self, sendBack, receive }) => {
    const { stream } = input;
    let noPicture = false;
    let reading: DarkReading = { dark: false, streak: 0 };
    let told = false;
    const tell = () => {
      const off = noPicture || reading.dark;
      if (off === told) return;
      told = off;
      sendBack({ type: 'partner.cameraOff', off } satisfies CameraOffNotice);
    };
    const stopWatching = watchTracks(stream, () => {
      noPicture = hasNoPicture(stream);
      tell();
    });
    const probe = probeFrames(stream);
    // Each sample schedules the next on the system's clock; stopping the actor cancels it.
    const next = () => system.scheduler.schedule(self, self, SAMPLE, SAMPLE_EVERY_MS, SAMPLE_ID);
    receive(() => {
      if (!probe) return;
      reading = readSample(reading, probe.brightest());
      tell();
      next();
    });
    if (probe) next();
    return () => {
      system.scheduler.cancel(self, SAMPLE_ID);
      stopWatching();
      probe?.dispose();
    };
  });
}
