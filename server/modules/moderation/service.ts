import { MODERATION_CODES, MODERATION_MESSAGES } from '../../../contract/moderation';
import {
  BRAKE_RULE,
  type ModerationActionInput,
  type ModerationLogEntry,
  type ModerationReport,
  SAFETY_MESSAGES,
} from '../../../contract/safety';
import type { SessionEvents } from '../../auth/session-events';
import type { AppConfig } from '../../config';
import type { UserRow } from '../../db/schema/index';
import { HttpError, notFound, unprocessable } from '../../http/errors';
import type { MatchPool } from '../../ports/match-pool';
import type { MediaStorage } from '../../ports/storage';
import { independentReporters } from './brake-rule';
import type { ModerationRepository } from './repository';
import { assertStaff, refusal, refusalToAct, roleOf, type StaffLists } from './roles';

/** Reports from this many independent reporters within BRAKE_WINDOW_MS hold the target for review. */
export const BRAKE_REPORTERS = BRAKE_RULE.reporters;
export const BRAKE_WINDOW_MS = BRAKE_RULE.windowMinutes * 60_000;
const DISMISSED_WINDOW_MS = BRAKE_RULE.dismissedWindowDays * 86_400_000;
/** How long a moderator's link to a still frame works. */
export const EVIDENCE_URL_TTL_SECONDS = 600;

export interface ModerationDeps {
  repo: ModerationRepository;
  storage: Pick<MediaStorage, 'signedUrl'>;
  matchPool: Pick<MatchPool, 'leave' | 'activeMatchOf'>;
  /** Ends a random match for `userId`, telling the partner (`andCall`). */
  hangUpMatch(matchId: string, userId: number): Promise<void>;
  events: Pick<SessionEvents, 'userChanged' | 'sessionEnded'>;
  /** MODERATOR_EMAILS and ADMIN_EMAILS (roles.ts). */
  staff: StaffLists;
  now: () => Date;
  config: Pick<AppConfig, 'reporterMinAccountAgeHours'>;
}

/** The 403 of POST /login for a closed account: the reason, the end of a suspension, the note. */
export function accountClosed(user: UserRow, now: Date, appealToken?: string): HttpError | null {
  if (user.bannedAt)
    return new HttpError(
      403,
      'Your account is banned.',
      undefined,
      {},
      { code: 'banned', reason: 'banned', until: null, note: user.standingNote, appeal_token: appealToken },
    );
  if (user.suspendedUntil && user.suspendedUntil > now)
    return new HttpError(
      403,
      `Your account is suspended until ${user.suspendedUntil.toISOString()}.`,
      undefined,
      {},
      { code: 'suspended', reason: 'suspended', until: user.suspendedUntil.toISOString(), note: user.standingNote },
    );
  return null;
}

/** The moderators' queue and log, their actions, and the automatic brake (API.md "Safety and moderation"). */
export function createModerationService(deps: ModerationDeps) {
  const { repo, events, now } = deps;

  function assertModerator(user: UserRow) {
    return assertStaff(user, deps.staff);
  }

  /** Out of the pool and out of any random match at once (friend calls end with the session). */
  async function takeOutOfChat(userId: number) {
    await deps.matchPool.leave(userId);
    const match = await deps.matchPool.activeMatchOf(userId);
    if (match) await deps.hangUpMatch(match.id, userId);
  }

  return {
    assertModerator,

    async reports(user: UserRow, status: 'open' | 'closed'): Promise<ModerationReport[]> {
      const actor = assertModerator(user);
      const rows = await repo.reports(status);
      return Promise.all(
        rows.map(async (r) => ({
          id: r.report.id,
          reporter: r.reporter,
          target: r.target,
          topic: r.report.topic,
          details: r.report.details,
          evidence_url: r.report.evidenceKey
            ? await deps.storage.signedUrl(r.report.evidenceKey, EVIDENCE_URL_TTL_SECONDS)
            : null,
          match_id: r.report.matchId,
          created_at: r.report.createdAt.toISOString(),
          status: r.report.status,
          target_report_count: r.targetReportCount,
          target_actions: r.targetActions
            .filter((a) => a.reportId !== r.report.id)
            .map((a) => ({
              action: a.action,
              note: a.note,
              until: a.until?.toISOString() ?? null,
              created_at: a.createdAt.toISOString(),
            })),
          may_act:
            r.report.status === 'open' &&
            refusalToAct(actor, { id: r.report.targetId, role: roleOf(r.targetEmail, deps.staff) }, r.report) === null,
        })),
      );
    },

    /**
     * Acts on a report: dismiss, warn (shown once on the next visit), suspend until a date or ban
     * (every session revoked at once — sockets close on `sessionEnded` — and out of the pool and
     * any call). Every action is logged with the moderator, the time and the note. Only within
     * the moderator's role (roles.ts): not on a report they filed or are named in, not on a
     * moderator unless an admin, never on an admin.
     */
    async act(user: UserRow, input: ModerationActionInput): Promise<void> {
      const actor = assertModerator(user);
      const report = await repo.findReport(input.report_id);
      if (!report) throw notFound('No such report.', 'no_such_report');
      const refused = refusalToAct(
        actor,
        { id: report.targetId, role: roleOf(await repo.emailOf(report.targetId), deps.staff) },
        report,
      );
      if (refused) throw refused;
      const at = now();
      if (input.action === 'suspend' && input.until && Date.parse(input.until) <= at.getTime())
        throw unprocessable(SAFETY_MESSAGES.untilPast, { until: [SAFETY_MESSAGES.untilPast] });
      const acted = await repo.act({
        moderatorId: user.id,
        reportId: report.id,
        targetId: report.targetId,
        action: input.action,
        note: input.note,
        until: input.action === 'suspend' && input.until ? new Date(input.until) : null,
        now: at,
      });
      if (!acted) throw refusal(409, MODERATION_CODES.alreadyHandled, MODERATION_MESSAGES.alreadyHandled);
      if (input.action === 'suspend' || input.action === 'ban') {
        const families = await repo.revokeSessions(report.targetId, at);
        for (const familyId of families) events.sessionEnded(familyId, report.targetId);
        await takeOutOfChat(report.targetId);
      }
      events.userChanged(report.targetId);
    },

    async log(user: UserRow): Promise<ModerationLogEntry[]> {
      assertModerator(user);
      return (await repo.log()).map((r) => ({
        id: r.action.id,
        moderator: r.moderator,
        action: r.action.action,
        target: r.target,
        report_id: r.action.reportId,
        appeal_id: r.action.appealId,
        note: r.action.note,
        until: r.action.until?.toISOString() ?? null,
        created_at: r.action.createdAt.toISOString(),
      }));
    },

    /**
     * After each report: reports from BRAKE_REPORTERS independent reporters within the hour hold
     * the target out of random chat until a moderator acts. Independent (brake-rule.ts): verified,
     * older than REPORTER_MIN_ACCOUNT_AGE_HOURS, not blocked by the target, not a reporter whose
     * reports keep being dismissed, and each from a network no other counted reporter used, so
     * one person with many fresh accounts on one connection cannot pull it. Every report still
     * reaches the queue; this only decides the automatic pause.
     */
    async afterReport(targetId: number): Promise<void> {
      const at = now();
      const candidates = await repo.brakeCandidates(
        targetId,
        new Date(at.getTime() - BRAKE_WINDOW_MS),
        new Date(at.getTime() - DISMISSED_WINDOW_MS),
      );
      const minAgeMs = deps.config.reporterMinAccountAgeHours * 3600_000;
      if (independentReporters(candidates, at, minAgeMs) < BRAKE_REPORTERS) return;
      if (!(await repo.markUnderReview(targetId, at))) return;
      events.userChanged(targetId);
      await deps.matchPool.leave(targetId);
    },
  };
}
export type ModerationService = ReturnType<typeof createModerationService>;
