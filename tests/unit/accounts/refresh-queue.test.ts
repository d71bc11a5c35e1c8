import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, setup } from 'xstate';
import { createAuthRefreshImplementations } from '../../../machines/auth-refresh/auth-refresh.actors';
import { authRefreshMachine } from '../../../machines/auth-refresh/auth-refresh.machine';
import { createSessionImplementations } from '../../../machines/session/session.actors';
import { sessionMachine } from '../../../machines/session/session.machine';
import { selectSessionStatus } from '../../../machines/session/session.selectors';
import type { LockManagerLike } from '../../../src/adapters/api/auth-refresh';
import { eventually } from '../../support/eventually';
import { testUser } from '../support/root';

/**
 * The refresh queue end to end in the page: the real HTTP client (ofetch) with its 401 hook, the
 * adapter, the auth-refresh machine and the session machine, against a fake `fetch` that plays
 * the server: access tokens it accepts, and a refresh endpoint the test opens when it likes.
 */

interface Call {
  url: string;
  method: string;
  authorization: string | null;
}

let calls: Call[];
let validToken: string;
let refreshGate: { open: () => void; promise: Promise<void> };
let refreshAnswer: { status: number; body: unknown };
/** Whether the fake Web Lock is held, and whether it was each time /api/refresh was called. */
let lock: { held: boolean; heldDuringRefresh: boolean[] };

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, promise };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  validToken = 'new-token';
  refreshGate = gate();
  refreshAnswer = { status: 200, body: { access_token: 'new-token' } };
  lock = { held: false, heldDuringRefresh: [] };
  localStorage.clear();
  localStorage.setItem('token', 'old-token');
  vi.resetModules();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      const url = String(input);
      calls.push({ url, method: init?.method ?? 'GET', authorization: headers.get('authorization') });
      if (url === '/api/refresh') {
        lock.heldDuringRefresh.push(lock.held);
        await refreshGate.promise;
        return json(refreshAnswer.status, refreshAnswer.body);
      }
      if (url === '/api/verify-email')
        return json(401, {
          message: 'The verification code is incorrect or has expired.',
          errors: { verification_code: ['The verification code is incorrect or has expired.'] },
        });
      if (headers.get('authorization') !== `Bearer ${validToken}`) return json(401, { message: 'Unauthenticated.' });
      return json(200, { path: url });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The app's pieces with this test's fetch; `locks` stands in for navigator.locks. */
async function startApp(locks: LockManagerLike | null = null) {
  const { api, setAccessTokenRenewer } = await import('../../../src/adapters/api/api');
  const { connectAuthRefresh, createTokenRefresher } = await import('../../../src/adapters/api/auth-refresh');
  const { postRefresh } = await import('../../../src/adapters/api/accounts-api');
  const { tokenStore } = await import('../../../src/adapters/token-store');
  const revoked: string[] = [];
  const session = sessionMachine.provide(
    createSessionImplementations({
      fetchMe: async () => ({ user: testUser() }),
      revokeSession: async (token) => {
        revoked.push(token);
      },
      storeToken: (token) => tokenStore.set(token),
      clearToken: () => tokenStore.clear(),
    }),
  );
  const authRefresh = authRefreshMachine.provide(
    createAuthRefreshImplementations({ refreshToken: createTokenRefresher({ store: tokenStore, postRefresh, locks }) }),
  );
  const root = createActor(
    setup({ actors: { session, authRefresh } }).createMachine({
      invoke: [
        { src: 'session', systemId: 'session', input: { token: tokenStore.get() } },
        { src: 'authRefresh', systemId: 'authRefresh' },
      ],
    }),
  ).start();
  const sessionRef = root.system.get('session') as ReturnType<typeof createActor<typeof session>>;
  await eventually(() => expect(selectSessionStatus(sessionRef.getSnapshot())).toBe('verified'));
  const unplug = setAccessTokenRenewer(connectAuthRefresh(root.system.get('authRefresh'), tokenStore));
  const stop = () => {
    unplug();
    root.stop();
  };
  return { api, session: sessionRef, revoked, stop };
}

const refreshCalls = () => calls.filter((c) => c.url === '/api/refresh');

describe('token refresh queue', () => {
  it('sends one refresh for N concurrent 401s and replays each request once with the new token', async () => {
    const app = await startApp();
    const paths = ['/friends', '/get-videos', '/payments', '/me', '/get-friend-limit'];
    const results = Promise.all(paths.map((p) => app.api<{ path: string }>(p)));
    await eventually(() =>
      expect(calls.filter((c) => c.url !== '/api/refresh' && c.authorization === 'Bearer old-token')).toHaveLength(
        paths.length,
      ),
    );
    await eventually(() => expect(refreshCalls()).toHaveLength(1));
    refreshGate.open();
    expect((await results).map((r) => r.path)).toEqual(paths.map((p) => `/api${p}`));

    expect(refreshCalls()).toHaveLength(1);
    for (const p of paths) {
      // Each request: once with the old token, once (the replay) with the new one.
      expect(calls.filter((c) => c.url === `/api${p}`).map((c) => c.authorization)).toEqual([
        'Bearer old-token',
        'Bearer new-token',
      ]);
    }
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(app.session.getSnapshot().context.token).toBe('new-token');
    // Later requests carry the new token from storage at once.
    await app.api('/friends');
    expect(calls.at(-1)!.authorization).toBe('Bearer new-token');
    expect(refreshCalls()).toHaveLength(1);
    app.stop();
  });

  it('replays a POST with its body, and passes a second 401 after the replay to the caller', async () => {
    const app = await startApp();
    refreshGate.open();
    validToken = 'new-token';
    await expect(app.api('/friends/send-request', { method: 'POST', body: { to: 7 } })).resolves.toEqual({
      path: '/api/friends/send-request',
    });
    const posts = (vi.mocked(fetch).mock.calls as Array<[string, RequestInit]>).filter(
      ([url]) => url === '/api/friends/send-request',
    );
    expect(posts.map(([, init]) => init.body)).toEqual(['{"to":7}', '{"to":7}']);

    // The server refuses even the fresh token: no second refresh, the 401 reaches the caller.
    validToken = 'nobody';
    const before = refreshCalls().length;
    await expect(app.api('/friends')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls().length).toBe(before + 1);
    app.stop();
  });

  it('logs out when the refresh fails, and every waiting request gets its 401', async () => {
    const app = await startApp();
    refreshAnswer = { status: 401, body: { message: 'Your session has ended. Please log in again.' } };
    const results = Promise.allSettled(['/friends', '/payments', '/get-videos'].map((p) => app.api(p)));
    await eventually(() => expect(refreshCalls()).toHaveLength(1));
    refreshGate.open();
    const settled = await results;
    expect(settled.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const r of settled) expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 401 });
    expect(refreshCalls()).toHaveLength(1);
    expect(selectSessionStatus(app.session.getSnapshot())).toBe('guest');
    expect(localStorage.getItem('token')).toBeNull();
    // The server already ended that session: no /logout call with a dead token.
    expect(app.revoked).toEqual([]);
    app.stop();
  });

  it('does not refresh for a 401 that answers the input (a wrong verification code)', async () => {
    const app = await startApp();
    await expect(
      app.api('/verify-email', { method: 'POST', body: { email: 'a@b.co', verification_code: 'AAAAAA' } }),
    ).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toHaveLength(0);
    expect(selectSessionStatus(app.session.getSnapshot())).toBe('verified');
    app.stop();
  });

  it('under the cross-tab lock, takes the token another tab already stored instead of refreshing', async () => {
    const requested: string[] = [];
    const locks: LockManagerLike = {
      async request(name, _options, callback) {
        requested.push(name);
        // While this tab waited for the lock, another tab refreshed and stored its token.
        localStorage.setItem('token', 'other-tab-token');
        return callback();
      },
    };
    validToken = 'other-tab-token';
    const app = await startApp(locks);
    await expect(app.api('/friends')).resolves.toEqual({ path: '/api/friends' });
    expect(requested).toEqual(['petchat-refresh']);
    expect(refreshCalls()).toHaveLength(0);
    expect(calls.filter((c) => c.url === '/api/friends').map((c) => c.authorization)).toEqual([
      'Bearer old-token',
      'Bearer other-tab-token',
    ]);
    expect(app.session.getSnapshot().context.token).toBe('other-tab-token');
    app.stop();
  });

  it('refreshes under the lock when no other tab did', async () => {
    const locks: LockManagerLike = {
      async request(_name, _options, callback) {
        lock.held = true;
        try {
          return await callback();
        } finally {
          lock.held = false;
        }
      },
    };
    const app = await startApp(locks);
    refreshGate.open();
    await expect(app.api('/friends')).resolves.toEqual({ path: '/api/friends' });
    expect(lock.heldDuringRefresh).toEqual([true]);
    expect(localStorage.getItem('token')).toBe('new-token');
    app.stop();
  });
});
