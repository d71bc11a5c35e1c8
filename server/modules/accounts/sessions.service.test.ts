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
import { createSessionsService, INVALID_CREDENTIALS, type Throttle } from './sessions';
import { clearThrottle, hitThrottle } from './throttle';

describe('sessions service', () => {
  let handle: DatabaseHandle;
  const clock = handClock(Date.now());
  const signer = createTokenSigner('spec-secret', 900);
  const config = { loginMaxFailures: 3, loginLockMinutes: 15, refreshTokenTtlDays: 30 };

  beforeAll(async () => {
    handle = await memoryDatabase();
  });
  afterAll(() => handle.close());

  function service() {
    const { db } = handle;
    const events = recordSessionEvents();
    const log = recordingLog();
    const throttle: Throttle = {
      hit: (rule, subject, at) => hitThrottle(db, rule, subject, at),
      clear: (rule, subject) => clearThrottle(db, rule, subject),
    };
    const sessions = createSessionsService({
      repo: createAccountsRepository(db),
      users: createUsersRepository(db),
      signer,
      throttle,
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
    const result = await sessions.login({ email: user.email.toUpperCase(), password: 'right secret' });
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
      const error = await sessions.login({ email: user.email, password: 'wrong' }).catch((e: HttpError) => e);
      expect(error).toMatchObject({ statusCode: 422, errors: { email: [INVALID_CREDENTIALS] } });
    }
    const locked = await sessions.login({ email: user.email, password: 'right secret' }).catch((e: HttpError) => e);
    expect(locked).toBeInstanceOf(HttpError);
    expect((locked as HttpError).statusCode).toBe(429);
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
