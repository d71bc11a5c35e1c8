import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in XMLHttpRequest: records what was sent and answers when the test says so. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  response: unknown = null;
  responseType = '';
  responseHeaders = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  /** The server's answer, JSON. */
  answer(status: number, data: unknown) {
    this.status = status;
    this.response = new TextEncoder().encode(JSON.stringify(data)).buffer;
    this.responseHeaders = 'content-type: application/json\r\n';
    this.onload?.();
  }
}

const sent = () => FakeXhr.last as FakeXhr;

beforeEach(() => {
  FakeXhr.last = null;
  localStorage.clear();
  vi.resetModules();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploads through the API client', () => {
  it('posts the form to /api with the bearer token, reports the share sent, and returns the JSON', async () => {
    const { upload } = await import('./upload');
    localStorage.setItem('token', 'tok');
    const progress: number[] = [];
    const body = new FormData();
    body.append('video', new Blob(['x']), 'recording.webm');
    const done = upload<{ video: { id: number } }>('/save-video', body, { onProgress: (f) => progress.push(f) });
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    expect([sent().method, sent().url, sent().headers.authorization]).toEqual([
      'POST',
      '/api/save-video',
      'Bearer tok',
    ]);
    expect(sent().body).toBe(body);
    sent().upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    sent().upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
    sent().answer(201, { video: { id: 3 } });
    await expect(done).resolves.toEqual({ video: { id: 3 } });
    expect(progress).toEqual([0.25]);
  });

  it('maps a refusal as every call does: status, message and the stable code', async () => {
    const { upload } = await import('./upload');
    const { asApiCall } = await import('./api-failure');
    const done = asApiCall(upload('/save-video', new FormData()));
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    sent().answer(403, { message: 'Recording is not allowed.', code: 'recording_not_allowed' });
    await expect(done).rejects.toMatchObject({ status: 403, code: 'recording_not_allowed' });
  });

  it('fails with status 0 when the network drops or the signal aborts', async () => {
    const { upload } = await import('./upload');
    const { asApiCall } = await import('./api-failure');
    const dropped = asApiCall(upload('/save-video', new FormData()));
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    sent().onerror?.();
    await expect(dropped).rejects.toMatchObject({ status: null });

    FakeXhr.last = null;
    const controller = new AbortController();
    const aborted = asApiCall(upload('/save-video', new FormData(), { signal: controller.signal }));
    await vi.waitFor(() => expect(FakeXhr.last).not.toBeNull());
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ status: null });
  });
});
