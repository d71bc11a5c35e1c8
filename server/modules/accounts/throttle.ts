import { eq, or, sql } from 'drizzle-orm';
import { hashToken } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { authThrottle } from '../../db/schema/index';

export interface ThrottleRule {
  /** e.g. 'login' or 'forgot'; combined with the subject into the key. */
  scope: string;
  max: number;
  windowMs: number;
}

export type ThrottleResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const keyOf = (rule: ThrottleRule, subject: string) => hashToken(`${rule.scope}:${subject.toLowerCase()}`);
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Fixed-window counter kept in the database, shared by every server process. `hit` takes one
 * slot in a single upsert that only succeeds while slots are left, so N simultaneous callers
 * get at most `max` passes between them.
 */
export async function hitThrottle(
  db: Database,
  rule: ThrottleRule,
  subject: string,
  now: Date,
): Promise<ThrottleResult> {
  const key = keyOf(rule, subject);
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const expired = sql`${authThrottle.windowStartedAt} <= ${ts(windowStart)}`;
  const taken = await db
    .insert(authThrottle)
    .values({ key, hits: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${authThrottle.hits} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${ts(now)} ELSE ${authThrottle.windowStartedAt} END`,
      },
      setWhere: or(expired, sql`${authThrottle.hits} < ${rule.max}`),
    })
    .returning({ hits: authThrottle.hits });
  if (taken.length > 0) return { allowed: true };
  const [row] = await db.select().from(authThrottle).where(eq(authThrottle.key, key)).limit(1);
  const endsAt = (row?.windowStartedAt.getTime() ?? now.getTime()) + rule.windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
}

/** Forgets the subject's count (a successful login). */
export async function clearThrottle(db: Database, rule: ThrottleRule, subject: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, keyOf(rule, subject)));
}
