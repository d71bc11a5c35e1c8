import { randomUUID } from 'node:crypto';
import { hashToken, randomToken } from '../../server/auth/tokens';
import type { Database } from '../../server/db/client';
import { refreshTokens, users } from '../../server/db/schema/index';

/** A seeded searcher's session: what a token is signed for. */
export interface SeededSession {
  userId: number;
  familyId: string;
}

/**
 * `count` verified adult users with a live session each, written straight into the database
 * (sign-up is not what the matching benches measure). `emailPrefix` keeps runs apart.
 */
export async function seedSessions(db: Database, count: number, emailPrefix: string): Promise<SeededSession[]> {
  const now = new Date();
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Bench ${i}`,
        phone: '+380501234567',
        email: `${emailPrefix}${i}@example.com`,
        passwordHash: 'not-a-login-account',
        petName: `Pet ${i}`,
        petGender: i % 2 ? ('boy' as const) : ('girl' as const),
        emailVerifiedAt: now,
        // Adults: random chat refuses accounts without a birth date or under 18 (issue 13).
        birthDate: '1990-05-14',
      })),
    )
    .returning({ id: users.id });
  const sessions = rows.map((r) => ({ userId: r.id, familyId: randomUUID() }));
  await db.insert(refreshTokens).values(
    sessions.map((s) => ({
      id: randomUUID(),
      userId: s.userId,
      familyId: s.familyId,
      tokenHash: hashToken(randomToken()),
      expiresAt: new Date(now.getTime() + 86400_000),
    })),
  );
  return sessions;
}
