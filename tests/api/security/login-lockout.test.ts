import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsServer, signUpAndLogin, startAccountsServer } from '../accounts/support';

/**
 * Issue 9, finding 8: ten wrong passwords locked the account for everyone for 15 minutes, so
 * anyone could lock anyone out. Failures now count per account and client; a guesser spread over
 * many addresses meets a per-account ceiling with growing delays.
 */
/** POST /api/login as a client at `remoteAddress`. */
async function loginFromAddress(server: AccountsServer, remoteAddress: string, email: string, password: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress,
  });
  return { status: res.statusCode, retryAfter: res.headers['retry-after'], body: res.json() };
}

describe('login failures per account and client', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer({ config: { loginMaxFailures: 10, loginAccountMaxFailures: 30 } });
  });
  afterAll(() => server.close());

  const loginFrom = (remoteAddress: string, email: string, password: string) =>
    loginFromAddress(server, remoteAddress, email, password);

  it('the owner logs in from a clean client while a stranger is locked out', async () => {
    const owner = await signUpAndLogin(server);
    for (let i = 0; i < 10; i++)
      expect((await loginFrom('203.0.113.9', owner.email, `guess-${i}-wrong`)).status).toBe(422);
    const stranger = await loginFrom('203.0.113.9', owner.email, owner.password);
    expect(stranger.status).toBe(429);
    expect(stranger.retryAfter).toBe('900');
    expect(stranger.body).toEqual({
      message: 'Too many failed login attempts. Please try again later.',
      code: 'too_many_logins',
    });

    const ownerLogin = await loginFrom('198.51.100.7', owner.email, owner.password);
    expect(ownerLogin.status).toBe(200);
    // The owner's success does not unlock the stranger's client.
    expect((await loginFrom('203.0.113.9', owner.email, owner.password)).status).toBe(429);
  });
});

describe('the per-account ceiling against a distributed guesser', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer({ config: { loginMaxFailures: 10, loginAccountMaxFailures: 5 } });
  });
  afterAll(() => server.close());

  const loginFrom = (remoteAddress: string, email: string, password: string) =>
    loginFromAddress(server, remoteAddress, email, password);

  it('meets growing delays, whatever address each guess comes from', async () => {
    const owner = await signUpAndLogin(server);
    let n = 0;
    const guess = () => loginFrom(`198.18.0.${++n}`, owner.email, `guess-${n}-wrong`);
    for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(422);
    // Past the ceiling each failure is allowed only after a delay that doubles: 1 s, 2 s, 4 s.
    for (const delay of [1, 2, 4]) {
      expect((await guess()).status).toBe(422);
      const early = await guess();
      expect(early.status).toBe(429);
      expect(early.retryAfter).toBe(String(delay));
      server.clock.advance(delay * 1000);
    }
    // After the window the account starts afresh.
    server.clock.advance(15 * 60_000);
    expect((await loginFrom('192.0.2.50', owner.email, owner.password)).status).toBe(200);
  });
});
