import { fromPromise } from 'xstate';
import type { PoolStatsView } from '../../contract/chat';
import type { PoolStatsDeps } from './pool-stats.types';

/** The machine's effects, from the composition root's dependencies. */
export function createPoolStatsImplementations(deps: PoolStatsDeps) {
  return {
    actors: {
      fetchPoolStats: fromPromise<PoolStatsView, { breedId: number | null; widened: boolean }>(({ input, signal }) =>
        deps.fetchPoolStats(input.breedId, signal, { widened: input.widened }),
      ),
    },
  };
}
