import { and, asc, desc, eq, gt, isNotNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appeals, moderationActions, users } from '../../db/schema/index';

/** The columns of a person the standing rules need. */
const standingColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  image: users.image,
  bannedAt: users.bannedAt,
  suspendedUntil: users.suspendedUntil,
  standingNote: users.standingNote,
};

/** Closed accounts, lifts and appeals (migrations/0092_moderation_appeals.sql). */
export function createStandingRepository(db: Database) {
  /** True when the account is banned, or suspended beyond `now`. */
  const isClosed = (now: Date) => or(isNotNull(users.bannedAt), gt(users.suspendedUntil, now));

  return {
    async person(id: number) {
      const [row] = await db.select(standingColumns).from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async closedAccounts(now: Date, limit = 200) {
      return db
        .select(standingColumns)
        .from(users)
        .where(isClosed(now))
        .orderBy(desc(users.bannedAt), desc(users.suspendedUntil), users.id)
        .limit(limit);
    },

    /**
     * Opens a closed account, logs the lift and closes the account's open appeals, in one
     * transaction; false when the account was not closed (lifted meanwhile, or it ended).
     */
    async lift(input: { moderatorId: number; userId: number; note: string; appealId: number | null; now: Date }) {
      return db.transaction(async (tx) => {
        const opened = await tx
          .update(users)
          .set({ bannedAt: null, suspendedUntil: null, standingNote: '' })
          .where(and(eq(users.id, input.userId), isClosed(input.now)))
          .returning({ id: users.id });
        if (opened.length === 0) return false;
        await tx.insert(moderationActions).values({
          moderatorId: input.moderatorId,
          targetId: input.userId,
          action: 'lift',
          note: input.note,
          appealId: input.appealId,
          createdAt: input.now,
        });
        await tx
          .update(appeals)
          .set({ status: 'lifted', decidedAt: input.now })
          .where(and(eq(appeals.userId, input.userId), eq(appeals.status, 'open')));
        return true;
      });
    },

    /** Keeps the ban: closes the appeal and logs the decision; false when it was decided meanwhile. */
    async keep(input: { moderatorId: number; appealId: number; note: string; now: Date }) {
      return db.transaction(async (tx) => {
        const kept = await tx
          .update(appeals)
          .set({ status: 'kept', decidedAt: input.now })
          .where(and(eq(appeals.id, input.appealId), eq(appeals.status, 'open')))
          .returning({ userId: appeals.userId });
        if (kept.length === 0) return false;
        await tx.insert(moderationActions).values({
          moderatorId: input.moderatorId,
          targetId: kept[0].userId,
          action: 'keep',
          note: input.note,
          appealId: input.appealId,
          createdAt: input.now,
        });
        return true;
      });
    },

    /** Files the appeal against one ban; null when that ban already has one (unique user and ban). */
    async fileAppeal(input: { userId: number; banAt: Date; message: string; now: Date }): Promise<number | null> {
      const rows = await db
        .insert(appeals)
        .values({ userId: input.userId, banAt: input.banAt, message: input.message, createdAt: input.now })
        .onConflictDoNothing()
        .returning({ id: appeals.id });
      return rows[0]?.id ?? null;
    },

    /** Who made the ban of `userId` that began at `banAt` (the log's ban entry), or null. */
    async bannedBy(userId: number, banAt: Date): Promise<number | null> {
      const [row] = await db
        .select({ moderatorId: moderationActions.moderatorId })
        .from(moderationActions)
        .where(
          and(
            eq(moderationActions.targetId, userId),
            eq(moderationActions.action, 'ban'),
            lte(moderationActions.createdAt, banAt),
          ),
        )
        .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
        .limit(1);
      return row?.moderatorId ?? null;
    },

    async findAppeal(id: number) {
      const [row] = await db.select().from(appeals).where(eq(appeals.id, id)).limit(1);
      return row ?? null;
    },

    async appeals(status: 'open' | 'closed', limit = 100) {
      return db
        .select({ appeal: appeals, person: standingColumns })
        .from(appeals)
        .innerJoin(users, eq(users.id, appeals.userId))
        .where(
          status === 'open' ? eq(appeals.status, 'open') : or(eq(appeals.status, 'lifted'), eq(appeals.status, 'kept')),
        )
        .orderBy(status === 'open' ? asc(appeals.createdAt) : desc(appeals.decidedAt), appeals.id)
        .limit(limit);
    },
  };
}
export type StandingRepository = ReturnType<typeof createStandingRepository>;
