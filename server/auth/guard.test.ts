import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { friendships, refreshTokens, users } from '../db/schema/index';
import { HttpError } from '../http/errors';
import { createCachedFriendIds } from '../modules/users/cached-friends';
import { insertSession, insertUser, memoryDatabase } from '../testing/spec-support';
import { createGuards } from './guard';
import { SessionCache } from './session-cache';
import { createSessionEvents } from './session-events';
import { invalidateCacheOnSessionEvents } from './session-subscribers';
import { createTokenSigner } from './tokens';

/**
 * The guards of every route (`signedIn`, `verified`) serve the session's user row from the
 * session cache for at most `authCacheMaxAgeMs` (AUTH_CACHE_TTL_MS). The clock here only moves
 * by hand, so whatever this process changes must reach the guards through the session events
 * alone; a change behind its back (another instance, a hand edit) shows once the age is passed.
 */
describe('guards over the session cache', () => {
  const MAX_AGE = 1000;
  let database: DatabaseHandle;
  const signer = createTokenSigner('guard-spec', 900);
  let now = 1_000_000;

  beforeAll(async () => {
    database = await memoryDatabase();
  });
  afterAll(() => database.close());

  function setup(authCacheMaxAgeMs = MAX_AGE) {
    const cache = new SessionCache({ ttlMs: 30_000, now: () => now, schedule: () => () => {} });
    const events = createSessionEvents();
    invalidateCacheOnSessionEvents(events, cache);
    const guards = createGuards(database.db, signer, cache, { authCacheMaxAgeMs });
    const friendIds = createCachedFriendIds({ db: database.db, cache, maxAgeMs: authCacheMaxAgeMs });
    return { cache, events, guards, friendIds };
  }

  async function session(fields: Parameters<typeof insertUser>[1] = {}) {
    const user = await insertUser(database.db, fields);
    const { familyId } = await insertSession(database.db, user.id);
    const token = await signer.sign({ userId: user.id, familyId });
    return { user, familyId, token };
  }

  /** Runs a guard as fastify would; the status it refused with, or the request it let through. */
  async function pass(
    guard: preHandlerAsyncHookHandler,
    token: string,
  ): Promise<{ status: number; request: FastifyRequest }> {
    const request = { headers: { authorization: `Bearer ${token}` } } as FastifyRequest;
    try {
      await guard.call({} as FastifyInstance, request, {} as FastifyReply);
      return { status: 200, request };
    } catch (error) {
      if (error instanceof HttpError) return { status: error.statusCode, request };
      throw error;
    }
  }

  const revokeBehindTheBack = (familyId: string) =>
    database.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, familyId));

  it('`cached.verifiedWith` starts its read for the session the token names, and refuses as `cached.verified` does', async () => {
    const { guards } = setup();
    const started: Array<{ userId: number; familyId: string }> = [];
    const guard = guards.cached.verifiedWith((key) => started.push(key));
    const s = await session();
    expect((await pass(guard, s.token)).status).toBe(200);
    expect(started).toEqual([{ userId: s.user.id, familyId: s.familyId }]);
    // A forged token starts nothing; a revoked session still gets its 401 from the database.
    expect((await pass(guard, `${s.token}x`)).status).toBe(401);
    expect(started).toHaveLength(1);
    const gone = await session();
    await database.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(now) })
      .where(eq(refreshTokens.familyId, gone.familyId));
    expect((await pass(guard, gone.token)).status).toBe(401);
    const unverified = await session({ emailVerifiedAt: null });
    expect((await pass(guard, unverified.token)).status).toBe(403);
  });

  it('serves the session from memory: a revocation no event announces shows once the age is passed', async () => {
    const { guards } = setup();
    const s = await session();
    expect((await pass(guards.signedIn, s.token)).status).toBe(200);
    await revokeBehindTheBack(s.familyId);
    expect((await pass(guards.verified, s.token)).request.auth?.fromCache).toBe(true);
    now += MAX_AGE;
    expect((await pass(guards.signedIn, s.token)).status).toBe(401);
    expect((await pass(guards.verified, s.token)).status).toBe(401);
  });

  it('logout (sessionEnded) refuses the session at once, and only that session', async () => {
    const { guards, events } = setup();
    const s = await session();
    const { familyId: phoneFamily } = await insertSession(database.db, s.user.id);
    const phone = await signer.sign({ userId: s.user.id, familyId: phoneFamily });
    expect((await pass(guards.verified, s.token)).status).toBe(200);
    expect((await pass(guards.verified, phone)).status).toBe(200);
    await revokeBehindTheBack(s.familyId);
    events.sessionEnded(s.familyId, s.user.id);
    expect((await pass(guards.verified, s.token)).status).toBe(401);
    expect((await pass(guards.verified, phone)).status).toBe(200);
  });

  it('a ban (every session ended, the user changed) refuses every session of the user at once', async () => {
    const { guards, events } = setup();
    const s = await session();
    const { familyId: phoneFamily } = await insertSession(database.db, s.user.id);
    const phone = await signer.sign({ userId: s.user.id, familyId: phoneFamily });
    expect((await pass(guards.signedIn, s.token)).status).toBe(200);
    expect((await pass(guards.signedIn, phone)).status).toBe(200);
    // What the moderation service does: revoke every family, then raise the events.
    await database.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.userId, s.user.id));
    events.sessionEnded(s.familyId, s.user.id);
    events.sessionEnded(phoneFamily, s.user.id);
    events.userChanged(s.user.id);
    expect((await pass(guards.signedIn, s.token)).status).toBe(401);
    expect((await pass(guards.signedIn, phone)).status).toBe(401);
  });

  it('a password change ends the other sessions at once and shows the new row to the one that made it', async () => {
    const { guards, events } = setup();
    const s = await session();
    const { familyId: phoneFamily } = await insertSession(database.db, s.user.id);
    const phone = await signer.sign({ userId: s.user.id, familyId: phoneFamily });
    expect((await pass(guards.signedIn, s.token)).status).toBe(200);
    expect((await pass(guards.signedIn, phone)).status).toBe(200);
    await database.db.update(users).set({ passwordHash: 'changed' }).where(eq(users.id, s.user.id));
    await revokeBehindTheBack(phoneFamily);
    events.sessionEnded(phoneFamily, s.user.id);
    events.userChanged(s.user.id);
    expect((await pass(guards.signedIn, phone)).status).toBe(401);
    const own = await pass(guards.signedIn, s.token);
    expect(own.status).toBe(200);
    expect(own.request.auth?.user.passwordHash).toBe('changed');
    expect(own.request.auth?.fromCache).toBeUndefined();
  });

  it('never refuses on a cached unverified row: verification by another instance lets the user in at once', async () => {
    const { guards } = setup();
    const s = await session({ verified: false });
    expect((await pass(guards.verified, s.token)).status).toBe(403);
    expect((await pass(guards.signedIn, s.token)).request.auth?.fromCache).toBe(true);
    await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, s.user.id));
    expect((await pass(guards.verified, s.token)).status).toBe(200);
  });

  it('an age of 0 reads the database on every request', async () => {
    const { guards } = setup(0);
    const s = await session();
    expect((await pass(guards.signedIn, s.token)).request.auth?.fromCache).toBeUndefined();
    await revokeBehindTheBack(s.familyId);
    expect((await pass(guards.signedIn, s.token)).status).toBe(401);
  });

  it('friend ids come from the cache and follow userChanged at once', async () => {
    const { friendIds, events } = setup();
    const s = await session();
    const friend = await insertUser(database.db);
    expect(await friendIds(s.user.id, s.familyId)).toEqual([]);
    await database.db.insert(friendships).values([
      { userId: s.user.id, friendId: friend.id },
      { userId: friend.id, friendId: s.user.id },
    ]);
    // Not announced: still the cached list until the age has passed.
    expect(await friendIds(s.user.id, s.familyId)).toEqual([]);
    events.userChanged(s.user.id);
    expect(await friendIds(s.user.id, s.familyId)).toEqual([friend.id]);
    await database.db.delete(friendships).where(eq(friendships.userId, s.user.id));
    now += MAX_AGE;
    expect(await friendIds(s.user.id, s.familyId)).toEqual([]);
  });
});
