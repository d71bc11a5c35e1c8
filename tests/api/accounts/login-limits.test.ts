import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsServer, call, signUpAndLogin, startAccountsServer } from './support';

const login = (server: AccountsServer, email: string, password: string) =>
  call(server, 'POST', '/login', { email, password });

describe('login limits per account', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer();
  });
  afterAll(() => server.close());

  it('after 10 failures answers 429 with Retry-After, even to the right password, until the 15 minutes pass', async () => {
    const s = await signUpAndLogin(server);
    for (let i = 0; i < 10; i++) expect((await login(server, s.email, 'wrong-password')).status).toBe(422);
    const locked = await login(server, s.email, s.password);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect(locked.body).toEqual({
      message: 'Too many failed login attempts. Please try again later.',
      code: 'too_many_logins',
    });

    server.clock.advance(10 * 60_000);
    const later = await login(server, s.email.toUpperCase(), s.password);
    expect(later.status).toBe(429);
    expect(later.headers.get('retry-after')).toBe('300');

    server.clock.advance(5 * 60_000);
    expect((await login(server, s.email, s.password)).status).toBe(200);
  });

  it('forgives earlier failures after a successful login', async () => {
    const s = await signUpAndLogin(server);
    for (let i = 0; i < 9; i++) expect((await login(server, s.email, 'wrong-password')).status).toBe(422);
    expect((await login(server, s.email, s.password)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(server, s.email, 'wrong-password')).status).toBe(422);
    expect((await login(server, s.email, 'wrong-password')).status).toBe(429);
  });

  it('checks at most 10 of 50 simultaneous guesses', async () => {
    const s = await signUpAndLogin(server);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(server, s.email, `guess-number-${i}`)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 422)).toHaveLength(10);
    expect(statuses.filter((x) => x === 429)).toHaveLength(40);
    expect((await login(server, s.email, s.password)).status).toBe(429);
  });

  it('limits unknown addresses the same way, so the limit reveals no account', async () => {
    for (let i = 0; i < 10; i++) expect((await login(server, 'ghost@example.com', 'wrong-password')).status).toBe(422);
    expect((await login(server, 'ghost@example.com', 'wrong-password')).status).toBe(429);
  });
});

describe('auth limits per client IP', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer({ config: { authRateLimitPerMinute: 3 } });
  });
  afterAll(() => server.close());

  it('answers 429 with Retry-After once an IP exceeds the per-minute budget of a route, across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await login(server, `someone${i}@example.com`, 'wrong-password')).status);
    expect(statuses).toEqual([422, 422, 422]);
    const limited = await login(server, 'someone-else@example.com', 'wrong-password');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toEqual({ message: expect.stringContaining('Rate limit exceeded'), code: 'rate_limited' });
  });

  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    const res = await call(
      server,
      'POST',
      '/forgot-password',
      { email: 'a@example.com' },
      { headers: { 'x-forwarded-for': '10.0.0.1' } },
    );
    expect(res.status).toBe(200);
    for (let i = 0; i < 2; i++)
      await call(
        server,
        'POST',
        '/forgot-password',
        { email: 'a@example.com' },
        { headers: { 'x-forwarded-for': `10.0.0.${i + 2}` } },
      );
    const faked = await call(
      server,
      'POST',
      '/forgot-password',
      { email: 'a@example.com' },
      { headers: { 'x-forwarded-for': '10.0.0.9' } },
    );
    expect(faked.status).toBe(429);
  });
});
