import { forbidden } from '../../http/errors';
import { involves, type Match, type MatchPool } from '../../ports/match-pool';
import type { ChatRepository } from './repository';

/** A report needs an encounter: a match (or, once built, a friend call) this recent, or a friendship. */
export const REPORT_ENCOUNTER_MS = 24 * 3600_000;

export const NO_ENCOUNTER = 'You can report someone you met in a chat or call in the last 24 hours, or a friend.';

export interface EncounterDeps {
  matchPool: Pick<MatchPool, 'activeMatchOf' | 'recentMatchesBetween'>;
  repo: Pick<ChatRepository, 'areFriends'>;
}

/** How two users know each other: their current match, their matches of the last `withinMs`, or a friendship. */
export interface Encounter {
  active: Match | null;
  recent: string[];
  friend: boolean;
}

/**
 * The one encounter check behind hang-ups (`/end-call`: the current match counts) and reports
 * (only matches of the window count); friendship is read only without a match.
 */
export async function findEncounter(
  { matchPool, repo }: EncounterDeps,
  userId: number,
  otherId: number,
  { withinMs, current }: { withinMs: number; current: boolean },
): Promise<Encounter> {
  const match = current ? await matchPool.activeMatchOf(userId) : null;
  const active = match && involves(match, otherId) ? match : null;
  const recent = await matchPool.recentMatchesBetween(userId, otherId, withinMs);
  const friend = active !== null || recent.length > 0 ? false : await repo.areFriends(userId, otherId);
  return { active, recent, friend };
}

export function hasEncounter({ active, recent, friend }: Encounter): boolean {
  return active !== null || recent.length > 0 || friend;
}

/**
 * Who may report whom. Checked before anything else about the target, so the answer is the same
 * 403 whether the id belongs to a stranger or to nobody at all (no account enumeration through
 * reports, no reports on people one never met). Returns the newest match between the two, if any.
 */
export async function assertMayReport(
  deps: EncounterDeps,
  reporterId: number,
  targetId: number,
): Promise<string | null> {
  const encounter = await findEncounter(deps, reporterId, targetId, {
    withinMs: REPORT_ENCOUNTER_MS,
    current: false,
  });
  if (!hasEncounter(encounter)) throw forbidden(NO_ENCOUNTER);
  return encounter.recent[0] ?? null;
}
