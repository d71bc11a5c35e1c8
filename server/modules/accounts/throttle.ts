import { hashToken } from '../../auth/tokens';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { deleteAccountThrottles, deleteThrottleKeys, takeCeilingSlot, takeWindowSlot } from './throttle-repository';

export interface ThrottleRule {
  /** e.g. 'login' or 'forgot'; combined with the subject into the key. */
  scope: string;
  max: number;
  windowMs: number;
}

export type ThrottleResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const keyOf = (scope: string, subject: string) => hashToken(`${scope}:${subject.toLowerCase()}`);
const accountOf = (email: string) => hashToken(`account:${email.trim().toLowerCase()}`);
const retryAfter = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/**
 * Fixed-window counter kept in the database, shared by every server process. `hit` takes one
 * slot atomically, so N simultaneous callers get at most `max` passes between them.
 */
export async function hitThrottle(
  db: Database,
  rule: ThrottleRule,
  subject: string,
  now: Date,
): Promise<ThrottleResult> {
  const until = await takeWindowSlot(db, {
    key: keyOf(rule.scope, subject),
    account: null,
    max: rule.max,
    windowMs: rule.windowMs,
    now,
  });
  return until ? { allowed: false, retryAfterSeconds: retryAfter(until, now) } : { allowed: true };
}

export interface LoginLimits {
  /** Failures per account and client within the window before that client gets 429. */
  perClient: number;
  /** Failures per account (all clients) before every attempt waits a growing delay. */
  accountCeiling: number;
  windowMs: number;
  /** First delay past the ceiling; doubles with each further failure, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const loginLimits = (
  config: Pick<AppConfig, 'loginMaxFailures' | 'loginAccountMaxFailures' | 'loginLockMinutes'>,
): LoginLimits => ({
  perClient: config.loginMaxFailures,
  accountCeiling: config.loginAccountMaxFailures,
  windowMs: config.loginLockMinutes * 60_000,
  baseDelayMs: 1000,
  maxDelayMs: config.loginLockMinutes * 60_000,
});

/**
 * Failed logins, counted per account **and** client address: ten wrong passwords from one client
 * lock that client out of that account, not the owner on another one. A guesser spread over many
 * addresses meets the per-account ceiling instead: past it, every attempt (from anywhere) waits
 * a delay that doubles with each failure. Each attempt takes its slots before the password is
 * checked (parallel guesses cannot exceed the budget); a success gives them back.
 */
export function loginThrottle(db: Database, limits: LoginLimits) {
  const keys = (email: string, client: string) => ({
    account: accountOf(email),
    perClient: keyOf('login', `${email.trim()}|${client}`),
    ceiling: keyOf('login-account', email.trim()),
  });
  return {
    async attempt(email: string, client: string, now: Date): Promise<ThrottleResult> {
      const k = keys(email, client);
      const clientUntil = await takeWindowSlot(db, {
        key: k.perClient,
        account: k.account,
        max: limits.perClient,
        windowMs: limits.windowMs,
        now,
      });
      if (clientUntil) return { allowed: false, retryAfterSeconds: retryAfter(clientUntil, now) };
      const accountUntil = await takeCeilingSlot(db, {
        key: k.ceiling,
        account: k.account,
        ceiling: limits.accountCeiling,
        windowMs: limits.windowMs,
        baseDelayMs: limits.baseDelayMs,
        maxDelayMs: limits.maxDelayMs,
        now,
      });
      if (accountUntil) return { allowed: false, retryAfterSeconds: retryAfter(accountUntil, now) };
      return { allowed: true };
    },
    /** A correct password: this client's failures and the account's count are forgiven. */
    async succeeded(email: string, client: string): Promise<void> {
      const k = keys(email, client);
      await deleteThrottleKeys(db, [k.perClient, k.ceiling]);
    },
    /** Whoever can read the mailbox may sign in again at once, from any client (password reset). */
    async reset(email: string): Promise<void> {
      await deleteAccountThrottles(db, accountOf(email));
    },
  };
}
