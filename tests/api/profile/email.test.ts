import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../../contract/messages';
import { PROFILE_MESSAGES as P } from '../../../contract/profile';
import { users, verificationCodes } from '../../../server/db/schema/index';
import {
  CODE_ALPHABET,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_COOLDOWN_MS,
  CODE_TTL_MS,
} from '../../../server/modules/accounts/codes';
import { seedUser } from '../support/users';
import { type ProfileTestServer, startProfileServer } from './support';

describe('email change: PATCH /update-email, POST /confirm-email', () => {
  let server: ProfileTestServer;
  beforeAll(async () => {
    server = await startProfileServer();
  });
  afterAll(() => server.close());

  let n = 0;
  const freshEmail = () => `new${++n}.${Date.now()}@example.org`;
  const requestChange = (headers: Record<string, string>, email: unknown) =>
    server.api('/update-email', { method: 'PATCH', headers, json: { email } });
  const confirm = (headers: Record<string, string>, code: unknown) =>
    server.api('/confirm-email', { method: 'POST', headers, json: { verification_code: code } });
  const emailOf = async (id: number) =>
    (await server.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;
  const codeFor = (to: string) => {
    const mail = server.mailer.lastTo(to);
    const code = mail?.devCode;
    if (!code || !mail.text.includes(code)) throw new Error(`no code mailed to ${to}`);
    return code;
  };
  /** The same code with its first character changed: right shape, wrong value. */
  const wrong = (code: string) =>
    `${CODE_ALPHABET[(CODE_ALPHABET.indexOf(code[0]) + 1) % CODE_ALPHABET.length]}${code.slice(1)}`;
  /** Moves past the resend cooldown so a test can ask for another code at once. */
  const afterCooldown = () => server.clock.advance((CODE_RESEND_COOLDOWN_MS / 1000 + 1) * 1000);

  it('mails a 6-character code to the new address and changes the email only after confirmation', async () => {
    const alice = await seedUser(server.ctx);
    const target = freshEmail();
    const res = await requestChange(alice.headers, `  ${target} `);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: P.emailChangeSent });
    const mail = server.mailer.lastTo(target);
    expect(mail?.subject).toMatch(/confirm/i);
    expect(codeFor(target)).toMatch(/^[A-Z0-9]{6}$/);
    expect(mail?.html).toContain(codeFor(target));
    expect(server.mailer.lastTo(alice.user.email)).toBeUndefined();
    expect(await emailOf(alice.user.id)).toBe(alice.user.email);

    const ok = await confirm(alice.headers, codeFor(target));
    expect(ok.status).toBe(200);
    const { user } = await ok.json();
    expect(user).toMatchObject({ id: alice.user.id, email: target, email_verified: true });
    expect(await emailOf(alice.user.id)).toBe(target);

    // The code is spent.
    const reuse = await confirm(alice.headers, codeFor(target));
    expect(reuse.status).toBe(422);
    expect((await reuse.json()).message).toBe(P.codeMissing);
  });

  it('422 when the new email equals the current one (any case), sending nothing', async () => {
    const alice = await seedUser(server.ctx);
    const before = server.mailer.sent.length;
    const res = await requestChange(alice.headers, alice.user.email.toUpperCase());
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: P.emailUnchanged,
      code: 'email_unchanged',
      errors: { email: [P.emailUnchanged] },
    });
    expect(server.mailer.sent.length).toBe(before);
  });

  it('422 when the email belongs to another account, sending nothing', async () => {
    const alice = await seedUser(server.ctx);
    const bob = await seedUser(server.ctx);
    const before = server.mailer.sent.length;
    const res = await requestChange(alice.headers, bob.user.email.toUpperCase());
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: P.emailTaken, errors: { email: [P.emailTaken] } });
    expect(server.mailer.sent.length).toBe(before);
  });

  it('422 for a malformed email', async () => {
    const alice = await seedUser(server.ctx);
    for (const [email, message] of [
      ['', M.emailRequired],
      ['not-an-email', M.emailPattern],
      [`${'a'.repeat(45)}@example.com`, M.emailMax],
      [undefined, M.emailRequired],
    ] as const) {
      const res = await requestChange(alice.headers, email);
      expect(res.status).toBe(422);
      expect((await res.json()).errors.email).toContain(message);
    }
  });

  it('a wrong code is 422 and changes nothing; the right code still works afterwards', async () => {
    const alice = await seedUser(server.ctx);
    const target = freshEmail();
    await requestChange(alice.headers, target);
    const bad = await confirm(alice.headers, wrong(codeFor(target)));
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ message: P.codeWrong, errors: { verification_code: [P.codeWrong] } });
    expect(await emailOf(alice.user.id)).toBe(alice.user.email);
    expect((await confirm(alice.headers, codeFor(target))).status).toBe(200);
  });

  it('accepts the code typed in lower case', async () => {
    const alice = await seedUser(server.ctx);
    const target = freshEmail();
    await requestChange(alice.headers, target);
    expect((await confirm(alice.headers, ` ${codeFor(target).toLowerCase()} `)).status).toBe(200);
    expect(await emailOf(alice.user.id)).toBe(target);
  });

  it('a code of the wrong shape is 422 without spending a try', async () => {
    const alice = await seedUser(server.ctx);
    const target = freshEmail();
    await requestChange(alice.headers, target);
    for (const [code, message] of [
      ['', M.codeRequired],
      ['12345', M.codeMin],
      ['1234567', M.codeMax],
    ] as const) {
      const res = await confirm(alice.headers, code);
      expect(res.status).toBe(422);
      expect((await res.json()).errors.verification_code).toContain(message);
    }
    const [row] = await server.ctx.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.userId, alice.user.id));
    expect(row.attempts).toBe(0);
  });

  it(`allows at most ${CODE_MAX_ATTEMPTS} tries, then even the right code is refused`, async () => {
    const alice = await seedUser(server.ctx);
    const target = freshEmail();
    await requestChange(alice.headers, target);
    const code = codeFor(target);
    const messages: string[] = [];
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++)
      messages.push((await (await confirm(alice.headers, wrong(code))).json()).message);
    expect(messages).toEqual(Array(CODE_MAX_ATTEMPTS).fill(P.codeWrong));
    const right = await confirm(alice.headers, code);
    expect(right.status).toBe(422);
    expect((await right.json()).message).toBe(P.codeExhausted);
    expect(await emailOf(alice.user.id)).toBe(alice.user.email);

    // A new code starts a fresh count.
    afterCooldown();
    await requestChange(alice.headers, target);
    expect((await confirm(alice.headers, codeFor(target))).status).toBe(200);
  });

  it('counts tries atomically: parallel guesses never exceed the limit', async () => {
    const alice = await seedUser(server.ctx);
    const target = freshEmail();
    await requestChange(alice.headers, target);
    const code = codeFor(target);
    const results = await Promise.all(Array.from({ length: 12 }, () => confirm(alice.headers, wrong(code))));
    expect(results.every((r) => r.status === 422)).toBe(true);
    const [row] = await server.ctx.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.userId, alice.user.id));
    expect(row.attempts).toBe(CODE_MAX_ATTEMPTS);
    expect((await confirm(alice.headers, code)).status).toBe(422);
  });

  it(`codes expire after ${CODE_TTL_MS / 60_000} minutes`, async () => {
    const alice = await seedUser(server.ctx);
    const target = freshEmail();
    await requestChange(alice.headers, target);
    server.clock.advance(CODE_TTL_MS + 1000);
    const res = await confirm(alice.headers, codeFor(target));
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe(P.codeExpired);
    expect(await emailOf(alice.user.id)).toBe(alice.user.email);
  });

  it('a code is still good just before it expires', async () => {
    const alice = await seedUser(server.ctx);
    const target = freshEmail();
    await requestChange(alice.headers, target);
    server.clock.advance(CODE_TTL_MS - 1000);
    expect((await confirm(alice.headers, codeFor(target))).status).toBe(200);
  });

  it('confirm without a pending change is 422', async () => {
    const alice = await seedUser(server.ctx);
    const res = await confirm(alice.headers, '123456');
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe(P.codeMissing);
  });

  it('a new request waits for the cooldown (429 with Retry-After), then replaces the old code', async () => {
    const alice = await seedUser(server.ctx);
    const first = freshEmail();
    const second = freshEmail();
    await requestChange(alice.headers, first);
    const firstCode = codeFor(first);
    server.clock.advance(30_000);
    const early = await requestChange(alice.headers, second);
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe(String(CODE_RESEND_COOLDOWN_MS / 1000 - 30));
    expect((await early.json()).message).toBe(P.emailChangeCooldown);
    expect(server.mailer.lastTo(second)).toBeUndefined();

    server.clock.advance(CODE_RESEND_COOLDOWN_MS);
    expect((await requestChange(alice.headers, second)).status).toBe(202);
    const secondCode = codeFor(second);
    if (secondCode !== firstCode) expect((await confirm(alice.headers, firstCode)).status).toBe(422);
    expect((await confirm(alice.headers, secondCode)).status).toBe(200);
    expect(await emailOf(alice.user.id)).toBe(second);
  });

  it("one user's code cannot be used by another", async () => {
    const alice = await seedUser(server.ctx);
    const bob = await seedUser(server.ctx);
    const target = freshEmail();
    await requestChange(alice.headers, target);
    const res = await confirm(bob.headers, codeFor(target));
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe(P.codeMissing);
    expect(await emailOf(bob.user.id)).toBe(bob.user.email);
    expect(await emailOf(alice.user.id)).toBe(alice.user.email);

    // Bob with a pending change of his own still cannot use Alice's code.
    const bobTarget = freshEmail();
    await requestChange(bob.headers, bobTarget);
    const aliceCode = codeFor(target);
    if (aliceCode !== codeFor(bobTarget)) {
      expect((await confirm(bob.headers, aliceCode)).status).toBe(422);
      expect(await emailOf(bob.user.id)).toBe(bob.user.email);
    }
    expect((await confirm(alice.headers, aliceCode)).status).toBe(200);
  });

  it('422 at confirmation when somebody took the address in the meantime', async () => {
    const alice = await seedUser(server.ctx);
    const target = freshEmail();
    await requestChange(alice.headers, target);
    await seedUser(server.ctx, { email: target.toUpperCase() });
    const res = await confirm(alice.headers, codeFor(target));
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe(P.emailTaken);
    expect(await emailOf(alice.user.id)).toBe(alice.user.email);
  });

  it('a failing mailer leaves no pending code and answers 500', async () => {
    const alice = await seedUser(server.ctx);
    const send = server.mailer.send;
    server.mailer.send = async () => {
      throw new Error('smtp down');
    };
    try {
      const res = await requestChange(alice.headers, freshEmail());
      expect(res.status).toBe(500);
    } finally {
      server.mailer.send = send;
    }
    expect(
      await server.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.userId, alice.user.id)),
    ).toEqual([]);
    // No cooldown either: the user can try again right away.
    expect((await requestChange(alice.headers, freshEmail())).status).toBe(202);
  });

  it('401 without a token; 403 when unverified', async () => {
    expect((await requestChange({}, freshEmail())).status).toBe(401);
    expect((await confirm({}, '123456')).status).toBe(401);
    const unverified = await seedUser(server.ctx, { verified: false });
    expect((await requestChange(unverified.headers, freshEmail())).status).toBe(403);
  });
});
