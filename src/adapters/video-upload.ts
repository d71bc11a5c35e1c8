import type { SaveVideoResult } from '../../contract/videos';
import { API_BASE } from '../config';
import { apiFailure } from '../../machines/shared/api-failure';
import type { RecordingDetails } from '../../machines/recording/recording.types';
import { tokenStore } from './token-store';

/** The file name of an upload: webm or mp4 by the recording's type. */
export const uploadName = (blob: Blob) => (blob.type.includes('mp4') ? 'recording.mp4' : 'recording.webm');

/**
 * POST /save-video (multipart `video`, after `duration_seconds` and `partner_name` when known) with upload progress (XMLHttpRequest); rejects with an
 * ApiFailure on an error status, or a status-0 failure when the network drops.
 */
export function uploadVideo(
  blob: Blob,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
  details: RecordingDetails | null = null,
): Promise<SaveVideoResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/save-video`);
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        try {
          resolve(JSON.parse(xhr.responseText) as SaveVideoResult);
        } catch {
          resolve({ video: null } as unknown as SaveVideoResult);
        }
      } else reject(apiFailure(xhr.status));
    };
    xhr.onerror = () => reject(apiFailure(null));
    xhr.onabort = () => reject(apiFailure(null));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    // The length and partner go first: the server reads text fields that come before the file.
    if (details) {
      // Never "Infinity"/"NaN": a length the recorder could not measure is left out (the server parses its own anyway).
      if (Number.isFinite(details.durationSeconds) && details.durationSeconds > 0)
        body.append('duration_seconds', String(Math.round(details.durationSeconds)));
      if (details.partnerName) body.append('partner_name', details.partnerName);
    }
    body.append('video', blob, uploadName(blob));
    xhr.send(body);
  });
}
