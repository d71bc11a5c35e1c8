import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../tests/api/support/manual-clock';
import type { MatchPool } from '../../ports/match-pool';
import { countingErrors } from './counted';
import { MemoryMatchPool } from './memory';

describe('countingErrors (pool errors of /api/metrics)', () => {
  it('counts each rejected call once and rejects it unchanged', async () => {
    let errors = 0;
    const failure = new Error('pool down');
    const fail = async (): Promise<never> => {
      throw failure;
    };
    const broken: MatchPool = {
      search: fail,
      leave: fail,
      activeMatchOf: fail,
      endMatch: fail,
      recentMatchesBetween: fail,
      stats: async () => ({ waiting: 0, activeMatches: 0, matchesMade: 0 }),
      waitingByBreedFilter: fail,
      close: async () => {},
    };
    const pool = countingErrors(broken, () => {
      errors += 1;
    });
    await expect(pool.activeMatchOf(1)).rejects.toBe(failure);
    await expect(pool.activeMatchOf(2)).rejects.toBe(failure);
    expect(await pool.stats()).toEqual({ waiting: 0, activeMatches: 0, matchesMade: 0 });
    await expect(pool.waitingByBreedFilter()).rejects.toBe(failure);
    expect(errors).toBe(3);
  });

  it('passes answers of a working pool through without counting', async () => {
    let errors = 0;
    const pool = countingErrors(new MemoryMatchPool({ clock: new ManualClock() }), () => {
      errors += 1;
    });
    expect(await pool.leave(7)).toBe(false);
    expect(await pool.activeMatchOf(7)).toBeNull();
    await pool.close();
    expect(errors).toBe(0);
  });
});
