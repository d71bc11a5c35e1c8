import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsServer, call, outbox, signUpAndLogin, startAccountsServer } from './support';

const SENT = { message: 'If an account exists for this email, a password reset link has been sent to it.' };
const BAD_TOKEN = {
  message: 'This password reset link is invalid or has expired.',
  errors: { token: ['This password reset link is invalid or has expired.'] },
};

describe('password reset', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer({ config: { publicUrl: 'http://petchat.test' } });
  });
  afterAll(() => server.close());

  const forgot = (email: string) => call(server, 'POST', '/forgot-password', { email });
  const reset = (token: string, password = 'brand-new-secret', confirmation = password) =>
    call(server, 'POST', '/reset-password', { token, password, password_confirmation: confirmation });

  /** The token of the newest reset mail to `email`, read from its link. */
  async function mailedToken(email: string): Promise<{ token: string; link: string }> {
    const [mail] = await outbox(server, email);
    const link = /(http\S+password-reset\?token=\S+)/.exec(mail.text)?.[1];
    if (!link) throw new Error('no reset link');
    return { link, token: new URL(link).searchParams.get('token') ?? '' };
  }

  it('answers the same for an existing and an unknown address, and mails a link only to the existing one', async () => {
    const s = await signUpAndLogin(server);
    const known = await forgot(s.email);
    const unknown = await forgot('nobody-here@example.com');
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body).toEqual(SENT);
    expect(unknown.body).toEqual(SENT);
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
    expect(await outbox(server, 'nobody-here@example.com')).toEqual([]);

    const [mail] = await outbox(server, s.email);
    expect(mail.subject).toBe('Reset your PetChat password');
    const { link, token } = await mailedToken(s.email);
    expect(link).toBe(`http://petchat.test/password-reset?token=${token}`);
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('links Ukrainian users to /ua/password-reset, in Ukrainian', async () => {
    const s = await signUpAndLogin(server, { body: { locale: 'ua' } });
    await forgot(s.email);
    const [mail] = await outbox(server, s.email);
    expect(mail.subject).toBe('Відновлення пароля PetChat');
    expect((await mailedToken(s.email)).link).toMatch(/^http:\/\/petchat\.test\/ua\/password-reset\?token=/);
  });

  it('validates the forgot-password email', async () => {
    const res = await forgot('nope');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ['Please, use correct email address'] });
  });

  it('sets the new password, ends every session and is single-use', async () => {
    const s = await signUpAndLogin(server);
    const second = await call(server, 'POST', '/login', { email: s.email, password: s.password });
    await forgot(s.email);
    const { token } = await mailedToken(s.email);

    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your password has been reset.' });

    expect((await call(server, 'GET', '/me', undefined, { token: s.accessToken })).status).toBe(401);
    expect((await call(server, 'GET', '/me', undefined, { token: second.body.access_token })).status).toBe(401);
    expect((await call(server, 'POST', '/refresh', undefined, { cookie: s.refreshCookie })).status).toBe(401);
    expect((await call(server, 'POST', '/login', { email: s.email, password: s.password })).status).toBe(422);
    expect((await call(server, 'POST', '/login', { email: s.email, password: 'brand-new-secret' })).status).toBe(200);

    const again = await reset(token, 'another-new-secret');
    expect(again.status).toBe(422);
    expect(again.body).toEqual(BAD_TOKEN);
  });

  it('invalidates older links once one is used', async () => {
    const s = await signUpAndLogin(server);
    await forgot(s.email);
    const first = await mailedToken(s.email);
    await forgot(s.email);
    const latest = await mailedToken(s.email);
    expect(latest.token).not.toBe(first.token);
    expect((await reset(latest.token)).status).toBe(200);
    expect((await reset(first.token, 'yet-another-secret')).status).toBe(422);
  });

  it('refuses a link older than 60 minutes', async () => {
    const s = await signUpAndLogin(server);
    await forgot(s.email);
    const { token } = await mailedToken(s.email);
    server.clock.advance(60 * 60_000 + 1);
    const res = await reset(token);
    expect(res.status).toBe(422);
    expect(res.body).toEqual(BAD_TOKEN);
    expect((await call(server, 'POST', '/login', { email: s.email, password: s.password })).status).toBe(200);
  });

  it('refuses unknown tokens and mismatched or short passwords, changing nothing', async () => {
    const s = await signUpAndLogin(server);
    await forgot(s.email);
    const { token } = await mailedToken(s.email);
    expect((await reset('made-up-token')).body).toEqual(BAD_TOKEN);

    const mismatch = await reset(token, 'brand-new-secret', 'brand-new-secreT');
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['The passwords do not match'] });
    const short = await reset(token, '12345');
    expect(short.status).toBe(422);
    expect(short.body.errors.password).toEqual(['Password must be at least 6 characters long']);
    const missing = await call(server, 'POST', '/reset-password', {
      password: 'brand-new-secret',
      password_confirmation: 'brand-new-secret',
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.token).toEqual(['The reset link is invalid']);

    // The link still works after those failures.
    expect((await reset(token)).status).toBe(200);
  });

  it('lets exactly one of two simultaneous resets with one token succeed', async () => {
    const s = await signUpAndLogin(server);
    await forgot(s.email);
    const { token } = await mailedToken(s.email);
    const results = await Promise.all([reset(token, 'first-new-secret'), reset(token, 'second-new-secret')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    const winner = results[0].status === 200 ? 'first-new-secret' : 'second-new-secret';
    const loser = winner === 'first-new-secret' ? 'second-new-secret' : 'first-new-secret';
    expect((await call(server, 'POST', '/login', { email: s.email, password: winner })).status).toBe(200);
    expect((await call(server, 'POST', '/login', { email: s.email, password: loser })).status).toBe(422);
  });

  it('limits requests per address (existing or not) with 429 and Retry-After', async () => {
    for (const email of ['limit-me@example.com', (await signUpAndLogin(server)).email]) {
      for (let i = 0; i < 5; i++) expect((await forgot(email)).status).toBe(200);
      const limited = await forgot(email);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('unlocks a login lockout, since the mailbox owner proved who they are', async () => {
    const s = await signUpAndLogin(server);
    for (let i = 0; i < 10; i++) await call(server, 'POST', '/login', { email: s.email, password: 'wrong-password' });
    expect((await call(server, 'POST', '/login', { email: s.email, password: s.password })).status).toBe(429);
    await forgot(s.email);
    expect((await reset((await mailedToken(s.email)).token)).status).toBe(200);
    expect((await call(server, 'POST', '/login', { email: s.email, password: 'brand-new-secret' })).status).toBe(200);
  });
});
