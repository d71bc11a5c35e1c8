import type { UpgradeRouter } from '../http/upgrade';
import type { MatchPool } from '../ports/match-pool';
import type { MetricSources } from './registry';

/**
 * Where each gauge reads: the match pool, the friend-call rows, the WebSocket router. The
 * friend-call count comes in as a function (server/composition.ts), so metrics import no module.
 */
export function metricSources(deps: {
  matchPool: Pick<MatchPool, 'stats'>;
  upgrades: Pick<UpgradeRouter, 'openSockets'>;
  countFriendCallsInProgress: () => Promise<number>;
}): MetricSources {
  return {
    poolStats: () => deps.matchPool.stats(),
    friendCallsInProgress: deps.countFriendCallsInProgress,
    openSockets: () => deps.upgrades.openSockets(),
  };
}
