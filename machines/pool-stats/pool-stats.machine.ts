import { assign, fromPromise, setup } from 'xstate';
import type { PoolStatsView } from '../../contract/chat';
import { notProvided } from '../shared/not-provided';
import { type PoolStatsContext, type PoolStatsEvent, type PoolStatsInput, REFRESH_MS } from './pool-stats.types';

/** Reads `GET /pool-stats` while the chat screen is shown (see pool-stats.types.ts). */
export const poolStatsMachine = setup({
  types: {
    context: {} as PoolStatsContext,
    events: {} as PoolStatsEvent,
    input: {} as PoolStatsInput,
  },
  actors: {
    fetchPoolStats: fromPromise<PoolStatsView, { breedId: number | null; widened: boolean }>(
      notProvided('fetchPoolStats'),
    ),
  },
  delays: { refresh: REFRESH_MS },
}).createMachine({
  id: 'poolStats',
  context: ({ input }) => ({ breedId: input.breedId, widened: input.widened ?? false, stats: null }),
  on: {
    'poolStats.breed': {
      guard: ({ context, event }) => event.breedId !== context.breedId || (event.widened ?? false) !== context.widened,
      target: '.loading',
      actions: assign({ breedId: ({ event }) => event.breedId, widened: ({ event }) => event.widened ?? false }),
    },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchPoolStats',
        src: 'fetchPoolStats',
        input: ({ context }) => ({ breedId: context.breedId, widened: context.widened }),
        onDone: { target: 'shown', actions: assign({ stats: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    shown: { after: { refresh: 'loading' } },
    failed: { after: { refresh: 'loading' } },
  },
});
