import { fromPromise } from 'xstate';
import type { CallQualityDeps, QualitySample, SendLimit, StatsSource } from './call-quality.types';

/**
 * Real effects for `callQualityMachine.provide(...)`: the app passes the stats reader of
 * src/adapters/call-stats.ts and the sender update of src/adapters/send-limit.ts
 * (src/app/composition/call-quality.ts).
 */
export function createCallQualityImplementations(deps: CallQualityDeps) {
  return {
    actors: {
      sample: fromPromise<QualitySample, { connection: StatsSource }>(({ input }) => deps.sample(input.connection)),
    },
    actions: {
      applyLimit: (_: unknown, params: { connection: StatsSource; limit: SendLimit }) => {
        // A sender that refuses keeps what it sends; the next change tries again.
        deps.applyLimit(params.connection, params.limit).catch(() => {});
      },
    },
  };
}
