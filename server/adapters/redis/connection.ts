import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { countEngineError } from '../../metrics/engine-errors';
import { RedisBus } from './bus';

/**
 * The one Redis of a deployment, as this instance sees it: a command connection shared by every
 * shared adapter, a pub/sub bus (a second connection: a subscribed connection cannot run
 * commands), this instance's id and the key prefix.
 */
export interface SharedRedis {
  readonly client: Redis;
  readonly bus: RedisBus;
  /** This instance's id: in `/health`, in pool entries (whose searcher is where) and relays. */
  readonly instanceId: string;
  /** `REDIS_PREFIX` + name: every key and channel goes through it. */
  key(name: string): string;
  /** True when both connections are up and Redis answers PING within `timeoutMs`. */
  healthy(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface RedisConnectOptions {
  url: string;
  prefix: string;
  log: FastifyBaseLogger;
  instanceId?: string;
}

/** Opens the shared Redis connections (the only place `new Redis` is called). */
export function connectRedis(options: RedisConnectOptions): SharedRedis {
  const instanceId = options.instanceId ?? `i-${randomBytes(6).toString('hex')}`;
  const make = (role: string) => {
    // Commands queue while reconnecting (order is kept, which the pool relies on); a request
    // fails after a few retries instead of hanging forever when Redis stays away.
    const client = new Redis(options.url, { maxRetriesPerRequest: 3, connectionName: `petchat-${role}-${instanceId}` });
    let reported = false;
    client.on('error', (err) => {
      // Every error is counted (/api/metrics); the log says it once per outage.
      countEngineError('redis');
      if (reported) return;
      reported = true;
      options.log.error({ err, role }, 'redis connection error');
    });
    client.on('ready', () => {
      if (reported) options.log.info({ role }, 'redis connection back');
      reported = false;
    });
    return client;
  };
  const client = make('commands');
  const subscriber = make('pubsub');
  const bus = new RedisBus(client, subscriber, options.log);
  return {
    client,
    bus,
    instanceId,
    key: (name) => `${options.prefix}${name}`,
    async healthy(timeoutMs = 1000) {
      if (client.status !== 'ready' || subscriber.status !== 'ready') return false;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return await Promise.race([client.ping().then((r) => r === 'PONG'), timeout]);
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      await bus.close();
      // QUIT waits for Redis; when it is gone there is nobody to wait for.
      const quit = (c: Redis) => (c.status === 'ready' ? c.quit() : Promise.resolve());
      await Promise.allSettled([quit(client), quit(subscriber)]);
      client.disconnect();
      subscriber.disconnect();
    },
  };
}
