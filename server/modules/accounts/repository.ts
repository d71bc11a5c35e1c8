import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens, refreshTokens, type UserRow, users } from '../../db/schema/index';

/** Drizzle only: the SQL of accounts. Every "check and change" is one atomic statement. */

/** A transaction or the database itself; both offer the same query builder. */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

/** Marks the email verified and starts the trial, once: a second call changes nothing. */
export async function markVerified(db: Db, userId: number, now: Date, trialEndsAt: Date): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: now, trialEndsAt, trialMessagePending: true, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning();
  return rows[0] ?? null;
}

/** True exactly once after verification, however many /me calls race for it. */
export async function takeTrialMessage(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ trialMessagePending: false })
    .where(and(eq(users.id, userId), eq(users.trialMessagePending, true)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function touchLastSeen(db: Db, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, userId));
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

// --- refresh-token sessions -------------------------------------------------------------------

export async function insertRefreshToken(db: Db, row: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

/** Marks a live token as used; null when it is unknown, already rotated, revoked or expired. */
export async function rotateRefreshToken(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  return rows[0] ?? null;
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return rows[0] ?? null;
}

export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

// --- password-reset tokens --------------------------------------------------------------------

export async function isResetTokenLive(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Uses a token up: of two concurrent calls with one token, exactly one gets the user id. */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<number | null> {
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return rows[0]?.userId ?? null;
}

/** After a reset, the user's other outstanding links stop working too. */
export async function expireResetTokens(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** Postgres unique violation (e.g. the email index), whether or not drizzle wrapped the error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Forgot-password in one statement, the same whether or not the address has an account: finds
 * the user and stores the reset token's hash for them (nothing when there is no such user).
 * Returns who the link is for, or null.
 */
export async function issueResetTokenForEmail(
  db: Pick<Database, 'execute'>,
  email: string,
  token: { tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<{ id: number; name: string; email: string; locale: string } | null> {
  const result = await db.execute(sql`
    WITH target AS (
      SELECT ${users.id} AS id, ${users.name} AS name, ${users.email} AS email, ${users.locale} AS locale
      FROM ${users} WHERE lower(${users.email}) = ${email.toLowerCase()} LIMIT 1
    ), issued AS (
      INSERT INTO ${passwordResetTokens} (user_id, token_hash, expires_at, created_at)
      SELECT id, ${token.tokenHash}, ${token.expiresAt.toISOString()}::timestamptz, ${token.createdAt.toISOString()}::timestamptz
      FROM target RETURNING user_id
    )
    SELECT target.* FROM target JOIN issued ON issued.user_id = target.id`);
  const row = (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0];
  return row
    ? { id: Number(row.id), name: String(row.name), email: String(row.email), locale: String(row.locale) }
    : null;
}
