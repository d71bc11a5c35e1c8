import type { AppContext } from '../context';
import { createFriendCallsRepository } from '../modules/friend-calls/repository';
import type { MetricSources } from './registry';

/** Where each gauge reads: the match pool, the friend-call rows, the WebSocket router. */
export function metricSourcesOf(ctx: Pick<AppContext, 'matchPool' | 'db' | 'upgrades'>): MetricSources {
  const friendCalls = createFriendCallsRepository(ctx.db);
  return {
    poolStats: () => ctx.matchPool.stats(),
    friendCallsInProgress: () => friendCalls.countInProgress(),
    openSockets: () => ctx.upgrades.openSockets(),
  };
}
