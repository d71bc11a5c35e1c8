import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Clock } from '../../ports/clock';
import type { RealtimePort } from '../../ports/realtime';
import { AblyRealtime, connectAbly } from './ably';
import { RealtimeHub } from './hub';

export const REALTIME_PATH = '/realtime';

/** Ably when ABLY_API_KEY is set, otherwise the built-in hub at /realtime. */
export function createRealtime(config: AppConfig, clock: Clock, log: FastifyBaseLogger): RealtimePort {
  if (config.ablyApiKey) {
    const { rest, presence } = connectAbly(config.ablyApiKey);
    return new AblyRealtime(rest, presence, { log, tokenTtlMs: 60 * 60_000 });
  }
  return new RealtimeHub({
    clock,
    log,
    path: REALTIME_PATH,
    ticketTtlMs: config.realtimeTicketTtlSeconds * 1000,
    authTimeoutMs: 10_000,
    heartbeatMs: config.realtimeHeartbeatSeconds * 1000,
  });
}
