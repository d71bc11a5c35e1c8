import type { AppContext } from '../../context';
import { forbidden } from '../../http/errors';
import { areFriends } from './repository';

/** A report needs an encounter: a match (or, once built, a friend call) this recent, or a friendship. */
export const REPORT_ENCOUNTER_MS = 24 * 3600_000;

export const NO_ENCOUNTER = 'You can report someone you met in a chat or call in the last 24 hours, or a friend.';

/**
 * Who may report whom. Checked before anything else about the target, so the answer is the same
 * 403 whether the id belongs to a stranger or to nobody at all (no account enumeration through
 * reports, no reports on people one never met). Returns the newest match between the two, if any.
 */
export async function assertMayReport(ctx: AppContext, reporterId: number, targetId: number): Promise<string | null> {
  const recent = await ctx.matchPool.recentMatchesBetween(reporterId, targetId, REPORT_ENCOUNTER_MS);
  if (recent.length > 0) return recent[0];
  if (await areFriends(ctx.db, reporterId, targetId)) return null;
  throw forbidden(NO_ENCOUNTER);
}
