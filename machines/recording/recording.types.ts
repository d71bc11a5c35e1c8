import type { RecordingAllowed } from '../../contract/videos';

/**
 * Recording a call (spec §2 "start/stop recording, 'recording' notice", §4 "Recording", §8).
 * Spawned by the random chat and the friend call (one per screen, in the root's system).
 *
 *   restoring (a recording kept from an earlier visit?) ──▶ offering ── pending.upload ──▶ uploading
 *        │                                                    └── pending.discard ──▶ idle
 *        ▼
 *      idle ── recording.toggle (in a call) ──▶ checking (GET /recording-allowed, time limit)
 *        ▲                                        │ not allowed: warning 'You have used up your limit.'
 *        │                                        ▼
 *        │      recording.running ── toggle / call ended / auto-stop (limit) ──▶ recording.finishing
 *        │         (notice started, elapsed ticks each second)                    │ recorder.stopped {blob}
 *        │                                                                         ▼
 *        └── toast 'video saved successfully' ◀── uploading (progress) ── fails ──▶ retrying (backoff) ─┐
 *                 or 'failed try again' after the last try (the recording stays kept) ◀────────────────┘
 *
 * The recording is kept (IndexedDB) from the moment it stops until the server confirms it; a page
 * left mid-recording keeps what was recorded, offered again on the next visit. Leaving the
 * recording state tells the partner it stopped. The partner's own recording (realtime
 * `recordingStarted` / `recordingStopped`) shows a badge.
 */

/** Seconds between elapsed-time ticks. */
export const RECORDING_TICK_MS = 1000;
/** Upload tries before giving up (the recording stays kept for the next visit). */
export const UPLOAD_TRIES = 4;
/** Backoff before the n-th retry: 2 s, 4 s, 8 s… */
export const retryDelayMs = (attempt: number) => 2000 * 2 ** Math.max(0, attempt - 1);
/** How long the recorder may take to hand over its data after stop. */
export const FINISH_TIMEOUT_MS = 5000;

export interface RecordingCall {
  partnerId: number;
  /** Shown on the saved video's card (stored with the upload, issue 25). */
  partnerName: string;
  local: MediaStream | null;
  remote: MediaStream | null;
}

export interface RecordingCheck extends RecordingAllowed {
  /** After this long a recording stops itself. */
  limitMs: number;
}

export interface RecordingContext {
  call: RecordingCall | null;
  limitMs: number;
  elapsedMs: number;
  /** The recording stopped and waiting for the server (also one kept from an earlier visit). */
  blob: Blob | null;
  /** Upload progress 0…1. */
  progress: number;
  /** Upload tries made for `blob`. */
  attempt: number;
  /** Who records us now (the partner's `recordingStarted`), null when nobody. */
  recordedBy: number | null;
  /** The length and partner of `blob`, sent with its upload; null for one kept from an earlier visit. */
  details: RecordingDetails | null;
}

/** What POST /save-video is told about a recording (never read from the file: issue 25). */
export interface RecordingDetails {
  /** Whole seconds recorded, by the machine's clock. */
  durationSeconds: number;
  partnerName: string;
}

export type RecordingEvent =
  | { type: 'recording.call'; call: RecordingCall }
  | { type: 'recording.callEnded' }
  | { type: 'recording.toggle' }
  | { type: 'recorder.stopped'; blob: Blob }
  | { type: 'recorder.failed' }
  | { type: 'upload.progress'; fraction: number }
  | { type: 'pending.upload' }
  | { type: 'pending.discard' }
  | { type: 'partner.recording'; from: number; active: boolean };

/** A running recorder, as the recorder adapter returns it. */
export interface RecorderHandle {
  /** Stops and hands the recording over (`onStopped`). */
  stop(): void;
  /** Stops because the page is left: what was recorded is kept for the next visit. */
  abandon(): void;
}

export interface RecordingDeps {
  /** GET /recording-allowed, and the time limit (random chat: GET /get-time-limit × 60000; friend call: 300000). */
  check(signal: AbortSignal): Promise<RecordingCheck>;
  /** Starts composing and recording the call (canvas 30 fps, inset, mixed audio, MediaRecorder). */
  record(call: RecordingCall, on: { stopped(blob: Blob): void; failed(): void }): RecorderHandle;
  /** POST /save-video with progress, and the recording's details when known; rejects on failure. */
  upload(
    blob: Blob,
    onProgress: (fraction: number) => void,
    signal: AbortSignal,
    details: RecordingDetails | null,
  ): Promise<void>;
  /** POST /recording-notice (fire and forget). */
  notify(to: number, state: 'started' | 'stopped'): void;
  /** The recording kept until the server confirms it (IndexedDB). */
  loadPending(): Promise<Blob | null>;
  keepPending(blob: Blob): void;
  dropPending(): void;
}
