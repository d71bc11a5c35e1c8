/** How much of a request body has been sent, 0…1. */
export type UploadProgress = (fraction: number) => void;

/** The one option `progressFetch` reads beyond RequestInit (the API client passes its options through). */
export interface ProgressInit extends RequestInit {
  onUploadProgress?: UploadProgress;
}

/**
 * `fetch` over XMLHttpRequest, for the API client's uploads: `fetch` cannot tell how much of a
 * request body is sent, XMLHttpRequest's `upload.onprogress` can. It behaves as `fetch` does
 * towards the client: a Response for any status, a TypeError when the network fails, an
 * AbortError when the signal fires.
 */
export function progressFetch(input: RequestInfo | URL, init: ProgressInit = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const signal = init.signal;
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', typeof input === 'string' || input instanceof URL ? String(input) : input.url);
    new Headers(init.headers).forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.responseType = 'arraybuffer';
    const onProgress = init.onUploadProgress;
    if (onProgress)
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      // A status without a body (204) may not carry one in a Response.
      const body = xhr.status === 204 || xhr.status === 205 || xhr.status === 304 ? null : xhr.response;
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('The upload failed: no answer from the network'));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was aborted', 'AbortError'));
    };
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
