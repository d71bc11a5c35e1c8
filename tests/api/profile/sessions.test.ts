import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../../../server/modules/accounts/session-cookie';
import { seedUser } from '../support/users';
import { type ProfileTestServer, startProfileServer } from './support';

/** Profile changes seen through the real sign-in flow: login, refresh cookie, access tokens. */
describe('profile changes and real sessions', () => {
  let server: ProfileTestServer;
  beforeAll(async () => {
    server = await startProfileServer();
  });
  afterAll(() => server.close());

  async function login(email: string, password: string) {
    const res = await server.api('/login', { method: 'POST', json: { email, password } });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
    if (!cookie) throw new Error('no refresh cookie');
    const { access_token } = await res.json();
    return { headers: { authorization: `Bearer ${access_token}` }, cookie: cookie.split(';')[0] };
  }
  const refresh = (cookie: string) => server.api('/refresh', { method: 'POST', headers: { cookie } });

  it('a password change keeps the device that made it and signs every other device out', async () => {
    const seeded = await seedUser(server.ctx, { password: 'old secret 1' });
    const laptop = await login(seeded.user.email, 'old secret 1');
    const phone = await login(seeded.user.email, 'old secret 1');

    const res = await server.api('/update-password', {
      method: 'PATCH',
      headers: laptop.headers,
      json: { old_password: 'old secret 1', password: 'new secret 22', password_confirmation: 'new secret 22' },
    });
    expect(res.status).toBe(200);

    expect((await server.api('/me', { headers: laptop.headers })).status).toBe(200);
    expect((await refresh(laptop.cookie)).status).toBe(200);
    expect((await server.api('/me', { headers: phone.headers })).status).toBe(401);
    expect((await refresh(phone.cookie)).status).toBe(401);

    expect(
      (await server.api('/login', { method: 'POST', json: { email: seeded.user.email, password: 'old secret 1' } }))
        .status,
    ).toBe(422);
    await login(seeded.user.email, 'new secret 22');
  });

  it('after account deletion neither the access token nor the refresh cookie works, and the cookie is cleared', async () => {
    const seeded = await seedUser(server.ctx, { password: 'old secret 1' });
    const device = await login(seeded.user.email, 'old secret 1');
    const res = await server.api('/delete-profile', { method: 'DELETE', headers: device.headers });
    expect(res.status).toBe(200);
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    expect((await server.api('/me', { headers: device.headers })).status).toBe(401);
    expect((await refresh(device.cookie)).status).toBe(401);
    expect(
      (await server.api('/login', { method: 'POST', json: { email: seeded.user.email, password: 'old secret 1' } }))
        .status,
    ).toBe(422);
  });

  it('after an email change the user signs in with the new address only', async () => {
    const seeded = await seedUser(server.ctx, { password: 'old secret 1' });
    const device = await login(seeded.user.email, 'old secret 1');
    const target = `changed.${Date.now()}@example.org`;
    expect(
      (await server.api('/update-email', { method: 'PATCH', headers: device.headers, json: { email: target } })).status,
    ).toBe(202);
    const code = server.mailer.lastTo(target)?.devCode;
    expect(
      (
        await server.api('/confirm-email', {
          method: 'POST',
          headers: device.headers,
          json: { verification_code: code },
        })
      ).status,
    ).toBe(200);
    expect(
      (await server.api('/login', { method: 'POST', json: { email: seeded.user.email, password: 'old secret 1' } }))
        .status,
    ).toBe(422);
    await login(target, 'old secret 1');
    const me = await server.api('/me', { headers: device.headers });
    expect((await me.json()).user.email).toBe(target);
  });
});
