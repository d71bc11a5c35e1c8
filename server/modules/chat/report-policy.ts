import { forbidden } from '../../http/errors';
import { involves, type Match, type MatchPool } from '../../ports/match-pool';
import type { ChatRepository } from './repository';

/** A report needs an encounter: a match or an answered friend call this recent, or a friendship. */
export const REPORT_ENCOUNTER_MS = 24 * 3600_000;

export const NO_ENCOUNTER = 'You can report someone you met in a chat or call in the last 24 hours, or a friend.';

export interface EncounterDeps {
  matchPool: Pick<MatchPool, 'activeMatchOf' | 'recentMatchesBetween'>;
  repo: Pick<ChatRepository, 'areFriends'>;
  /** Answered friend calls between the two within the window (server/modules/friend-calls). */
  friendCalls?: Pick<FriendCallLookup, 'calledWithin'>;
}

/** What the chat asks of friend calls: the hang-up of `/end-call` and the encounter of reports. */
export interface FriendCallLookup {
  /** Ends (or accepts the `notEnd` answer to) a friend call between the two; false when there is none. */
  hangUp(userId: number, to: number, notEnd: boolean): Promise<boolean>;
  calledWithin(userId: number, otherId: number, withinMs: number): Promise<boolean>;
}

/**
 * How two users know each other: their current match, their matches of the last `withinMs`, an
 * answered friend call of the last `withinMs`, or a friendship.
 */
export interface Encounter {
  active: Match | null;
  recent: string[];
  call: boolean;
  friend: boolean;
}

/**
 * The one encounter check behind hang-ups (`/end-call`: the current match counts) and reports
 * (only matches of the window count); friendship is read only without a match.
 */
export async function findEncounter(
  { matchPool, repo, friendCalls }: EncounterDeps,
  userId: number,
  otherId: number,
  { withinMs, current }: { withinMs: number; current: boolean },
): Promise<Encounter> {
  const match = current ? await matchPool.activeMatchOf(userId) : null;
  const active = match && involves(match, otherId) ? match : null;
  const recent = await matchPool.recentMatchesBetween(userId, otherId, withinMs);
  const met = active !== null || recent.length > 0;
  const call = met || !friendCalls ? false : await friendCalls.calledWithin(userId, otherId, withinMs);
  const friend = met || call ? false : await repo.areFriends(userId, otherId);
  return { active, recent, call, friend };
}

export function hasEncounter({ active, recent, call, friend }: Encounter): boolean {
  return active !== null || recent.length > 0 || call || friend;
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
  if (!hasEncounter(encounter)) throw forbidden(NO_ENCOUNTER, 'no_encounter');
  return encounter.recent[0] ?? null;
}
