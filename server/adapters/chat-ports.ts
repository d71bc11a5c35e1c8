import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { UpgradeRouter } from '../http/upgrade';
import { PeerDirectory } from '../modules/peer/peer-directory';
import { RelayPolicy } from '../modules/peer/relay-policy';
import { type Clock, systemClock } from '../ports/clock';
import type { MatchPool } from '../ports/match-pool';
import type { RealtimePort } from '../ports/realtime';
import { countEngineError } from '../metrics/engine-errors';
import { countingErrors } from './match-pool/counted';
import { MemoryMatchPool } from './match-pool/memory';
import { createRealtime } from './realtime/index';

export interface ChatPorts {
  clock: Clock;
  upgrades: UpgradeRouter;
  peers: PeerDirectory;
  /** "May A signal B" for PeerJS: modules that open calls register their rule. */
  relayPolicy: RelayPolicy;
  realtime: RealtimePort;
  matchPool: MatchPool;
}

/** The context entries of random chat and realtime, each replaceable through `overrides`. */
export function createChatPorts(
  config: AppConfig,
  log: FastifyBaseLogger,
  overrides: Partial<ChatPorts>,
): ChatPorts & { close(): Promise<void> } {
  const clock = overrides.clock ?? systemClock;
  const realtime = overrides.realtime ?? createRealtime(config, clock, log);
  const matchPool =
    overrides.matchPool ?? countingErrors(new MemoryMatchPool({ clock }), () => countEngineError('pool'));
  return {
    clock,
    upgrades: overrides.upgrades ?? new UpgradeRouter(),
    peers: overrides.peers ?? new PeerDirectory(),
    relayPolicy: overrides.relayPolicy ?? new RelayPolicy(),
    realtime,
    matchPool,
    async close() {
      await matchPool.close();
      await realtime.close();
    },
  };
}
