import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '../../../server/db/schema/index';
import {
  type AccountsServer,
  call,
  latestCode,
  outbox,
  type SignedUp,
  signUpAndLogin,
  startAccountsServer,
} from './support';

const DAY = 86_400_000;

/** A code of the alphabet that is surely not `code`. */
const wrongCodeFor = (code: string) => (code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');

describe('email verification', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer();
  });
  afterAll(() => server.close());

  const verify = (s: SignedUp, code: string, email = s.email) =>
    call(server, 'POST', '/verify-email', { email, verification_code: code }, { token: s.accessToken });
  const resend = (s: SignedUp, email = s.email) =>
    call(server, 'POST', '/resend-verify-code', { email }, { token: s.accessToken });
  const attemptsOf = async (userId: number) =>
    (await server.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.userId, userId)))[0]?.attempts;

  it('lets an unverified user sign in and read /me', async () => {
    const s = await signUpAndLogin(server);
    const me = await call(server, 'GET', '/me', undefined, { token: s.accessToken });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      user: expect.objectContaining({
        email: s.email,
        email_verified: false,
        is_subscribed: false,
        trial_ends_at: null,
      }),
    });
  });

  it('verifies with the right code (any case), starts the trial and announces it once on /me', async () => {
    const s = await signUpAndLogin(server);
    const code = await latestCode(server, s.email);

    const wrong = await verify(s, wrongCodeFor(code));
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('The verification code is incorrect or has expired.');

    const ok = await verify(s, code.toLowerCase());
    expect(ok.status).toBe(200);
    const trialEnds = new Date(server.clock.t + 7 * DAY).toISOString();
    expect(ok.body).toEqual({
      user: expect.objectContaining({
        id: s.user.id,
        email_verified: true,
        is_subscribed: true,
        trial_ends_at: trialEnds,
      }),
    });
    expect(ok.body).not.toHaveProperty('trial_message');

    const first = await call(server, 'GET', '/me', undefined, { token: s.accessToken });
    expect(first.body).toEqual({
      user: expect.objectContaining({ email_verified: true, is_subscribed: true }),
      trial_message: 'Trial period activated',
    });
    const second = await call(server, 'GET', '/me', undefined, { token: s.accessToken });
    expect(second.body).not.toHaveProperty('trial_message');

    // The code worked once; the account is verified for good.
    const again = await verify(s, code);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('Your email address is already verified.');
    expect((await resend(s)).status).toBe(422);
  });

  it('ends the trial after the configured days', async () => {
    const s = await signUpAndLogin(server, { verify: true });
    server.clock.advance(7 * DAY + 1000);
    try {
      const me = await call(server, 'GET', '/me', undefined, { token: s.accessToken });
      expect(me.body.user).toMatchObject({ email_verified: true, is_subscribed: false });
    } finally {
      server.clock.advance(-(7 * DAY + 1000));
    }
  });

  it('refuses a code after 10 minutes', async () => {
    const s = await signUpAndLogin(server);
    const code = await latestCode(server, s.email);
    server.clock.advance(10 * 60_000 + 1);
    try {
      const res = await verify(s, code);
      expect(res.status).toBe(401);
    } finally {
      server.clock.advance(-(10 * 60_000 + 1));
    }
  });

  it('allows 5 wrong codes, then refuses even the right one with 429 until a new code is sent', async () => {
    const s = await signUpAndLogin(server);
    const code = await latestCode(server, s.email);
    for (let i = 0; i < 5; i++) expect((await verify(s, wrongCodeFor(code))).status).toBe(401);
    const locked = await verify(s, code);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

    server.clock.advance(120_000);
    expect((await resend(s)).status).toBe(200);
    const fresh = await latestCode(server, s.email);
    expect((await verify(s, fresh)).status).toBe(200);
  });

  it('checks at most 5 of 50 simultaneous wrong guesses, and the right code is refused afterwards', async () => {
    const s = await signUpAndLogin(server);
    const code = await latestCode(server, s.email);
    const results = await Promise.all(Array.from({ length: 50 }, () => verify(s, wrongCodeFor(code))));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((x) => x === 401)).toHaveLength(5);
    expect(statuses.filter((x) => x === 429)).toHaveLength(45);
    expect(await attemptsOf(s.user.id)).toBe(5);
    expect((await verify(s, code)).status).toBe(429);
    expect(await attemptsOf(s.user.id)).toBe(5);
  });

  it('resends at most once per 120 s (429 with Retry-After), and the new code replaces the old one', async () => {
    const s = await signUpAndLogin(server);
    const oldCode = await latestCode(server, s.email);

    const early = await resend(s);
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('120');
    server.clock.advance(90_000);
    const stillEarly = await resend(s);
    expect(stillEarly.status).toBe(429);
    expect(stillEarly.headers.get('retry-after')).toBe('30');
    expect(await outbox(server, s.email)).toHaveLength(1);

    server.clock.advance(30_000);
    const ok = await resend(s);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'A new verification code has been sent.' });
    const mails = await outbox(server, s.email);
    expect(mails).toHaveLength(2);
    const newCode = await latestCode(server, s.email);

    // Simultaneous resends right after: none gets through.
    const burst = await Promise.all(Array.from({ length: 5 }, () => resend(s)));
    expect(burst.map((r) => r.status)).toEqual([429, 429, 429, 429, 429]);

    if (newCode !== oldCode) expect((await verify(s, oldCode)).status).toBe(401);
    expect((await verify(s, newCode)).status).toBe(200);
  });

  it('answers 404 for another address and 422 for a malformed one', async () => {
    const s = await signUpAndLogin(server);
    const other = await signUpAndLogin(server);
    const notMine = await resend(s, other.email);
    expect(notMine.status).toBe(404);
    expect(notMine.body).toEqual({ message: 'User not found.', code: 'no_such_user' });
    expect((await verify(s, 'ABCDEF', other.email)).status).toBe(404);

    const bad = await resend(s, 'not an email');
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ email: ['Please, use correct email address'] });

    const badCode = await verify(s, 'ABC');
    expect(badCode.status).toBe(422);
    expect(badCode.body.errors).toEqual({ verification_code: ['Please enter a minimum of 6 characters'] });
    // Neither consumed an attempt.
    expect(await attemptsOf(s.user.id)).toBe(0);
  });

  it('needs a session', async () => {
    expect((await call(server, 'POST', '/verify-email', { email: 'a@b.co', verification_code: 'ABCDEF' })).status).toBe(
      401,
    );
    expect((await call(server, 'POST', '/resend-verify-code', { email: 'a@b.co' })).status).toBe(401);
    expect((await call(server, 'GET', '/me')).status).toBe(401);
  });
});
