import { randomUUID } from 'node:crypto';
import type { LoginInput } from '../../../contract/auth';
import type { UserView } from '../../../contract/user';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { SessionEvents } from '../../auth/session-events';
import { hashToken, randomToken, type TokenSigner } from '../../auth/tokens';
import type { AppConfig } from '../../config';
import type { UserRow } from '../../db/schema/index';
import { tooManyRequests, unauthorized, unprocessable } from '../../http/errors';
import type { AppealTokens } from '../moderation/appeal-token';
import { accountClosed } from '../moderation/service';
import type { UsersRepository } from '../users/repository';
import type { AccountsRepository } from './repository';
import type { ThrottleResult, ThrottleRule } from './throttle';

export const INVALID_CREDENTIALS = 'These credentials do not match our records.';
const SESSION_ENDED = 'Your session has ended. Please log in again.';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** The fixed-window budgets of throttle.ts (forgot-password), bound to the database. */
export interface Throttle {
  hit(rule: ThrottleRule, subject: string, now: Date): Promise<ThrottleResult>;
}

/**
 * Failed logins per account and client, plus the account's ceiling (throttle.ts `loginThrottle`,
 * bound to the database and the configured limits).
 */
export interface LoginThrottle {
  attempt(email: string, client: string, now: Date): Promise<ThrottleResult>;
  succeeded(email: string, client: string): Promise<void>;
  reset(email: string): Promise<void>;
}

export interface SessionsDeps {
  repo: AccountsRepository;
  /** Signs the appeal token of a banned login's refusal (moderation/appeal-token.ts). */
  appealTokens?: Pick<AppealTokens, 'issue'>;
  users: Pick<UsersRepository, 'view'>;
  signer: Pick<TokenSigner, 'sign'>;
  loginThrottle: Pick<LoginThrottle, 'attempt' | 'succeeded'>;
  events: Pick<SessionEvents, 'sessionEnded'>;
  log: { warn(obj: object, msg: string): void };
  now: () => Date;
  config: Pick<AppConfig, 'refreshTokenTtlDays'>;
}

// Unknown emails are checked against this hash, so they cost the same argon2 time as real ones.
let dummyHash: Promise<string> | null = null;

async function passwordMatches(user: UserRow | null, password: string): Promise<boolean> {
  if (user) return verifyPassword(user.passwordHash, password);
  dummyHash ??= hashPassword(randomToken());
  await verifyPassword(await dummyHash, password);
  return false;
}

/** Sessions: login, refresh-token rotation with reuse detection, logout. */
export function createSessionsService({
  repo,
  users,
  signer,
  loginThrottle,
  events,
  log,
  now,
  config,
  appealTokens,
}: SessionsDeps) {
  /** A refresh-token row of the family, valid for the configured days; the token itself only here. */
  function newRefreshToken(userId: number, familyId: string, at: Date) {
    const token = randomToken();
    const row = {
      id: randomUUID(),
      userId,
      familyId,
      tokenHash: hashToken(token),
      expiresAt: new Date(at.getTime() + config.refreshTokenTtlDays * 86_400_000),
      createdAt: at,
    };
    return { token, row };
  }

  /** A new session (refresh-token family) for a user who just proved who they are. */
  async function startSession(userId: number): Promise<SessionTokens> {
    const familyId = randomUUID();
    const { token, row } = newRefreshToken(userId, familyId, now());
    await repo.insertRefreshToken(row);
    return { accessToken: await signer.sign({ userId, familyId }), refreshToken: token };
  }

  return {
    startSession,

    /**
     * Each attempt first takes a slot of this client's failure budget for the account and of the
     * account's ceiling (atomic, see throttle.ts), so parallel guesses cannot exceed them; a success
     * gives them back. When a budget is spent, even the right password waits: from that client for
     * the window to end, or from anywhere for the account's current delay. `client` is the
     * caller's address (the route passes request.ip).
     */
    async login(input: LoginInput, client: string): Promise<SessionTokens & { user: UserView }> {
      const at = now();
      const gate = await loginThrottle.attempt(input.email, client, at);
      if (!gate.allowed)
        throw tooManyRequests(
          gate.retryAfterSeconds,
          'Too many failed login attempts. Please try again later.',
          'too_many_logins',
        );
      const user = await repo.findUserByEmail(input.email);
      if (!(await passwordMatches(user, input.password)) || !user)
        throw unprocessable(INVALID_CREDENTIALS, { email: [INVALID_CREDENTIALS] });
      await loginThrottle.succeeded(input.email, client);
      // Told only to whoever knows the password: a suspended or banned account learns why.
      // A banned account also gets the token of its one appeal (docs/decisions.md "Appeals").
      const appealToken = user.bannedAt
        ? appealTokens?.issue({ userId: user.id, banAt: user.bannedAt }, at)
        : undefined;
      const closed = accountClosed(user, at, appealToken);
      if (closed) throw closed;
      const session = await startSession(user.id);
      return { ...session, user: await users.view(user, at) };
    },

    /**
     * Rotation: a live token is exchanged for a new one of the same family, once. Presenting a token
     * that was already exchanged means two parties hold it (theft or replay), so the whole family
     * is revoked: the thief's and the owner's tokens, and access tokens bound to the family. There
     * is deliberately no grace window; the client serialises its refreshes.
     */
    async refresh(presented: string): Promise<SessionTokens> {
      const at = now();
      const tokenHash = hashToken(presented);
      let refreshToken = '';
      const rotated = await repo.rotateRefreshToken(tokenHash, at, ({ userId, familyId }) => {
        const next = newRefreshToken(userId, familyId, at);
        refreshToken = next.token;
        return next.row;
      });
      if (rotated) return { accessToken: await signer.sign(rotated), refreshToken };

      const known = await repo.findRefreshToken(tokenHash);
      if (known?.rotatedAt && !known.revokedAt) {
        await repo.revokeFamily(known.familyId, at);
        events.sessionEnded(known.familyId, known.userId);
        log.warn({ userId: known.userId }, 'refresh token reused: the session family was revoked');
      }
      throw unauthorized(SESSION_ENDED);
    },

    /** Ends the session of the access token and/or of the refresh cookie. False if neither was known. */
    async logout(opts: { session?: { userId: number; familyId: string }; refreshToken?: string | null }) {
      const at = now();
      let ended = false;
      if (opts.session) {
        await repo.revokeFamily(opts.session.familyId, at);
        events.sessionEnded(opts.session.familyId, opts.session.userId);
        ended = true;
      }
      if (opts.refreshToken) {
        const row = await repo.findRefreshToken(hashToken(opts.refreshToken));
        if (row) {
          if (row.familyId !== opts.session?.familyId) {
            await repo.revokeFamily(row.familyId, at);
            events.sessionEnded(row.familyId, row.userId);
          }
          ended = true;
        }
      }
      return ended;
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
