import type { FetchOptions } from 'ofetch';
import { api } from './api';
import { type ProgressInit, progressFetch, type UploadProgress } from './progress-fetch';

// Its own module, so the XMLHttpRequest client comes with the screens that upload (profile,
// signup photo, recordings), not with the entry every first load carries (issue 30).

/**
 * The same client (base, token, refresh and replay after a 401, its errors) over XMLHttpRequest,
 * for uploads whose progress is shown: `fetch` cannot report how much of a body is sent.
 */
const uploadClient = api.create({}, { fetch: progressFetch as typeof fetch });

/** POST of a multipart body through the API client, reporting the share sent so far. */
export function upload<T>(
  path: string,
  body: FormData,
  { onProgress, signal }: { onProgress?: UploadProgress; signal?: AbortSignal } = {},
): Promise<T> {
  // ofetch hands its options to the fetch it was given: progressFetch reads onUploadProgress there.
  const options: FetchOptions<'json'> & Pick<ProgressInit, 'onUploadProgress'> = {
    method: 'POST',
    body,
    signal,
    onUploadProgress: onProgress,
  };
  return uploadClient<T>(path, options);
}
