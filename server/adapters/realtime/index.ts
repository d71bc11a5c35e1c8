import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Clock } from '../../ports/clock';
import type { RealtimePort } from '../../ports/realtime';
import type { SharedRedis } from '../redis/connection';
import { AblyRealtime, connectAbly } from './ably';
import { RealtimeHub } from './hub';
import { RedisRealtimeFanout } from './redis-fanout';
import { RedisTickets } from './redis-tickets';

export const REALTIME_PATH = '/realtime';

/**
 * Ably when ABLY_API_KEY is set, otherwise the built-in hub at /realtime; with a shared Redis
 * the hub's events and presence reach every instance.
 */
export function createRealtime(
  config: AppConfig,
  clock: Clock,
  log: FastifyBaseLogger,
  redis?: SharedRedis,
): RealtimePort {
  if (config.ablyApiKey) {
    const { rest, presence } = connectAbly(config.ablyApiKey, config.ablyEndpoint);
    return new AblyRealtime(rest, presence, { log, tokenTtlMs: 60 * 60_000 });
  }
  const hub = new RealtimeHub({
    clock,
    log,
    path: REALTIME_PATH,
    ticketTtlMs: config.realtimeTicketTtlSeconds * 1000,
    authTimeoutMs: 10_000,
    heartbeatMs: config.realtimeHeartbeatSeconds * 1000,
    tickets: redis
      ? new RedisTickets(redis.client, config.redisPrefix, () => clock.now(), config.realtimeTicketTtlSeconds * 1000)
      : undefined,
  });
  if (!redis) return hub;
  return new RedisRealtimeFanout({
    hub,
    client: redis.client,
    bus: redis.bus,
    prefix: config.redisPrefix,
    instanceId: redis.instanceId,
    log,
  });
}
