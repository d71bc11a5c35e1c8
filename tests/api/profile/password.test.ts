import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../../contract/messages';
import { PROFILE_MESSAGES as P } from '../../../contract/profile';
import { verifyPassword } from '../../../server/auth/passwords';
import { refreshTokens, users } from '../../../server/db/schema/index';
import { seedUser } from '../support/users';
import { extraSession, type ProfileTestServer, startProfileServer } from './support';

describe('PATCH /update-password', () => {
  let server: ProfileTestServer;
  beforeAll(async () => {
    server = await startProfileServer();
  });
  afterAll(() => server.close());

  const change = (headers: Record<string, string>, json: unknown) =>
    server.api('/update-password', { method: 'PATCH', headers, json });
  /** Any harmless authenticated call: tells whether a session still works. */
  const sessionWorks = async (headers: Record<string, string>) =>
    (await server.api('/choose-breed', { method: 'PATCH', headers, json: { breed_id: null } })).status;
  const hashOf = async (id: number) =>
    (await server.ctx.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)))[0].h;

  it('changes the password, keeps the calling session and revokes every other one', async () => {
    const alice = await seedUser(server.ctx, { password: 'old secret 1' });
    const phone = await extraSession(server.ctx, alice.user.id);
    const laptop = await extraSession(server.ctx, alice.user.id);
    const bob = await seedUser(server.ctx);
    expect(await sessionWorks(phone.headers)).toBe(200);

    const res = await change(alice.headers, {
      old_password: 'old secret 1',
      password: 'new secret 22',
      password_confirmation: 'new secret 22',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: P.passwordChanged });

    expect(await verifyPassword(await hashOf(alice.user.id), 'new secret 22')).toBe(true);
    expect(await verifyPassword(await hashOf(alice.user.id), 'old secret 1')).toBe(false);
    expect(await sessionWorks(alice.headers)).toBe(200);
    expect(await sessionWorks(phone.headers)).toBe(401);
    expect(await sessionWorks(laptop.headers)).toBe(401);
    expect(await sessionWorks(bob.headers)).toBe(200);

    const rows = await server.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, alice.user.id));
    expect(rows.filter((r) => r.revokedAt === null).length).toBe(1);
  });

  it('422 for a wrong old password, changing nothing and revoking nothing', async () => {
    const alice = await seedUser(server.ctx, { password: 'old secret 1' });
    const phone = await extraSession(server.ctx, alice.user.id);
    const before = await hashOf(alice.user.id);
    const res = await change(alice.headers, {
      old_password: 'not my password',
      password: 'new secret 22',
      password_confirmation: 'new secret 22',
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: P.oldPasswordWrong, errors: { old_password: [P.oldPasswordWrong] } });
    expect(await hashOf(alice.user.id)).toBe(before);
    expect(await sessionWorks(phone.headers)).toBe(200);
  });

  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['a missing old password', { old_password: undefined }, 'old_password', M.oldPasswordRequired],
    ['a new password under 8', { password: 'short1', password_confirmation: 'short1' }, 'password', M.passwordMin8],
    [
      'a new password over 40',
      { password: 'p'.repeat(41), password_confirmation: 'p'.repeat(41) },
      'password',
      M.passwordMax40,
    ],
    ['a missing new password', { password: '' }, 'password', M.passwordRequired],
    [
      'a confirmation that differs',
      { password_confirmation: 'new secret 23' },
      'password_confirmation',
      M.passwordsMismatch,
    ],
    ['a missing confirmation', { password_confirmation: undefined }, 'password_confirmation', M.confirmRequired],
  ];
  for (const [label, patch, field, message] of invalid) {
    it(`422 for ${label}`, async () => {
      const alice = await seedUser(server.ctx, { password: 'old secret 1' });
      const before = await hashOf(alice.user.id);
      const res = await change(alice.headers, {
        old_password: 'old secret 1',
        password: 'new secret 22',
        password_confirmation: 'new secret 22',
        ...patch,
      });
      expect(res.status).toBe(422);
      expect((await res.json()).errors[field]).toContain(message);
      expect(await hashOf(alice.user.id)).toBe(before);
    });
  }

  it('accepts an old password shorter than 8 (a reset allows 6)', async () => {
    const alice = await seedUser(server.ctx, { password: 'six666' });
    const res = await change(alice.headers, {
      old_password: 'six666',
      password: 'longer secret',
      password_confirmation: 'longer secret',
    });
    expect(res.status).toBe(200);
  });

  it('limits old-password guesses per account (429 after 10 tries in 15 minutes)', async () => {
    const alice = await seedUser(server.ctx, { password: 'old secret 1' });
    const guess = () =>
      change(alice.headers, {
        old_password: 'guess guess',
        password: 'new secret 22',
        password_confirmation: 'new secret 22',
      });
    for (let i = 0; i < 10; i++) expect((await guess()).status).toBe(422);
    const limited = await guess();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account is not affected.
    const bob = await seedUser(server.ctx, { password: 'old secret 1' });
    expect(
      (
        await change(bob.headers, {
          old_password: 'old secret 1',
          password: 'new secret 22',
          password_confirmation: 'new secret 22',
        })
      ).status,
    ).toBe(200);
  });

  it("only changes the caller's password", async () => {
    const alice = await seedUser(server.ctx, { password: 'old secret 1' });
    const bob = await seedUser(server.ctx, { password: 'old secret 1' });
    const bobBefore = await hashOf(bob.user.id);
    await change(alice.headers, {
      old_password: 'old secret 1',
      password: 'new secret 22',
      password_confirmation: 'new secret 22',
      user_id: bob.user.id,
    });
    expect(await hashOf(bob.user.id)).toBe(bobBefore);
  });

  it('401 without a token, 403 when unverified', async () => {
    const body = { old_password: 'old secret 1', password: 'new secret 22', password_confirmation: 'new secret 22' };
    expect((await change({}, body)).status).toBe(401);
    const unverified = await seedUser(server.ctx, { verified: false, password: 'old secret 1' });
    expect((await change(unverified.headers, body)).status).toBe(403);
  });
});
