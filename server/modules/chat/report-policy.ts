import { forbidden } from '../../http/errors';
import type { MatchPool } from '../../ports/match-pool';
import type { ChatRepository } from './repository';

/** A report needs an encounter: a match (or, once built, a friend call) this recent, or a friendship. */
export const REPORT_ENCOUNTER_MS = 24 * 3600_000;

export const NO_ENCOUNTER = 'You can report someone you met in a chat or call in the last 24 hours, or a friend.';

export interface ReportPolicyDeps {
  matchPool: Pick<MatchPool, 'recentMatchesBetween'>;
  repo: Pick<ChatRepository, 'areFriends'>;
}

/**
 * Who may report whom. Checked before anything else about the target, so the answer is the same
 * 403 whether the id belongs to a stranger or to nobody at all (no account enumeration through
 * reports, no reports on people one never met). Returns the newest match between the two, if any.
 */
export async function assertMayReport(
  { matchPool, repo }: ReportPolicyDeps,
  reporterId: number,
  targetId: number,
): Promise<string | null> {
  const recent = await matchPool.recentMatchesBetween(reporterId, targetId, REPORT_ENCOUNTER_MS);
  if (recent.length > 0) return recent[0];
  if (await repo.areFriends(reporterId, targetId)) return null;
  throw forbidden(NO_ENCOUNTER);
}
