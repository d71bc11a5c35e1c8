import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Each request that reached `fetch`: URL and what the client handed it. */
const requests: Array<{ url: string; init: RequestInit; headers: Headers }> = [];
let answer: () => Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  requests.length = 0;
  answer = async () => new Response(null, { status: 204 });
  localStorage.clear();
  vi.resetModules();
  // ofetch keeps the fetch it found when the client module loads, so stub it first.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      requests.push({ url: String(input), init, headers: new Headers(init.headers) });
      return answer();
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendOnExit: the page-exit hang-up through the API client', () => {
  it('posts JSON to /api with the stored bearer token, as a keepalive request', async () => {
    const { sendOnExit } = await import('./chat-api');
    localStorage.setItem('token', 'stored');
    await sendOnExit('/end-call', { to: 7, match_id: 'm-1' });
    await sendOnExit('/leave-pool');
    expect(requests.map((r) => r.url)).toEqual(['/api/end-call', '/api/leave-pool']);
    const [hangUp, leave] = requests;
    expect(hangUp.init).toMatchObject({ method: 'POST', keepalive: true, body: '{"to":7,"match_id":"m-1"}' });
    expect(hangUp.headers.get('authorization')).toBe('Bearer stored');
    expect(hangUp.headers.get('content-type')).toBe('application/json');
    expect(leave.init).toMatchObject({ method: 'POST', keepalive: true, body: '{}' });
  });

  it('sends nothing without a session', async () => {
    const { sendOnExit } = await import('./chat-api');
    await sendOnExit('/cancel-call', { call_id: 'c-1' });
    expect(requests).toEqual([]);
  });

  it('never starts a token refresh for a 401, which an ordinary call of the client does', async () => {
    const { setAccessTokenRenewer, api } = await import('./api');
    const { sendOnExit } = await import('./chat-api');
    localStorage.setItem('token', 'expired');
    const renew = vi.fn(async () => 'renewed');
    setAccessTokenRenewer(renew);
    answer = async () => json(401, { message: 'Unauthenticated.' });

    await sendOnExit('/end-call', { to: 7 });
    expect(renew).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);

    // The same answer to a call made while the page stays: the client renews and replays it.
    await api('/end-call', { method: 'POST', body: { to: 7 } }).catch(() => {});
    expect(renew).toHaveBeenCalledWith('expired');
    expect(requests.map((r) => r.headers.get('authorization'))).toEqual([
      'Bearer expired',
      'Bearer expired',
      'Bearer renewed',
    ]);
  });

  it('settles without an error when the network or the server fails', async () => {
    const { sendOnExit } = await import('./chat-api');
    localStorage.setItem('token', 'stored');
    answer = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(sendOnExit('/end-call', { to: 7 })).resolves.toBeUndefined();
    answer = async () => json(500, { message: 'Server Error' });
    await expect(sendOnExit('/leave-pool')).resolves.toBeUndefined();
    expect(requests).toHaveLength(2);
  });
});
