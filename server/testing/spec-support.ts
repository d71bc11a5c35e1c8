import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/passwords';
import { hashToken, randomToken } from '../auth/tokens';
import type { Database } from '../db/client';
import { openDatabase } from '../db/client';
import { refreshTokens, type UserRow, users } from '../db/schema/index';
import type { Mail, Mailer } from '../ports/mail';

/**
 * Helpers for the service specs beside each service (`server/modules/<m>/*.test.ts`): a fresh
 * in-memory database with the migrations applied, rows to start from, and small fakes of ports.
 */

export async function memoryDatabase() {
  return openDatabase({ pgliteDir: 'memory://' });
}

/** A clock the spec moves by hand. */
export function handClock(start = Date.UTC(2026, 0, 15, 12, 0, 0)) {
  let t = start;
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}

let counter = 0;

/** A verified user (unless `verified: false`) with password `password`. */
export async function insertUser(
  db: Database,
  fields: Partial<typeof users.$inferInsert> & { password?: string; verified?: boolean } = {},
): Promise<UserRow> {
  counter += 1;
  const { password = 'correct horse 1', verified = true, ...rest } = fields;
  const [user] = await db
    .insert(users)
    .values({
      name: `Owner ${counter}`,
      phone: '+380501234567',
      email: `spec${counter}.${randomUUID().slice(0, 8)}@example.com`,
      passwordHash: await hashPassword(password),
      petName: `Pet ${counter}`,
      petGender: 'boy',
      birthDate: '1990-05-14',
      emailVerifiedAt: verified ? new Date() : null,
      ...rest,
    })
    .returning();
  return user;
}

/** A live session (refresh-token family) of the user; its refresh token in clear. */
export async function insertSession(db: Database, userId: number, expiresAt = new Date(Date.now() + 86_400_000)) {
  const familyId = randomUUID();
  const refreshToken = randomToken();
  await db
    .insert(refreshTokens)
    .values({ id: randomUUID(), userId, familyId, tokenHash: hashToken(refreshToken), expiresAt });
  return { familyId, refreshToken };
}

/** Keeps what it is asked to send; `fail` makes the next sends throw. */
export function recordingMailer(): Mailer & { sent: Mail[]; fail: boolean } {
  const mailer = {
    sent: [] as Mail[],
    fail: false,
    async send(mail: Mail) {
      if (mailer.fail) throw new Error('mail server down');
      mailer.sent.push(mail);
    },
  };
  return mailer;
}

/** A logger that keeps its lines. */
export function recordingLog() {
  const lines: Array<{ level: string; obj: object; msg: string }> = [];
  return {
    lines,
    error: (obj: object, msg: string) => void lines.push({ level: 'error', obj, msg }),
    warn: (obj: object, msg: string) => void lines.push({ level: 'warn', obj, msg }),
  };
}
