import { randomInt } from 'node:crypto';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { CodePurpose } from '../../db/schema/index';
import type { CodeRepository } from './code-repository';

/**
 * Six-character one-time codes (email verification, email change). Capitals and digits without
 * look-alikes (0/O, 1/I/L): 31^6 ≈ 887 million codes, easy to read from a mail and type.
 */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_COOLDOWN_MS = 120_000;

export function generateCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export type IssueResult = { issued: true; code: string } | { issued: false; retryAfterSeconds: number };

export type CheckResult =
  | { ok: true; email: string }
  | { ok: false; reason: 'wrong' | 'expired' | 'missing' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

export interface CodesDeps {
  repo: CodeRepository;
  now: () => Date;
}

const secondsUntil = (readyAt: number, now: Date) => Math.max(1, Math.ceil((readyAt - now.getTime()) / 1000));

/** One-time codes, shared by the accounts (verify_email) and profile (change_email) modules. */
export function createCodes({ repo, now: clock }: CodesDeps) {
  return {
    /**
     * Replaces the user's code for `purpose` with a fresh one (attempts back to 0), unless one was
     * sent less than 120 s ago. The cooldown check and the replacement are one upsert, so two
     * simultaneous resends cannot both mail a code. Only an argon2id hash of the code is stored:
     * a leaked table does not reveal live codes.
     */
    async issue(opts: { userId: number; purpose: CodePurpose; email: string }): Promise<IssueResult> {
      const code = generateCode();
      const codeHash = await hashPassword(code);
      const now = clock();
      const stored = await repo.replaceIfSentBefore(
        { ...opts, codeHash, expiresAt: new Date(now.getTime() + CODE_TTL_MS), sentAt: now },
        new Date(now.getTime() - CODE_RESEND_COOLDOWN_MS),
      );
      if (stored) return { issued: true, code };
      const current = await repo.find(opts);
      const readyAt = (current?.sentAt.getTime() ?? now.getTime()) + CODE_RESEND_COOLDOWN_MS;
      return { issued: false, retryAfterSeconds: secondsUntil(readyAt, now) };
    },

    /**
     * Checks a code. The attempt is counted first, in one statement that only succeeds while fewer
     * than 5 attempts were made, so even 50 simultaneous guesses get at most 5 comparisons; after
     * that even the right code is refused until a new one is issued. A right code is deleted, so it
     * works once.
     */
    async check(opts: { userId: number; purpose: CodePurpose; code: string }): Promise<CheckResult> {
      const now = clock();
      const attempt = await repo.takeAttempt(opts, CODE_MAX_ATTEMPTS, now);
      if (!attempt) {
        const current = await repo.find(opts);
        if (!current) return { ok: false, reason: 'missing' };
        if (current.expiresAt <= now) return { ok: false, reason: 'expired' };
        return {
          ok: false,
          reason: 'locked',
          retryAfterSeconds: secondsUntil(current.sentAt.getTime() + CODE_RESEND_COOLDOWN_MS, now),
        };
      }
      if (!(await verifyPassword(attempt.codeHash, opts.code))) return { ok: false, reason: 'wrong' };
      const email = await repo.consume(attempt.id, attempt.codeHash);
      // A concurrent check with the same right code, or a resend in between, got there first.
      return email !== null ? { ok: true, email } : { ok: false, reason: 'wrong' };
    },

    /** Withdraws a pending code (its mail could not be sent). */
    withdraw(opts: { userId: number; purpose: CodePurpose }): Promise<void> {
      return repo.remove(opts);
    },
  };
}
export type Codes = ReturnType<typeof createCodes>;
