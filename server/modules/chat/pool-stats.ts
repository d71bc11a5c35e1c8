import type { PoolStatsView } from '../../../contract/chat';
import type { Clock } from '../../ports/clock';
import type { MatchPool, WaitingKey } from '../../ports/match-pool';

/** How long one reading serves every client (API.md: cached for a second). */
export const POOL_STATS_CACHE_MS = 1000;

interface Reading {
  online: number;
  waiting: Map<WaitingKey, number>;
}

export interface PoolStatsDeps {
  pool: Pick<MatchPool, 'waitingByBreedFilter'>;
  /** Users seen online since the date (a count query). */
  countSeenSince(since: Date): Promise<number>;
  clock: Clock;
  /** "Online": a keep-alive within this long (two keep-alive periods, API.md). */
  onlineWindowMs: number;
  /** The breed's group key (null: none, or no such breed), for widened figures (issue 29). */
  groupOf(breedId: number): Promise<string | null>;
}

/**
 * GET /pool-stats: how many people are online and how many search in the general chat and in a
 * breed's chat, so a waiting user knows whether anyone is there (issue 29, "honest waits").
 * One reading (a pass over the waiting searchers and one count query) serves every client for
 * `POOL_STATS_CACHE_MS`, however many ask; a failed reading is not kept.
 */
export function createPoolStats({ pool, countSeenSince, clock, onlineWindowMs, groupOf }: PoolStatsDeps) {
  let cached: { at: number; reading: Promise<Reading> } | null = null;

  const read = (): Promise<Reading> => {
    const now = clock.now();
    if (cached && now - cached.at < POOL_STATS_CACHE_MS) return cached.reading;
    const reading = Promise.all([pool.waitingByBreedFilter(), countSeenSince(new Date(now - onlineWindowMs))]).then(
      ([waiting, online]) => ({ waiting, online }),
    );
    const entry = { at: now, reading };
    cached = entry;
    reading.catch(() => {
      if (cached === entry) cached = null;
    });
    return reading;
  };

  return {
    /**
     * The figures for a client searching (or about to search) in `breedId`'s chat, or none; when
     * `widened`, `breed` counts those widened to the breed's group (they are whom it can meet).
     */
    async forBreed(breedId: number | null, widened = false): Promise<PoolStatsView> {
      const [{ online, waiting }, group] = await Promise.all([
        read(),
        widened && breedId !== null ? groupOf(breedId) : null,
      ]);
      const key: WaitingKey = group ?? breedId;
      return {
        online,
        general: waiting.get(null) ?? 0,
        breed: breedId === null ? null : (waiting.get(key) ?? 0),
      };
    },
  };
}
export type PoolStats = ReturnType<typeof createPoolStats>;
