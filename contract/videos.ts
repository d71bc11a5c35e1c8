import * as v from 'valibot';
import { intId } from './fields';

/**
 * Call recording and saved videos (API.md "Videos"): request schemas, response shapes and the
 * realtime notices that tell the partner a recording runs.
 */

/** Recordings a subscriber may save per day (`VIDEO_DAILY_LIMIT`). */
export const DEFAULT_VIDEO_DAILY_LIMIT = 10;
/** Largest upload (`VIDEO_MAX_BYTES`, 200 MB). */
export const DEFAULT_VIDEO_MAX_BYTES = 200 * 1024 * 1024;
/** The friend-call page stops a recording after 5 minutes (spec §4 "Recording"). */
export const FRIEND_CALL_RECORDING_MS = 300_000;

/** Spec §8: the warning when the server does not allow a recording. */
export const RECORDING_LIMIT_MESSAGE = 'You have used up your limit.';

/** DELETE /delete-video */
export const deleteVideoBody = v.object({ videoId: v.optional(intId('Please choose the video to delete'), '') });

/**
 * POST /recording-notice (added by this contract: API.md names the events but no path): tells
 * the partner `to` — the current random-chat match or the friend in an answered call — that a
 * recording started or stopped; the server sends them `recordingStarted` / `recordingStopped`.
 */
export const recordingNoticeBody = v.object({
  to: v.optional(intId('Please give the user you are in a call with'), ''),
  state: v.picklist(['started', 'stopped'], 'State must be started or stopped'),
});
export type RecordingNoticeInput = v.InferOutput<typeof recordingNoticeBody>;

// ---- responses ---------------------------------------------------------------------------

/**
 * Spec §3 "Saved video". `url` is signed and expires; `size` in bytes; `updated_at` ISO.
 * `duration_seconds` is the length the server parsed from the file (issue 28; whole seconds, at
 * least 1); `partner_name` is what the uploading client sent with POST /save-video (a multipart
 * field of that name, before `video`; issue 25, docs/decisions.md). Null when unknown (older rows).
 */
export interface SavedVideo {
  id: number;
  url: string;
  size: number;
  updated_at: string;
  duration_seconds: number | null;
  partner_name: string | null;
}

/** GET /recording-allowed */
export interface RecordingAllowed {
  allowed: boolean;
  reason?: 'not_subscribed' | 'daily_limit';
}

/** GET /get-video-limits */
export interface VideoLimits {
  daily_limit: number;
  used_today: number;
  max_bytes: number;
}

/** GET /get-time-limit: a random-chat recording stops itself after this many minutes. */
export interface TimeLimit {
  minutes: number;
}

/** POST /save-video → 201 */
export interface SaveVideoResult {
  video: SavedVideo;
}

// ---- realtime (VideochatChanel, to the partner only) ---------------------------------------

export interface RecordingNoticeData {
  type: 'recordingStarted' | 'recordingStopped';
  /** Who records. */
  from: number;
  /** The partner being recorded. */
  to: number;
}
