import type { SaveVideoResult } from '../../contract/videos';
import { API_BASE } from '../config';
import { apiFailure } from '../../machines/shared/api-failure';
import { tokenStore } from './token-store';

/** The file name of an upload: webm or mp4 by the recording's type. */
export const uploadName = (blob: Blob) => (blob.type.includes('mp4') ? 'recording.mp4' : 'recording.webm');

/**
 * POST /save-video (multipart `video`) with upload progress (XMLHttpRequest); rejects with an
 * ApiFailure on an error status, or a status-0 failure when the network drops.
 */
export function uploadVideo(
  blob: Blob,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
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
    body.append('video', blob, uploadName(blob));
    xhr.send(body);
  });
}
