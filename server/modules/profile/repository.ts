import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type BreedRow, breeds, chatBreedChoices, refreshTokens, type UserRow, users } from '../../db/schema/index';

/** Drizzle only: the SQL of profile changes. */
export function createProfileRepository(db: Database) {
  return {
    async findBreed(id: number): Promise<BreedRow | null> {
      const rows = await db.select().from(breeds).where(eq(breeds.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async findUser(id: number): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async updateProfileFields(
      userId: number,
      fields: { name: string; phone: string; petName: string; petGender: 'boy' | 'girl'; petBreedId: number },
      now: Date,
    ): Promise<UserRow | null> {
      const rows = await db
        .update(users)
        .set({ ...fields, updatedAt: now })
        .where(eq(users.id, userId))
        .returning();
      return rows[0] ?? null;
    },

    /** Sets the date of birth only while the account has none (accounts made before it was asked). */
    async setBirthDateOnce(userId: number, birthDate: string, now: Date): Promise<UserRow | null> {
      const rows = await db
        .update(users)
        .set({ birthDate, updatedAt: now })
        .where(and(eq(users.id, userId), isNull(users.birthDate)))
        .returning();
      return rows[0] ?? null;
    },

    /** Sets users.image and returns the value it replaced, read under a row lock (no lost old file). */
    async swapImage(
      userId: number,
      image: string | null,
      now: Date,
    ): Promise<{ user: UserRow; previous: string | null } | null> {
      return db.transaction(async (tx) => {
        const current = await tx.select({ image: users.image }).from(users).where(eq(users.id, userId)).for('update');
        if (current.length === 0) return null;
        const [user] = await tx.update(users).set({ image, updatedAt: now }).where(eq(users.id, userId)).returning();
        return { user, previous: current[0].image };
      });
    },

    /** Hard delete; sessions, codes, friendships and other per-user rows go with it (FK cascade). */
    async deleteUser(userId: number): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
      return rows.length > 0;
    },

    async emailUsedByOther(email: string, userId: number): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
        .limit(1);
      return rows.length > 0;
    },

    /** Moves the user to the confirmed address, which is thereby verified. */
    async applyEmailChange(userId: number, email: string, now: Date): Promise<UserRow | null> {
      const rows = await db
        .update(users)
        .set({ email, emailVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, userId))
        .returning();
      return rows[0] ?? null;
    },

    /** New password hash, and every session of the user except `keepFamilyId` revoked; answers the revoked families. */
    async changePassword(userId: number, passwordHash: string, keepFamilyId: string, now: Date): Promise<string[]> {
      return db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
        const revoked = await tx
          .update(refreshTokens)
          .set({ revokedAt: now })
          .where(
            and(
              eq(refreshTokens.userId, userId),
              ne(refreshTokens.familyId, keepFamilyId),
              isNull(refreshTokens.revokedAt),
            ),
          )
          .returning({ familyId: refreshTokens.familyId });
        return [...new Set(revoked.map((r) => r.familyId))];
      });
    },

    async setChatBreed(userId: number, breedId: number | null, now: Date): Promise<void> {
      if (breedId === null) {
        await db.delete(chatBreedChoices).where(eq(chatBreedChoices.userId, userId));
        return;
      }
      await db
        .insert(chatBreedChoices)
        .values({ userId, breedId, chosenAt: now })
        .onConflictDoUpdate({ target: chatBreedChoices.userId, set: { breedId, chosenAt: now } });
    },

    async getChatBreed(userId: number): Promise<number | null> {
      const rows = await db
        .select({ breedId: chatBreedChoices.breedId })
        .from(chatBreedChoices)
        .where(eq(chatBreedChoices.userId, userId))
        .limit(1);
      return rows[0]?.breedId ?? null;
    },
  };
}
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
