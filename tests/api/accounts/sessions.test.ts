import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema/index';
import { startTestServer } from '../support/server';
import { type AccountsServer, call, signUpAndLogin, startAccountsServer } from './support';

describe('sessions: login, refresh, logout, keep-alive', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer();
  });
  afterAll(() => server.close());

  it('logs in with {access_token, user} and an httpOnly, SameSite=Strict refresh cookie on /api', async () => {
    const s = await signUpAndLogin(server, { verify: true });
    const res = await call(server, 'POST', '/login', { email: s.email.toUpperCase(), password: s.password });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access_token', 'user']);
    expect(res.body.user).toMatchObject({ id: s.user.id, email: s.email, email_verified: true });
    const cookie = res.setCookie.find((c) => c.startsWith('petchat_refresh='))!;
    expect(cookie).toMatch(/; Path=\/api(;|$)/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Max-Age=2592000/);
    expect(cookie).not.toMatch(/; Secure/);
    // The access token works.
    expect((await call(server, 'GET', '/me', undefined, { token: res.body.access_token })).status).toBe(200);
  });

  it('answers 422 with one message for a wrong password and for an unknown email', async () => {
    const s = await signUpAndLogin(server);
    const wrong = await call(server, 'POST', '/login', { email: s.email, password: 'not-the-password' });
    const unknown = await call(server, 'POST', '/login', { email: 'nobody@example.com', password: 'not-the-password' });
    const expected = {
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    };
    expect([wrong.status, unknown.status]).toEqual([422, 422]);
    expect(wrong.body).toEqual(expected);
    expect(unknown.body).toEqual(expected);
    expect(wrong.refreshCookie).toBeUndefined();
  });

  it('validates the login form', async () => {
    const res = await call(server, 'POST', '/login', { email: '', password: '123' });
    expect(res.status).toBe(422);
    expect(res.body.errors.email[0]).toBe('Email is required');
    expect(res.body.errors.password).toEqual(['Password must be at least 6 characters']);
  });

  it('rotates the refresh token on every use', async () => {
    const s = await signUpAndLogin(server);
    const first = await call(server, 'POST', '/refresh', undefined, { cookie: s.refreshCookie });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(['access_token']);
    expect(first.refreshCookie).toBeTruthy();
    expect(first.refreshCookie).not.toBe(s.refreshCookie);
    const second = await call(server, 'POST', '/refresh', undefined, { cookie: first.refreshCookie });
    expect(second.status).toBe(200);
    expect(second.refreshCookie).not.toBe(first.refreshCookie);
    expect((await call(server, 'GET', '/me', undefined, { token: second.body.access_token })).status).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const s = await signUpAndLogin(server);
    const rotated = await call(server, 'POST', '/refresh', undefined, { cookie: s.refreshCookie });
    expect(rotated.status).toBe(200);
    const newAccess = rotated.body.access_token;

    const replay = await call(server, 'POST', '/refresh', undefined, { cookie: s.refreshCookie });
    expect(replay.status).toBe(401);
    expect(replay.refreshCookie).toBe('');

    // Everything of that login is dead: the new refresh token, the new and the old access token.
    expect((await call(server, 'POST', '/refresh', undefined, { cookie: rotated.refreshCookie })).status).toBe(401);
    expect((await call(server, 'GET', '/me', undefined, { token: newAccess })).status).toBe(401);
    expect((await call(server, 'GET', '/me', undefined, { token: s.accessToken })).status).toBe(401);
    // Other sessions of the user are not touched.
    const other = await call(server, 'POST', '/login', { email: s.email, password: s.password });
    expect((await call(server, 'GET', '/me', undefined, { token: other.body.access_token })).status).toBe(200);
  });

  it('refuses cross-site refreshes without consuming the token', async () => {
    const s = await signUpAndLogin(server);
    const evil = await call(server, 'POST', '/refresh', undefined, {
      cookie: s.refreshCookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);
    expect(evil.body).toEqual({ message: 'Cross-site request refused.', code: 'cross_site' });
    const fetchSite = await call(server, 'POST', '/refresh', undefined, {
      cookie: s.refreshCookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(fetchSite.status).toBe(403);
    const nullOrigin = await call(server, 'POST', '/refresh', undefined, {
      cookie: s.refreshCookie,
      headers: { origin: 'null' },
    });
    expect(nullOrigin.status).toBe(403);

    // The same origin (the request host) and the public URL are fine, and the token still works.
    const same = await call(server, 'POST', '/refresh', undefined, {
      cookie: s.refreshCookie,
      headers: { origin: server.url, 'sec-fetch-site': 'same-origin' },
    });
    expect(same.status).toBe(200);
    const viaPublicUrl = await call(server, 'POST', '/refresh', undefined, {
      cookie: same.refreshCookie,
      headers: { origin: new URL(server.ctx.config.publicUrl).origin },
    });
    expect(viaPublicUrl.status).toBe(200);
  });

  it('answers 401 to a refresh without a cookie, with an unknown one, and with an expired one', async () => {
    expect((await call(server, 'POST', '/refresh')).status).toBe(401);
    expect((await call(server, 'POST', '/refresh', undefined, { cookie: 'made-up' })).status).toBe(401);
    const s = await signUpAndLogin(server);
    server.clock.advance(31 * 86_400_000);
    try {
      expect((await call(server, 'POST', '/refresh', undefined, { cookie: s.refreshCookie })).status).toBe(401);
    } finally {
      server.clock.advance(-31 * 86_400_000);
    }
  });

  it('logs out: 204, cookie cleared, the session (access and refresh) revoked', async () => {
    const s = await signUpAndLogin(server);
    const other = await call(server, 'POST', '/login', { email: s.email, password: s.password });
    const res = await call(server, 'POST', '/logout', undefined, { token: s.accessToken, cookie: s.refreshCookie });
    expect(res.status).toBe(204);
    const cleared = res.setCookie.find((c) => c.startsWith('petchat_refresh='))!;
    expect(cleared).toMatch(/^petchat_refresh=;/);
    expect(cleared).toMatch(/Path=\/api/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await call(server, 'GET', '/me', undefined, { token: s.accessToken })).status).toBe(401);
    expect((await call(server, 'POST', '/refresh', undefined, { cookie: s.refreshCookie })).status).toBe(401);
    // Only this session ends.
    expect((await call(server, 'GET', '/me', undefined, { token: other.body.access_token })).status).toBe(200);
  });

  it('logs out with the refresh cookie alone (expired access token), but not cross-site', async () => {
    const s = await signUpAndLogin(server);
    const evil = await call(server, 'POST', '/logout', undefined, {
      cookie: s.refreshCookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(evil.status).toBe(403);
    const res = await call(server, 'POST', '/logout', undefined, {
      cookie: s.refreshCookie,
      token: 'expired.or.garbage',
    });
    expect(res.status).toBe(204);
    expect((await call(server, 'GET', '/me', undefined, { token: s.accessToken })).status).toBe(401);
    expect((await call(server, 'POST', '/logout')).status).toBe(401);
  });

  it('marks the user online on PUT /ping and POST /add-online, even before verification', async () => {
    const s = await signUpAndLogin(server);
    const lastSeen = async () =>
      (await server.ctx.db.select({ at: users.lastSeenAt }).from(users).where(eq(users.id, s.user.id)))[0].at;
    expect(await lastSeen()).toBeNull();
    const ping = await call(server, 'PUT', '/ping', undefined, { token: s.accessToken });
    expect(ping.status).toBe(204);
    expect(ping.body).toBeUndefined();
    expect((await lastSeen())?.getTime()).toBe(server.clock.t);
    server.clock.advance(120_000);
    expect((await call(server, 'POST', '/add-online', undefined, { token: s.accessToken })).status).toBe(204);
    expect((await lastSeen())?.getTime()).toBe(server.clock.t);
    expect((await call(server, 'PUT', '/ping')).status).toBe(401);
    expect((await call(server, 'POST', '/add-online')).status).toBe(401);
  });
});

describe('refresh cookie on https', () => {
  it('is Secure when the public URL is https', async () => {
    const server = await startTestServer({ config: { publicUrl: 'https://petchat.example' } });
    try {
      const s = await signUpAndLogin(server);
      expect(s.refreshCookie).toBeTruthy();
      const res = await call(server, 'POST', '/login', { email: s.email, password: s.password });
      expect(res.setCookie.find((c) => c.startsWith('petchat_refresh='))).toMatch(/; Secure/);
      // The public origin is accepted for refresh even though the request host differs.
      expect(
        (
          await call(server, 'POST', '/refresh', undefined, {
            cookie: res.refreshCookie,
            headers: { origin: 'https://petchat.example' },
          })
        ).status,
      ).toBe(200);
    } finally {
      await server.close();
    }
  });
});
