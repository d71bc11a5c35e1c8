import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { poolStatsMachine } from './pool-stats.machine';
import { selectPoolStats } from './pool-stats.selectors';

/** The figures of the chat screen's pool-stats actor; a change of breed chat (or widening) is told to it. */
export function usePoolStats(actor: ActorRefFrom<typeof poolStatsMachine>, breedId: number | null, widened = false) {
  useEffect(() => {
    actor.send({ type: 'poolStats.breed', breedId, widened });
  }, [actor, breedId, widened]);
  return useSelector(actor, selectPoolStats);
}
