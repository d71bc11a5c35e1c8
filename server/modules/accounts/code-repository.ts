import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type CodePurpose, verificationCodes } from '../../db/schema/index';

/** The SQL of one-time codes (`verification_codes`). Each "check and change" is one statement. */

export interface CodeKey {
  userId: number;
  purpose: CodePurpose;
}

export interface NewCode extends CodeKey {
  email: string;
  codeHash: string;
  expiresAt: Date;
  sentAt: Date;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export function createCodeRepository(db: Database) {
  const owner = (key: CodeKey) =>
    and(eq(verificationCodes.userId, key.userId), eq(verificationCodes.purpose, key.purpose));

  return {
    /**
     * Stores the code, replacing the user's code for the purpose (attempts back to 0), unless that
     * one was sent after `sentBefore`. One upsert: two simultaneous resends cannot both succeed.
     */
    async replaceIfSentBefore(code: NewCode, sentBefore: Date): Promise<boolean> {
      const rows = await db
        .insert(verificationCodes)
        .values({ ...code, attempts: 0 })
        .onConflictDoUpdate({
          target: [verificationCodes.userId, verificationCodes.purpose],
          set: {
            email: code.email,
            codeHash: code.codeHash,
            attempts: 0,
            expiresAt: code.expiresAt,
            sentAt: code.sentAt,
          },
          setWhere: sql`${verificationCodes.sentAt} <= ${ts(sentBefore)}`,
        })
        .returning({ id: verificationCodes.id });
      return rows.length > 0;
    },

    /** Counts one attempt on a live code with fewer than `maxAttempts` so far; the code, or null. */
    async takeAttempt(key: CodeKey, maxAttempts: number, now: Date) {
      const [attempt] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(and(owner(key), lt(verificationCodes.attempts, maxAttempts), gt(verificationCodes.expiresAt, now)))
        .returning();
      return attempt ?? null;
    },

    /** Deletes the code if it is still this one (same id and hash); its email, or null. */
    async consume(id: number, codeHash: string): Promise<string | null> {
      const used = await db
        .delete(verificationCodes)
        .where(and(eq(verificationCodes.id, id), eq(verificationCodes.codeHash, codeHash)))
        .returning({ email: verificationCodes.email });
      return used[0]?.email ?? null;
    },

    async find(key: CodeKey) {
      const rows = await db.select().from(verificationCodes).where(owner(key)).limit(1);
      return rows[0] ?? null;
    },

    async remove(key: CodeKey): Promise<void> {
      await db.delete(verificationCodes).where(owner(key));
    },
  };
}
export type CodeRepository = ReturnType<typeof createCodeRepository>;
