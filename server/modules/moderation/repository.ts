import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ModerationActionKind, ModerationPerson } from '../../../contract/safety';
import type { Database } from '../../db/client';
import { blocks, moderationActions, refreshTokens, reports, users } from '../../db/schema/index';
import type { BrakeCandidate } from './brake-rule';

const reporter = alias(users, 'reporter');
const target = alias(users, 'target');
const moderator = alias(users, 'moderator');

/** A person of the queue or log; a deleted account keeps its id and the name the report noted. */
const person = (
  id: number,
  name: string | null,
  image: string | null,
  fallback = 'Deleted account',
): ModerationPerson => ({
  id,
  name: name ?? fallback,
  image,
});

/** Reports, actions and standing (migrations/0080_safety.sql). */
export function createModerationRepository(db: Database) {
  return {
    async reports(status: 'open' | 'closed', limit = 100) {
      const rows = await db
        .select({
          report: reports,
          reporterName: reporter.name,
          reporterImage: reporter.image,
          targetName: target.name,
          targetImage: target.image,
          targetEmail: target.email,
        })
        .from(reports)
        .leftJoin(reporter, eq(reporter.id, reports.reporterId))
        .leftJoin(target, eq(target.id, reports.targetId))
        .where(eq(reports.status, status))
        .orderBy(status === 'open' ? reports.createdAt : desc(reports.closedAt), reports.id)
        .limit(limit);
      const targets = [...new Set(rows.map((r) => r.report.targetId))];
      const [counts, actions] = targets.length
        ? await Promise.all([
            db
              .select({ targetId: reports.targetId, n: count() })
              .from(reports)
              .where(inArray(reports.targetId, targets))
              .groupBy(reports.targetId),
            db
              .select()
              .from(moderationActions)
              .where(inArray(moderationActions.targetId, targets))
              .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id)),
          ])
        : [[], []];
      return rows.map((r) => ({
        report: r.report,
        reporter: person(r.report.reporterId, r.reporterName, r.reporterImage),
        target: person(r.report.targetId, r.targetName ?? r.report.targetName, r.targetImage),
        /** For the target's role (roles.ts); null for a deleted account. */
        targetEmail: r.targetEmail,
        targetReportCount: Number(counts.find((c) => c.targetId === r.report.targetId)?.n ?? 0),
        targetActions: actions.filter((a) => a.targetId === r.report.targetId),
      }));
    },

    /** The email of an account (its role comes from it), or null when it is gone. */
    async emailOf(id: number): Promise<string | null> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, id)).limit(1);
      return row?.email ?? null;
    },

    async findReport(id: number) {
      const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Records an action and closes its report in one transaction; false when the report was
     * closed meanwhile (another moderator acted first).
     */
    async act(input: {
      moderatorId: number;
      reportId: number;
      targetId: number;
      action: ModerationActionKind;
      note: string;
      until: Date | null;
      now: Date;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const closed = await tx
          .update(reports)
          .set({ status: 'closed', closedAt: input.now })
          .where(and(eq(reports.id, input.reportId), eq(reports.status, 'open')))
          .returning({ id: reports.id });
        if (closed.length === 0) return false;
        await tx.insert(moderationActions).values({
          moderatorId: input.moderatorId,
          targetId: input.targetId,
          reportId: input.reportId,
          action: input.action,
          note: input.note,
          until: input.until,
          createdAt: input.now,
        });
        // Any decision lifts the automatic brake; a suspension or ban closes the account.
        const standing =
          input.action === 'suspend'
            ? { suspendedUntil: input.until, standingNote: input.note }
            : input.action === 'ban'
              ? { bannedAt: input.now, standingNote: input.note }
              : input.action === 'warn'
                ? { warningNote: input.note, warningAt: input.now }
                : {};
        await tx
          .update(users)
          .set({ underReviewAt: null, ...standing })
          .where(eq(users.id, input.targetId));
        return true;
      });
    },

    /** Revokes every live session of the user; answers the ended families. */
    async revokeSessions(userId: number, now: Date): Promise<string[]> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
        .returning({ familyId: refreshTokens.familyId });
      return [...new Set(rows.map((r) => r.familyId))];
    },

    async log(limit = 200) {
      const rows = await db
        .select({
          action: moderationActions,
          moderatorName: moderator.name,
          moderatorImage: moderator.image,
          targetName: target.name,
          targetImage: target.image,
        })
        .from(moderationActions)
        .leftJoin(moderator, eq(moderator.id, moderationActions.moderatorId))
        .leftJoin(target, eq(target.id, moderationActions.targetId))
        .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
        .limit(limit);
      return rows.map((r) => ({
        action: r.action,
        moderator: person(r.action.moderatorId ?? 0, r.moderatorName, r.moderatorImage),
        target: person(r.action.targetId, r.targetName, r.targetImage),
      }));
    },

    /**
     * The reports on `targetId` since `since`, each with what the brake rule (brake-rule.ts)
     * weighs about its reporter: verified, account age, blocked by the target, and how many of
     * the reporter's reports a moderator dismissed since `dismissedSince`. A deleted reporter's
     * reports are left out (nobody left to weigh).
     */
    async brakeCandidates(targetId: number, since: Date, dismissedSince: Date): Promise<BrakeCandidate[]> {
      const rows = await db
        .select({
          reporterId: reports.reporterId,
          address: reports.reporterAddress,
          verifiedAt: reporter.emailVerifiedAt,
          accountCreatedAt: reporter.createdAt,
          blockedByTarget: sql<boolean>`EXISTS (SELECT 1 FROM ${blocks} b WHERE b.blocker_id = ${targetId} AND b.blocked_id = ${reports.reporterId})`,
          dismissedReports: sql<number>`(SELECT count(*) FROM ${moderationActions} a JOIN ${reports} r2 ON r2.id = a.report_id
            WHERE r2.reporter_id = ${reports.reporterId} AND a.action = 'dismiss' AND a.created_at > ${dismissedSince})`,
        })
        .from(reports)
        .innerJoin(reporter, eq(reporter.id, reports.reporterId))
        .where(and(eq(reports.targetId, targetId), gt(reports.createdAt, since)));
      return rows.map((r) => ({
        reporterId: r.reporterId,
        address: r.address,
        verified: r.verifiedAt !== null,
        accountCreatedAt: r.accountCreatedAt,
        blockedByTarget: Boolean(r.blockedByTarget),
        dismissedReports: Number(r.dismissedReports),
      }));
    },

    /** Sets the review brake; false when it was already set (or the user is gone). */
    async markUnderReview(targetId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ underReviewAt: now })
        .where(and(eq(users.id, targetId), isNull(users.underReviewAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** The pending warning, cleared as it is read (shown once). */
    async takeWarning(userId: number): Promise<{ note: string; at: Date } | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ note: users.warningNote, at: users.warningAt })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!row?.at) return null;
        await tx.update(users).set({ warningNote: null, warningAt: null }).where(eq(users.id, userId));
        return { note: row.note ?? '', at: row.at };
      });
    },
  };
}
export type ModerationRepository = ReturnType<typeof createModerationRepository>;
