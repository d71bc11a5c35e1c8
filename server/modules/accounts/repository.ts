import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens, refreshTokens, type UserRow, users } from '../../db/schema/index';

/** Drizzle only: the SQL of accounts. Every "check and change" is one atomic statement. */

/** A transaction or the database itself; both offer the same query builder. */
type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export type NewRefreshToken = typeof refreshTokens.$inferInsert;

async function findRefreshToken(db: Db, tokenHash: string) {
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return rows[0] ?? null;
}

/** Revokes the live rows of the matching sessions; answers the families it ended. */
async function revoke(db: Db, where: SQL, now: Date): Promise<string[]> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(where, isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((r) => r.familyId))];
}

export function createAccountsRepository(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const rows = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      return rows[0] ?? null;
    },

    async insertUser(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row;
    },

    /** Marks the email verified and starts the trial, once: a second call changes nothing. */
    async markVerified(userId: number, now: Date, trialEndsAt: Date): Promise<UserRow | null> {
      const rows = await db
        .update(users)
        .set({ emailVerifiedAt: now, trialEndsAt, trialMessagePending: true, updatedAt: now })
        .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
        .returning();
      return rows[0] ?? null;
    },

    /** True exactly once after verification, however many /me calls race for it. */
    async takeTrialMessage(userId: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ trialMessagePending: false })
        .where(and(eq(users.id, userId), eq(users.trialMessagePending, true)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async touchLastSeen(userId: number, now: Date): Promise<void> {
      await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, userId));
    },

    // --- refresh-token sessions -----------------------------------------------------------------

    async insertRefreshToken(row: NewRefreshToken): Promise<void> {
      await db.insert(refreshTokens).values(row);
    },

    /**
     * Exchanges a live token for `next(family)` of the same family, in one transaction: the old
     * row is marked used only while unknown to rotation, revocation and expiry. Null otherwise.
     */
    async rotateRefreshToken(
      tokenHash: string,
      now: Date,
      next: (session: { userId: number; familyId: string }) => NewRefreshToken,
    ): Promise<{ userId: number; familyId: string } | null> {
      return db.transaction(async (tx) => {
        const rows = await tx
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
        const current = rows[0];
        if (!current) return null;
        await tx.insert(refreshTokens).values(next(current));
        return current;
      });
    },

    findRefreshToken: (tokenHash: string) => findRefreshToken(db, tokenHash),

    async revokeFamily(familyId: string, now: Date): Promise<void> {
      await revoke(db, eq(refreshTokens.familyId, familyId), now);
    },

    // --- password-reset tokens ------------------------------------------------------------------

    /**
     * Forgot-password in one statement, the same whether or not the address has an account: finds
     * the user and stores the reset token's hash for them (nothing when there is no such user).
     * Returns who the link is for, or null.
     */
    async issueResetTokenForEmail(
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
    },

    async isResetTokenLive(tokenHash: string, now: Date): Promise<boolean> {
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
    },

    /**
     * One transaction: uses the token up (of two concurrent calls exactly one gets it), sets the
     * password, revokes every session of the user and expires the user's other reset links.
     * Answers the user and the sessions it ended, or null for a token not (or no longer) live.
     */
    async resetPassword(
      tokenHash: string,
      passwordHash: string,
      now: Date,
    ): Promise<{ userId: number; email: string; endedFamilies: string[] } | null> {
      return db.transaction(async (tx) => {
        const consumed = await tx
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
        const userId = consumed[0]?.userId;
        if (userId === undefined) return null;
        const [user] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: now })
          .where(eq(users.id, userId))
          .returning({ email: users.email });
        const endedFamilies = await revoke(tx, eq(refreshTokens.userId, userId), now);
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
        return { userId, email: user?.email ?? '', endedFamilies };
      });
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

/** Postgres unique violation (e.g. the email index), whether or not drizzle wrapped the error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
