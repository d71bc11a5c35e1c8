import { randomInt } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Database } from '../../db/client';
import { type CodePurpose, verificationCodes } from '../../db/schema/index';

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

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Replaces the user's code for `purpose` with a fresh one (attempts back to 0), unless one was
 * sent less than 120 s ago. The cooldown check and the replacement are one upsert, so two
 * simultaneous resends cannot both mail a code. Only an argon2id hash of the code is stored:
 * a leaked table does not reveal live codes.
 */
export async function issueCode(
  db: Database,
  opts: { userId: number; purpose: CodePurpose; email: string; now: Date },
): Promise<IssueResult> {
  const code = generateCode();
  const codeHash = await hashPassword(code);
  const { now } = opts;
  const values = {
    userId: opts.userId,
    purpose: opts.purpose,
    email: opts.email,
    codeHash,
    attempts: 0,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    sentAt: now,
  };
  const rows = await db
    .insert(verificationCodes)
    .values(values)
    .onConflictDoUpdate({
      target: [verificationCodes.userId, verificationCodes.purpose],
      set: { email: values.email, codeHash, attempts: 0, expiresAt: values.expiresAt, sentAt: now },
      setWhere: sql`${verificationCodes.sentAt} <= ${ts(new Date(now.getTime() - CODE_RESEND_COOLDOWN_MS))}`,
    })
    .returning({ id: verificationCodes.id });
  if (rows.length > 0) return { issued: true, code };
  const current = await findCode(db, opts.userId, opts.purpose);
  const readyAt = (current?.sentAt.getTime() ?? now.getTime()) + CODE_RESEND_COOLDOWN_MS;
  return { issued: false, retryAfterSeconds: Math.max(1, Math.ceil((readyAt - now.getTime()) / 1000)) };
}

export type CheckResult =
  | { ok: true; email: string }
  | { ok: false; reason: 'wrong' | 'expired' | 'missing' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

/**
 * Checks a code. The attempt is counted first, in one statement that only succeeds while fewer
 * than 5 attempts were made, so even 50 simultaneous guesses get at most 5 comparisons; after
 * that even the right code is refused until a new one is issued. A right code is deleted, so it
 * works once.
 */
export async function checkCode(
  db: Database,
  opts: { userId: number; purpose: CodePurpose; code: string; now: Date },
): Promise<CheckResult> {
  const { now } = opts;
  const owner = and(eq(verificationCodes.userId, opts.userId), eq(verificationCodes.purpose, opts.purpose));
  const [attempt] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(owner, lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS), gt(verificationCodes.expiresAt, now)))
    .returning();
  if (!attempt) {
    const current = await findCode(db, opts.userId, opts.purpose);
    if (!current) return { ok: false, reason: 'missing' };
    if (current.expiresAt <= now) return { ok: false, reason: 'expired' };
    const readyAt = current.sentAt.getTime() + CODE_RESEND_COOLDOWN_MS;
    return { ok: false, reason: 'locked', retryAfterSeconds: Math.max(1, Math.ceil((readyAt - now.getTime()) / 1000)) };
  }
  if (!(await verifyPassword(attempt.codeHash, opts.code))) return { ok: false, reason: 'wrong' };
  const used = await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.id, attempt.id), eq(verificationCodes.codeHash, attempt.codeHash)))
    .returning({ email: verificationCodes.email });
  // A concurrent check with the same right code, or a resend in between, got there first.
  return used[0] ? { ok: true, email: used[0].email } : { ok: false, reason: 'wrong' };
}

async function findCode(db: Database, userId: number, purpose: CodePurpose) {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .limit(1);
  return rows[0] ?? null;
}
