import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { UpgradeRouter } from '../http/upgrade';
import { countEngineError } from '../metrics/engine-errors';
import { type Clock, systemClock } from '../ports/clock';
import type { MatchPool } from '../ports/match-pool';
import type { PeerRelay } from '../ports/peer-relay';
import type { RealtimePort } from '../ports/realtime';
import { countingErrors } from './match-pool/counted';
import { MemoryMatchPool } from './match-pool/memory';
import { RedisMatchPool } from './match-pool/redis';
import { PeerDirectory } from './peer/peer-directory';
import { RelayPolicy } from './peer/relay-policy';
import { RedisPeerRelay } from './peer-relay/redis';
import { createRealtime } from './realtime/index';
import type { SharedRedis } from './redis/connection';

export interface ChatPorts {
  clock: Clock;
  upgrades: UpgradeRouter;
  peers: PeerDirectory;
  /** "May A signal B" for PeerJS: modules that open calls register their rule. */
  relayPolicy: RelayPolicy;
  realtime: RealtimePort;
  matchPool: MatchPool;
  /** PeerJS messages to other instances' peer ids; only with a shared Redis. */
  peerRelay?: PeerRelay;
}

/**
 * The context entries of random chat and realtime, each replaceable through `overrides`. With a
 * shared Redis (REDIS_URL) the pool, the hub's fan-out and presence, and the PeerJS relay are
 * the Redis adapters; otherwise everything stays in this process.
 */
export function createChatPorts(
  config: AppConfig,
  log: FastifyBaseLogger,
  overrides: Partial<ChatPorts>,
  redis?: SharedRedis,
): ChatPorts & { close(): Promise<void> } {
  const clock = overrides.clock ?? systemClock;
  const realtime = overrides.realtime ?? createRealtime(config, clock, log, redis);
  const matchPool =
    overrides.matchPool ??
    countingErrors(
      redis
        ? new RedisMatchPool({
            client: redis.client,
            bus: redis.bus,
            prefix: config.redisPrefix,
            instanceId: redis.instanceId,
            clock,
            onError: (err) => {
              countEngineError('redis');
              log.error({ err }, 'match pool heartbeat failed');
            },
          })
        : new MemoryMatchPool({ clock }),
      () => countEngineError('pool'),
    );
  const peerRelay =
    overrides.peerRelay ??
    (redis
      ? new RedisPeerRelay({
          client: redis.client,
          bus: redis.bus,
          prefix: config.redisPrefix,
          instanceId: redis.instanceId,
          log,
          locationTtlMs: config.peerCredentialTtlHours * 3600_000,
        })
      : undefined);
  return {
    clock,
    upgrades: overrides.upgrades ?? new UpgradeRouter(),
    peers: overrides.peers ?? new PeerDirectory(),
    relayPolicy: overrides.relayPolicy ?? new RelayPolicy(),
    realtime,
    matchPool,
    peerRelay,
    async close() {
      await matchPool.close();
      await realtime.close();
      if (peerRelay instanceof RedisPeerRelay) await peerRelay.close();
    },
  };
}
