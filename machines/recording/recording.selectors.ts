import type { SnapshotFrom } from 'xstate';
import type { recordingMachine } from './recording.machine';

export type RecordingSnapshot = SnapshotFrom<typeof recordingMachine>;

export interface RecordingView {
  /** The start/stop button: 'start' in a call, 'stop' while recording, null without a call. */
  button: 'start' | 'stop' | null;
  busy: boolean;
  recording: boolean;
  /** Elapsed time as m:ss. */
  elapsed: string;
  uploading: boolean;
  /** Upload progress in percent (0–100). */
  progress: number;
  /** A recording kept from an earlier visit waits for upload or discard. */
  pending: boolean;
  /** The partner records us now. */
  partnerRecording: boolean;
}

export const elapsedText = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

export function selectRecording(s: RecordingSnapshot): RecordingView {
  const recording = s.hasTag('recording');
  return {
    button: recording ? 'stop' : s.context.call ? 'start' : null,
    busy: s.hasTag('busy') || s.hasTag('uploading'),
    recording,
    elapsed: elapsedText(s.context.elapsedMs),
    uploading: s.hasTag('uploading'),
    progress: Math.round(s.context.progress * 100),
    pending: s.hasTag('pending'),
    partnerRecording: s.context.recordedBy !== null,
  };
}
