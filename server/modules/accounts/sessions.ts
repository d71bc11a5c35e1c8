import { randomUUID } from 'node:crypto';
import type { LoginInput } from '../../../contract/auth';
import type { UserView } from '../../../contract/user';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { hashToken, randomToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema/index';
import { tooManyRequests, unauthorized, unprocessable } from '../../http/errors';
import { loadUserView } from '../users/repository';
import {
  type Db,
  findRefreshToken,
  findUserByEmail,
  insertRefreshToken,
  revokeFamily,
  rotateRefreshToken,
} from './repository';
import { loginLimits, loginThrottle } from './throttle';

export const INVALID_CREDENTIALS = 'These credentials do not match our records.';
const SESSION_ENDED = 'Your session has ended. Please log in again.';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export const loginThrottleOf = (ctx: Pick<AppContext, 'db' | 'config'>) =>
  loginThrottle(ctx.db, loginLimits(ctx.config));

// Unknown emails are checked against this hash, so they cost the same argon2 time as real ones.
let dummyHash: Promise<string> | null = null;

async function passwordMatches(user: UserRow | null, password: string): Promise<boolean> {
  if (user) return verifyPassword(user.passwordHash, password);
  dummyHash ??= hashPassword(randomToken());
  await verifyPassword(await dummyHash, password);
  return false;
}

async function newRefreshToken(ctx: AppContext, db: Db, userId: number, familyId: string, now: Date): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + ctx.config.refreshTokenTtlDays * 86_400_000);
  await insertRefreshToken(db, {
    id: randomUUID(),
    userId,
    familyId,
    tokenHash: hashToken(token),
    expiresAt,
    createdAt: now,
  });
  return token;
}

/** A new session (refresh-token family) for a user who just proved who they are. */
export async function startSession(ctx: AppContext, userId: number): Promise<SessionTokens> {
  const familyId = randomUUID();
  const refreshToken = await newRefreshToken(ctx, ctx.db, userId, familyId, ctx.now());
  return { accessToken: await ctx.signer.sign({ userId, familyId }), refreshToken };
}

/**
 * Each attempt first takes a slot of this client's failure budget for the account and of the
 * account's ceiling (atomic, see throttle.ts), so parallel guesses cannot exceed them; a success
 * gives them back. When a budget is spent, even the right password waits: from that client for
 * the window to end, or from anywhere for the account's current delay.
 */
export async function login(
  ctx: AppContext,
  input: LoginInput,
  client: string,
): Promise<SessionTokens & { user: UserView }> {
  const now = ctx.now();
  const throttle = loginThrottleOf(ctx);
  const gate = await throttle.attempt(input.email, client, now);
  if (!gate.allowed)
    throw tooManyRequests(gate.retryAfterSeconds, 'Too many failed login attempts. Please try again later.');
  const user = await findUserByEmail(ctx.db, input.email);
  if (!(await passwordMatches(user, input.password)) || !user)
    throw unprocessable(INVALID_CREDENTIALS, { email: [INVALID_CREDENTIALS] });
  await throttle.succeeded(input.email, client);
  const session = await startSession(ctx, user.id);
  return { ...session, user: await loadUserView(ctx.db, user, now) };
}

/**
 * Rotation: a live token is exchanged for a new one of the same family, once. Presenting a token
 * that was already exchanged means two parties hold it (theft or replay), so the whole family
 * is revoked: the thief's and the owner's tokens, and access tokens bound to the family. There
 * is deliberately no grace window; the client serialises its refreshes.
 */
export async function refreshSession(ctx: AppContext, presented: string): Promise<SessionTokens> {
  const now = ctx.now();
  const tokenHash = hashToken(presented);
  const rotated = await ctx.db.transaction(async (tx) => {
    const current = await rotateRefreshToken(tx, tokenHash, now);
    if (!current) return null;
    const refreshToken = await newRefreshToken(ctx, tx, current.userId, current.familyId, now);
    return { ...current, refreshToken };
  });
  if (rotated)
    return {
      accessToken: await ctx.signer.sign({ userId: rotated.userId, familyId: rotated.familyId }),
      refreshToken: rotated.refreshToken,
    };

  const known = await findRefreshToken(ctx.db, tokenHash);
  if (known?.rotatedAt && !known.revokedAt) {
    await revokeFamily(ctx.db, known.familyId, now);
    ctx.sessionCache.invalidate({ familyId: known.familyId });
    ctx.log.warn({ userId: known.userId }, 'refresh token reused: the session family was revoked');
  }
  throw unauthorized(SESSION_ENDED);
}

/** Ends the session of the access token and/or of the refresh cookie. False if neither was known. */
export async function logout(
  ctx: AppContext,
  opts: { familyId?: string; refreshToken?: string | null },
): Promise<boolean> {
  const now = ctx.now();
  let ended = false;
  if (opts.familyId) {
    await revokeFamily(ctx.db, opts.familyId, now);
    ctx.sessionCache.invalidate({ familyId: opts.familyId });
    ended = true;
  }
  if (opts.refreshToken) {
    const row = await findRefreshToken(ctx.db, hashToken(opts.refreshToken));
    if (row) {
      if (row.familyId !== opts.familyId) {
        await revokeFamily(ctx.db, row.familyId, now);
        ctx.sessionCache.invalidate({ familyId: row.familyId });
      }
      ended = true;
    }
  }
  return ended;
}
