import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSessionEvents } from '../../auth/session-events';
import { createTokenSigner, hashToken } from '../../auth/tokens';
import type { DatabaseHandle } from '../../db/client';
import { refreshTokens } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { handClock, insertSession, insertUser, memoryDatabase, recordingLog } from '../../testing/spec-support';
import { createUsersRepository } from '../users/repository';
import { createAccountsRepository } from './repository';
import { createSessionsService, INVALID_CREDENTIALS } from './sessions';
import { loginLimits, loginThrottle } from './throttle';

describe('sessions service', () => {
  let handle: DatabaseHandle;
  const clock = handClock(Date.now());
  const signer = createTokenSigner('spec-secret', 900);
  const config = { loginMaxFailures: 3, loginAccountMaxFailures: 5, loginLockMinutes: 15, refreshTokenTtlDays: 30 };
  const client = '10.0.0.1';

  beforeAll(async () => {
    handle = await memoryDatabase();
  });
  afterAll(() => handle.close());

  function service() {
    const { db } = handle;
    const events = recordSessionEvents();
    const log = recordingLog();
    const sessions = createSessionsService({
      repo: createAccountsRepository(db),
      users: createUsersRepository(db),
      signer,
      loginThrottle: loginThrottle(db, loginLimits(config)),
      events,
      log,
      now: clock.now,
      config,
    });
    return { sessions, events, log };
  }

  const rowsOfFamily = (familyId: string) =>
    handle.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId));

  it('logs in with the right password: a signed access token of a new family and a stored refresh token', async () => {
    const { sessions } = service();
    const user = await insertUser(handle.db, { password: 'right secret' });
    const result = await sessions.login({ email: user.email.toUpperCase(), password: 'right secret' }, client);
    expect(result.user.id).toBe(user.id);
    const claims = await signer.verify(result.accessToken);
    expect(claims?.userId).toBe(user.id);
    const [row] = await rowsOfFamily(claims?.familyId ?? '');
    expect(row.tokenHash).toBe(hashToken(result.refreshToken));
    expect(row.expiresAt.getTime()).toBe(clock.now().getTime() + 30 * 86_400_000);
  });

  it('refuses a wrong password with the field error, and locks the account after the budget is spent', async () => {
    const { sessions } = service();
    const user = await insertUser(handle.db, { password: 'right secret' });
    for (let i = 0; i < config.loginMaxFailures; i++) {
      const error = await sessions.login({ email: user.email, password: 'wrong' }, client).catch((e: HttpError) => e);
      expect(error).toMatchObject({ statusCode: 422, errors: { email: [INVALID_CREDENTIALS] } });
    }
    const locked = await sessions
      .login({ email: user.email, password: 'right secret' }, client)
      .catch((e: HttpError) => e);
    expect(locked).toBeInstanceOf(HttpError);
    expect((locked as HttpError).statusCode).toBe(429);
  });

  it('counts failures per account and client: the owner on another client still logs in', async () => {
    const { sessions } = service();
    const user = await insertUser(handle.db, { password: 'right secret' });
    for (let i = 0; i < config.loginMaxFailures; i++)
      await sessions.login({ email: user.email, password: 'wrong' }, '203.0.113.9').catch(() => undefined);
    const stranger = await sessions
      .login({ email: user.email, password: 'right secret' }, '203.0.113.9')
      .catch((e: HttpError) => e);
    expect((stranger as HttpError).statusCode).toBe(429);
    const owner = await sessions.login({ email: user.email, password: 'right secret' }, '198.51.100.1');
    expect(owner.user.id).toBe(user.id);
  });

  it('past the per-account ceiling every client waits, whatever its own count', async () => {
    const { sessions } = service();
    const user = await insertUser(handle.db, { password: 'right secret' });
    // Spread over many clients, each below its own budget.
    for (let i = 0; i <= config.loginAccountMaxFailures; i++)
      await sessions.login({ email: user.email, password: 'wrong' }, `192.0.2.${i}`).catch(() => undefined);
    const fresh = await sessions
      .login({ email: user.email, password: 'right secret' }, '198.51.100.2')
      .catch((e: HttpError) => e);
    expect((fresh as HttpError).statusCode).toBe(429);
    expect(Number((fresh as HttpError).headers['retry-after'])).toBeGreaterThan(0);
  });

  it('rotates a refresh token once; a replay revokes the family and raises sessionEnded', async () => {
    const { sessions, events, log } = service();
    const user = await insertUser(handle.db);
    const { familyId, refreshToken } = await insertSession(handle.db, user.id);
    const rotated = await sessions.refresh(refreshToken);
    expect(await signer.verify(rotated.accessToken)).toEqual({ userId: user.id, familyId });
    expect(events.events).toEqual([]);

    await expect(sessions.refresh(refreshToken)).rejects.toMatchObject({ statusCode: 401 });
    expect(events.events).toEqual([{ type: 'sessionEnded', familyId, userId: user.id }]);
    expect((await rowsOfFamily(familyId)).every((r) => r.revokedAt !== null)).toBe(true);
    expect(log.lines.map((l) => l.msg)).toContain('refresh token reused: the session family was revoked');
    // The rotated token died with its family.
    await expect(sessions.refresh(rotated.refreshToken)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('logout ends the access token’s session and the refresh cookie’s, each raising sessionEnded once', async () => {
    const { sessions, events } = service();
    const user = await insertUser(handle.db);
    const web = await insertSession(handle.db, user.id);
    const phone = await insertSession(handle.db, user.id);
    const ended = await sessions.logout({
      session: { userId: user.id, familyId: web.familyId },
      refreshToken: phone.refreshToken,
    });
    expect(ended).toBe(true);
    expect(events.events).toEqual([
      { type: 'sessionEnded', familyId: web.familyId, userId: user.id },
      { type: 'sessionEnded', familyId: phone.familyId, userId: user.id },
    ]);
    expect((await rowsOfFamily(phone.familyId))[0].revokedAt).not.toBeNull();
  });

  it('logout with an unknown cookie and no session ends nothing and raises nothing', async () => {
    const { sessions, events } = service();
    expect(await sessions.logout({ refreshToken: 'not-a-token' })).toBe(false);
    expect(events.events).toEqual([]);
  });
});
