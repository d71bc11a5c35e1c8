import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authThrottle } from '../../db/schema/index';

/** Drizzle only: the SQL of the auth throttles (`throttle.ts` holds the rules). */

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Fixed-window counter: takes one slot for `key` in a single upsert that only succeeds while
 * slots are left, so N simultaneous callers get at most `max` passes between them. Returns the
 * end of the window when no slot was left, else null.
 */
export async function takeWindowSlot(
  db: Database,
  opts: { key: string; account: string | null; max: number; windowMs: number; now: Date },
): Promise<Date | null> {
  const { key, now } = opts;
  const expired = sql`${authThrottle.windowStartedAt} <= ${ts(new Date(now.getTime() - opts.windowMs))}`;
  const taken = await db
    .insert(authThrottle)
    .values({ key, hits: 1, windowStartedAt: now, account: opts.account })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${authThrottle.hits} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${ts(now)} ELSE ${authThrottle.windowStartedAt} END`,
      },
      setWhere: or(expired, sql`${authThrottle.hits} < ${opts.max}`),
    })
    .returning({ hits: authThrottle.hits });
  if (taken.length > 0) return null;
  const [row] = await db.select().from(authThrottle).where(eq(authThrottle.key, key)).limit(1);
  return new Date((row?.windowStartedAt.getTime() ?? now.getTime()) + opts.windowMs);
}

/**
 * Per-account ceiling with growing delays: every attempt counts; once the window holds more than
 * `ceiling` attempts, each further one sets `blocked_until` to now + base·2^(excess−1) (capped),
 * and no attempt is let through before that. One upsert, so parallel attempts cannot slip
 * between the check and the count. Returns `blocked_until` when the attempt is refused, else null.
 */
export async function takeCeilingSlot(
  db: Database,
  opts: {
    key: string;
    account: string;
    ceiling: number;
    windowMs: number;
    baseDelayMs: number;
    maxDelayMs: number;
    now: Date;
  },
): Promise<Date | null> {
  const { key, now } = opts;
  const expired = sql`${authThrottle.windowStartedAt} <= ${ts(new Date(now.getTime() - opts.windowMs))}`;
  const hits = sql`(CASE WHEN ${expired} THEN 1 ELSE ${authThrottle.hits} + 1 END)`;
  const delaySeconds = sql`least(${opts.baseDelayMs / 1000}::float8 * power(2, ${hits} - ${opts.ceiling} - 1), ${opts.maxDelayMs / 1000}::float8)`;
  const taken = await db
    .insert(authThrottle)
    .values({ key, hits: 1, windowStartedAt: now, account: opts.account })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        hits,
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${ts(now)} ELSE ${authThrottle.windowStartedAt} END`,
        blockedUntil: sql`CASE WHEN ${hits} > ${opts.ceiling} THEN ${ts(now)} + make_interval(secs => ${delaySeconds}) ELSE NULL END`,
      },
      setWhere: or(expired, sql`${authThrottle.blockedUntil} IS NULL`, sql`${authThrottle.blockedUntil} <= ${ts(now)}`),
    })
    .returning({ hits: authThrottle.hits });
  if (taken.length > 0) return null;
  const [row] = await db.select().from(authThrottle).where(eq(authThrottle.key, key)).limit(1);
  return row?.blockedUntil ?? now;
}

export async function deleteThrottleKeys(db: Database, keys: string[]): Promise<void> {
  await db.delete(authThrottle).where(inArray(authThrottle.key, keys));
}

/** Every row of one account: all its clients' counters and its ceiling. */
export async function deleteAccountThrottles(db: Database, account: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.account, account));
}
