/**
 * Matching-pool port: pairs random-chat searchers and remembers who is matched with whom.
 *
 * Semantics every adapter keeps (the in-process default, or Redis / PostgreSQL for several
 * server instances — see docs/architecture.md):
 * - pairing is atomic: a waiting searcher is handed to at most one newcomer, and a user has at
 *   most one waiting search (a new search replaces the old one, which then ends with null);
 * - two searchers pair only when `canPair` holds both ways (never themselves, never anyone on
 *   either side's exclusion list, breed filters satisfied on both sides);
 * - the newcomer who finds a waiting partner is the caller, the waiting one the callee, so each
 *   match has exactly one caller;
 * - starting a search ends the searcher's previous match (they moved on);
 * - a search that finds nobody waits until `timeoutMs`, `leave(userId)` or `signal` ends it,
 *   and then resolves with null; an ended search is never handed out.
 */

/** What the partner is shown about a searcher (`randomUser` in API.md, minus the peer id). */
export interface SearcherProfile {
  id: number;
  name: string;
  pet_name: string;
  pet_gender: 'boy' | 'girl';
  friends: number[];
  /** The profile photo shown on the companion card, or null. */
  image?: string | null;
  /** The pet's breed shown on the companion card, or null. */
  pet_breed_id?: number | null;
  /** Widened searches only: the pet's breed by name, for "a Border Collie, from the shepherds". */
  breed?: { id: number; name: string; name_ua: string };
}

export interface Searcher {
  userId: number;
  /** The PeerJS id the partner should call or expect calls from. */
  peerId: string;
  /** The searcher's own pet breed (users.pet_breed_id). */
  breedId: number | null;
  /** Pair only with owners of this breed; null pairs with anyone. */
  breedFilter: number | null;
  /** Users never to be paired with: the client's recent partners and users this one reported. */
  excluded: readonly number[];
  /**
   * Widened to the breed group of its breed filter (issue 29): the group's key. Such a searcher
   * pairs only with another widened to the same group, and the breed filter gives way to the
   * group. Absent or null: a plain search, which never meets a widened one.
   */
  widenGroup?: string | null;
  /** Widened searches only: the group of the searcher's own pet (`breedId`), or null. */
  breedGroup?: string | null;
  profile: SearcherProfile;
}

export interface MatchMember {
  userId: number;
  peerId: string;
}

export interface Match {
  id: string;
  caller: MatchMember;
  callee: MatchMember;
  /** Milliseconds since the epoch (pool clock). */
  createdAt: number;
}

export interface Pairing {
  match: Match;
  role: 'caller' | 'callee';
  partner: Searcher;
}

export interface PoolStats {
  /** Searchers waiting right now. */
  waiting: number;
  /** Matches not ended yet. */
  activeMatches: number;
  /** Matches made since start. */
  matchesMade: number;
}

/**
 * What a search needs of a cancellation: an `AbortSignal` is one; the search route passes a
 * lighter one (server/modules/chat/client-gone.ts), as an AbortController per long-poll cost
 * about 4 % of the server's time on that path.
 */
export interface SearchCancel {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export interface MatchPool {
  /** Pairs the searcher with a compatible waiting one, or waits; null when the wait ends empty. */
  search(searcher: Searcher, options: { timeoutMs: number; signal?: SearchCancel }): Promise<Pairing | null>;
  /** Ends the user's waiting search (it resolves with null). True when there was one. */
  leave(userId: number): Promise<boolean>;
  /** The user's current match, if it has not ended. */
  activeMatchOf(userId: number): Promise<Match | null>;
  /** Ends a match; returns it only to the one caller that actually ended it (at most once). */
  endMatch(matchId: string): Promise<Match | null>;
  /**
   * Ids of matches between the two users within the retention window (at least 24 hours: reports
   * need it), or within `withinMs` when given, newest first.
   */
  recentMatchesBetween(userId: number, otherId: number, withinMs?: number): Promise<string[]>;
  stats(): Promise<PoolStats>;
  /**
   * Waiting searchers counted by their breed filter (`null`: the general chat), a widened one by
   * its group key (a string) instead, for `GET /pool-stats`. Costs a pass over the waiting
   * searchers: callers cache it.
   */
  waitingByBreedFilter(): Promise<Map<WaitingKey, number>>;
  /** Ends every waiting search (with null) and stops timers. */
  close(): Promise<void>;
}

export const otherMember = (match: Match, userId: number): MatchMember =>
  match.caller.userId === userId ? match.callee : match.caller;
export const involves = (match: Match, userId: number) =>
  match.caller.userId === userId || match.callee.userId === userId;

/** What `waitingByBreedFilter` counts a waiting searcher under: breed filter, or widened group key. */
export type WaitingKey = number | string | null;

/** The key a waiting searcher is counted under (see `waitingByBreedFilter`). */
export const waitingKeyOf = (s: Searcher): WaitingKey => s.widenGroup ?? s.breedFilter;

/** True when `a` accepts `b` as a partner; pairing needs it both ways (see `canPair`). */
function accepts(a: Searcher, b: Searcher, widened: boolean): boolean {
  if (a.excluded.includes(b.userId)) return false;
  // Widened to one group, both pets of it (checked in canPair): the group stands in for the filter.
  return widened || a.breedFilter === null || a.breedFilter === b.breedId;
}

/**
 * The pairing rule, shared by every adapter (an SQL adapter mirrors it in its WHERE clause). A
 * plain search meets only plain ones; a widened one (issue 29) only one widened to the same
 * group, both pets of that group. The plain path pays one comparison for it.
 */
export function canPair(a: Searcher, b: Searcher): boolean {
  if (a.userId === b.userId) return false;
  const group = a.widenGroup ?? null;
  if (group !== (b.widenGroup ?? null)) return false;
  if (group !== null && (a.breedGroup !== group || b.breedGroup !== group)) return false;
  return accepts(a, b, group !== null) && accepts(b, a, group !== null);
}
