import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Each request the client made: URL and headers. */
const requests: Array<{ url: string; headers: Headers }> = [];

beforeEach(() => {
  requests.length = 0;
  localStorage.clear();
  vi.resetModules();
  // ofetch keeps the fetch it found when the client module loads, so stub it first.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), headers: new Headers(init?.headers) });
      return new Response(JSON.stringify({ ok: true }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('calls /api with the stored token as bearer on every request', async () => {
    const { api } = await import('./api');
    localStorage.setItem('token', 'first');
    expect(await api('/me')).toEqual({ ok: true });
    localStorage.setItem('token', 'second');
    await api('/friends');
    expect(requests.map((r) => r.url)).toEqual(['/api/me', '/api/friends']);
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual(['Bearer first', 'Bearer second']);
  });

  it('sends no authorization without a token, and keeps an explicit one', async () => {
    const { api } = await import('./api');
    await api('/breeds');
    localStorage.setItem('token', 'stored');
    await api('/logout', { method: 'POST', headers: { authorization: 'Bearer explicit' } });
    expect(requests[0].headers.has('authorization')).toBe(false);
    expect(requests[1].headers.get('authorization')).toBe('Bearer explicit');
  });
});
