import type { SaveVideoResult } from '../../../contract/videos';
import type { RecordingDetails } from '../../../machines/recording/recording.types';
import { asApiCall } from './api-failure';
import { upload } from './upload';

/** The file name of an upload: webm or mp4 by the recording's type. */
export const uploadName = (blob: Blob) => (blob.type.includes('mp4') ? 'recording.mp4' : 'recording.webm');

/**
 * POST /save-video (multipart `video`, after `duration_seconds` and `partner_name` when known)
 * through the API client with upload progress; rejects with an ApiFailure on an error status (its
 * `code` included), or a status-0 failure when the network drops or the signal aborts.
 */
export async function uploadVideo(
  blob: Blob,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
  details: RecordingDetails | null = null,
): Promise<SaveVideoResult> {
  const body = new FormData();
  // The length and partner go first: the server reads text fields that come before the file.
  if (details) {
    // Never "Infinity"/"NaN": a length the recorder could not measure is left out (the server parses its own anyway).
    if (Number.isFinite(details.durationSeconds) && details.durationSeconds > 0)
      body.append('duration_seconds', String(Math.round(details.durationSeconds)));
    if (details.partnerName) body.append('partner_name', details.partnerName);
  }
  body.append('video', blob, uploadName(blob));
  const result = await asApiCall(upload<SaveVideoResult>('/save-video', body, { onProgress, signal }));
  onProgress(1);
  return result;
}
