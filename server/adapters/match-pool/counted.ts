import type { MatchPool } from '../../ports/match-pool';

/**
 * The pool with its failures counted (the `pool` engine errors of /api/metrics): every call that
 * rejects is counted once and rejected unchanged, so callers see exactly what they saw before.
 */
export function countingErrors(pool: MatchPool, countError: () => void): MatchPool {
  // A rejection handler, not an async wrapper per call: search is the hot path of matching.
  const counted = (error: unknown): never => {
    countError();
    throw error;
  };
  return {
    search: (searcher, options) => pool.search(searcher, options).catch(counted),
    leave: (userId) => pool.leave(userId).catch(counted),
    activeMatchOf: (userId) => pool.activeMatchOf(userId).catch(counted),
    endMatch: (matchId) => pool.endMatch(matchId).catch(counted),
    recentMatchesBetween: (userId, otherId, withinMs) =>
      pool.recentMatchesBetween(userId, otherId, withinMs).catch(counted),
    stats: () => pool.stats().catch(counted),
    waitingByBreedFilter: () => pool.waitingByBreedFilter().catch(counted),
    close: () => pool.close().catch(counted),
  };
}
