import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords';
import { recordSessionEvents } from '../../auth/session-events';
import type { DatabaseHandle } from '../../db/client';
import { passwordResetTokens, refreshTokens, users } from '../../db/schema/index';
import type { Mail } from '../../ports/mail';
import {
  handClock,
  insertSession,
  insertUser,
  memoryDatabase,
  recordingLog,
  recordingMailer,
} from '../../testing/spec-support';
import { BAD_RESET_TOKEN, createPasswordResetService, RESET_LINK_SENT, RESET_TTL_MS } from './password-reset';
import { createAccountsRepository } from './repository';
import type { Throttle } from './sessions';
import { hitThrottle, loginLimits, loginThrottle } from './throttle';

describe('password reset service', () => {
  let handle: DatabaseHandle;
  const clock = handClock(Date.now());
  const config = { publicUrl: 'https://petchat.example/' };
  const limits = loginLimits({ loginMaxFailures: 3, loginAccountMaxFailures: 50, loginLockMinutes: 15 });

  beforeAll(async () => {
    handle = await memoryDatabase();
  });
  afterAll(() => handle.close());

  function service() {
    const { db } = handle;
    const rehearsed: Mail[] = [];
    const mailer = Object.assign(recordingMailer(), {
      async rehearse(mail: Mail) {
        rehearsed.push(mail);
      },
    });
    const events = recordSessionEvents();
    const throttle: Throttle = { hit: (rule, subject, at) => hitThrottle(db, rule, subject, at) };
    const logins = loginThrottle(db, limits);
    const reset = createPasswordResetService({
      repo: createAccountsRepository(db),
      throttle,
      loginThrottle: logins,
      mailer,
      events,
      log: recordingLog(),
      now: clock.now,
      config,
    });
    return { reset, mailer, rehearsed, events, logins };
  }

  const input = (token: string, password: string) => ({ token, password, password_confirmation: password });
  const tokenIn = (text: string) => decodeURIComponent(/password-reset\?token=(\S+)/.exec(text)?.[1] ?? '');

  it('answers the same for unknown and real addresses; only a real one gets a link in its language', async () => {
    const { reset, mailer, rehearsed } = service();
    const user = await insertUser(handle.db, { locale: 'ua' });
    const before = (await handle.db.select().from(passwordResetTokens)).length;
    expect(await reset.forgot({ email: 'nobody@example.com' })).toBe(RESET_LINK_SENT);
    expect(mailer.sent).toEqual([]);
    // Equal work: the same mail is written, the mailer only rehearses it; no token is stored.
    expect(rehearsed).toHaveLength(1);
    expect((await handle.db.select().from(passwordResetTokens)).length).toBe(before);
    expect(await reset.forgot({ email: user.email })).toBe(RESET_LINK_SENT);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0].text).toContain('https://petchat.example/ua/password-reset?token=');
  });

  it('a reset sets the password, ends every session (sessionEnded each, userChanged) and lifts a lockout', async () => {
    const { reset, mailer, events, logins } = service();
    const user = await insertUser(handle.db);
    const web = await insertSession(handle.db, user.id);
    const phone = await insertSession(handle.db, user.id);
    for (let i = 0; i < limits.perClient; i++) await logins.attempt(user.email, '203.0.113.9', clock.now());
    expect((await logins.attempt(user.email, '203.0.113.9', clock.now())).allowed).toBe(false);

    await reset.forgot({ email: user.email });
    await reset.reset(input(tokenIn(mailer.sent[0].text), 'brand new secret'));

    const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(row.passwordHash, 'brand new secret')).toBe(true);
    const sessions = await handle.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);
    expect(events.events[0]).toEqual({ type: 'userChanged', userId: user.id });
    expect(events.events.slice(1)).toEqual(
      expect.arrayContaining([
        { type: 'sessionEnded', familyId: web.familyId, userId: user.id },
        { type: 'sessionEnded', familyId: phone.familyId, userId: user.id },
      ]),
    );
    expect(events.events).toHaveLength(3);
    expect((await logins.attempt(user.email, '203.0.113.9', clock.now())).allowed).toBe(true);
  });

  it('a link works once, and not after an hour; a refused token raises nothing', async () => {
    const { reset, mailer, events } = service();
    const user = await insertUser(handle.db);
    await reset.forgot({ email: user.email });
    await reset.forgot({ email: user.email });
    const [first, second] = mailer.sent.map((m) => tokenIn(m.text));
    await reset.reset(input(first, 'brand new secret'));
    const used = events.events.length;
    const bad = { statusCode: 422, errors: { token: [BAD_RESET_TOKEN] } };
    await expect(reset.reset(input(first, 'again secret'))).rejects.toMatchObject(bad);
    // The other link of the same user expired with the reset.
    await expect(reset.reset(input(second, 'again secret'))).rejects.toMatchObject(bad);

    await reset.forgot({ email: user.email });
    clock.advance(RESET_TTL_MS);
    await expect(reset.reset(input(tokenIn(mailer.sent[2].text), 'late secret'))).rejects.toMatchObject(bad);
    expect(events.events).toHaveLength(used);
  });
});
