import type { MatchPool } from '../../ports/match-pool';

/**
 * The pool with its failures counted (the `pool` engine errors of /api/metrics): every call that
 * rejects is counted once and rejected unchanged, so callers see exactly what they saw before.
 */
export function countingErrors(pool: MatchPool, countError: () => void): MatchPool {
  async function counted<R>(call: () => Promise<R>): Promise<R> {
    try {
      return await call();
    } catch (err) {
      countError();
      throw err;
    }
  }
  return {
    search: (searcher, options) => counted(() => pool.search(searcher, options)),
    leave: (userId) => counted(() => pool.leave(userId)),
    activeMatchOf: (userId) => counted(() => pool.activeMatchOf(userId)),
    endMatch: (matchId) => counted(() => pool.endMatch(matchId)),
    recentMatchesBetween: (userId, otherId, withinMs) =>
      counted(() => pool.recentMatchesBetween(userId, otherId, withinMs)),
    stats: () => counted(() => pool.stats()),
    close: () => counted(() => pool.close()),
  };
}
