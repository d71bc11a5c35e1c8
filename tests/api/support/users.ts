import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../../server/auth/passwords';
import { hashToken, randomToken } from '../../../server/auth/tokens';
import type { AppContext } from '../../../server/context';
import { refreshTokens, type UserRow, users } from '../../../server/db/schema/index';

let counter = 0;

export interface SeededUser {
  user: UserRow;
  /** Access token for `Authorization: Bearer`. */
  token: string;
  password: string;
  headers: { authorization: string };
}

/**
 * Inserts a user straight into the database with a live session, for tests of capabilities
 * that need a signed-in user without going through sign-up. Verified and on trial by default.
 */
export async function seedUser(
  ctx: AppContext,
  fields: Partial<typeof users.$inferInsert> & { password?: string; verified?: boolean; subscribed?: boolean } = {},
): Promise<SeededUser> {
  counter += 1;
  const password = fields.password ?? 'correct horse 1';
  const now = ctx.now();
  const { verified = true, subscribed = false, password: _p, ...rest } = fields;
  const [user] = await ctx.db
    .insert(users)
    .values({
      name: `Owner ${counter}`,
      phone: '+380501234567',
      email: `owner${counter}.${randomUUID().slice(0, 8)}@example.com`,
      passwordHash: await hashPassword(password),
      petName: `Pet ${counter}`,
      petGender: counter % 2 ? 'boy' : 'girl',
      birthDate: '1990-05-14',
      emailVerifiedAt: verified ? now : null,
      subscriptionEndsAt: subscribed ? new Date(now.getTime() + 30 * 86400_000) : null,
      ...rest,
    })
    .returning();
  const familyId = randomUUID();
  await ctx.db.insert(refreshTokens).values({
    id: randomUUID(),
    userId: user.id,
    familyId,
    tokenHash: hashToken(randomToken()),
    expiresAt: new Date(now.getTime() + 86400_000),
  });
  const token = await ctx.signer.sign({ userId: user.id, familyId });
  return { user, token, password, headers: { authorization: `Bearer ${token}` } };
}
