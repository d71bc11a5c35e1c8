import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RealtimeChannel } from '../../../contract/realtime';
import type { SessionTarget } from '../../auth/session-cache';
import { type Clock, systemClock } from '../../ports/clock';
import type { PresenceListener, RealtimePort } from '../../ports/realtime';
import type { RedisBus } from '../redis/bus';
import type { RealtimeHub } from './hub';

/**
 * Presence per user in Redis: a sorted set of the instances where the user is present, scored
 * by when that claim expires (Redis time). An instance renews its claims on every heartbeat.
 * Every claim is also indexed in `presence:claims` (member `<instance>|<user>`, same score), so
 * the claims of an instance that died are found when they expire: any live instance's sweep
 * removes them and reports the users left with no claim as gone offline, once for the system.
 * A user's key outlives its claims (4 TTLs), so a claim only ever disappears through one of
 * these scripts, and the sweep can tell an expired claim from one an enter or leave cleaned up.
 * ARGV: prefix, user id, instance, ttl ms. Enter and leave answer 1 on a global transition.
 */
const PRESENCE_COMMON = `
local P, uid, inst, ttl = ARGV[1], ARGV[2], ARGV[3], tonumber(ARGV[4])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local k = P .. 'presence:' .. uid
local index = P .. 'presence:claims'
redis.call('ZREMRANGEBYSCORE', k, '-inf', now)
`;
const PRESENCE_ENTER = `${PRESENCE_COMMON}
local before = redis.call('ZCARD', k)
redis.call('ZADD', k, now + ttl, inst)
redis.call('PEXPIRE', k, ttl * 4)
redis.call('ZADD', index, now + ttl, inst .. '|' .. uid)
if before == 0 then return 1 end
return 0
`;
const PRESENCE_LEAVE = `${PRESENCE_COMMON}
redis.call('ZREM', index, inst .. '|' .. uid)
local removed = redis.call('ZREM', k, inst)
if removed == 1 and redis.call('ZCARD', k) == 0 then return 1 end
return 0
`;
/** ARGV: prefix, then user ids. Returns the ids with a live claim. */
const PRESENCE_AMONG = `
local P = ARGV[1]
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local online = {}
for i = 2, #ARGV do
  if redis.call('ZCOUNT', P .. 'presence:' .. ARGV[i], '(' .. now, '+inf') > 0 then online[#online + 1] = ARGV[i] end
end
return online
`;
/**
 * ARGV: prefix, instance, ttl ms, then user ids present here: renews this instance's claims.
 * Returns the ids that had no live claim left (a renewal came too late and a sweep may have
 * reported them offline): they are online again.
 */
const PRESENCE_RENEW = `
local P, inst, ttl = ARGV[1], ARGV[2], tonumber(ARGV[3])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local index = P .. 'presence:claims'
local back = {}
for i = 4, #ARGV do
  local k = P .. 'presence:' .. ARGV[i]
  redis.call('ZREMRANGEBYSCORE', k, '-inf', now)
  if redis.call('ZCARD', k) == 0 then back[#back + 1] = ARGV[i] end
  redis.call('ZADD', k, now + ttl, inst)
  redis.call('PEXPIRE', k, ttl * 4)
  redis.call('ZADD', index, now + ttl, inst .. '|' .. ARGV[i])
end
return back
`;
/**
 * ARGV: prefix, limit. Removes up to `limit` expired claims (an instance died or stalled) and
 * returns the users whose claim this removed and who have no live claim left: they went offline.
 * A claim already cleaned up by an enter or leave of the same user is skipped, so each
 * transition is reported once, by whichever instance's sweep gets there first.
 */
const PRESENCE_SWEEP = `
local P, limit = ARGV[1], tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local index = P .. 'presence:claims'
local offline = {}
for _, member in ipairs(redis.call('ZRANGEBYSCORE', index, '-inf', now, 'LIMIT', 0, limit)) do
  redis.call('ZREM', index, member)
  local bar = string.find(member, '|', 1, true)
  local inst, uid = string.sub(member, 1, bar - 1), string.sub(member, bar + 1)
  local k = P .. 'presence:' .. uid
  local score = redis.call('ZSCORE', k, inst)
  if score and tonumber(score) <= now then
    redis.call('ZREMRANGEBYSCORE', k, '-inf', now)
    if redis.call('ZCARD', k) == 0 then offline[#offline + 1] = uid end
  end
end
return offline
`;
/** Expired claims one sweep removes at most; the rest wait for the next one. */
const SWEEP_LIMIT = 500;

type Script = (...args: Array<string | number>) => Promise<unknown>;

export interface RedisFanoutOptions {
  hub: RealtimeHub;
  client: Redis;
  bus: RedisBus;
  prefix: string;
  instanceId: string;
  log: FastifyBaseLogger;
  /** Real time: presence claims are renewed this often and live `presenceTtlMs` without renewal. */
  clock?: Clock;
  renewMs?: number;
  presenceTtlMs?: number;
}

interface Envelope {
  /** The instance that published it (it has delivered to its own sockets already). */
  o: string;
  u: number;
  c: RealtimeChannel;
  e: string;
  d: unknown;
}

/**
 * The built-in hub for several instances. Sockets stay on the instance they connected to; an
 * event for a user is delivered to this instance's sockets at once and published on one Redis
 * channel, from which every other instance delivers it to the user's sockets there. Presence is
 * shared through per-user claims in Redis (scripts above); a presence transition is reported to
 * the listeners of the instance where it happened, once for the whole system, so the watchdog
 * and the friends' relay act once.
 */
export class RedisRealtimeFanout implements RealtimePort {
  readonly driver = 'hub' as const;
  readonly upgrade: RealtimeHub['upgrade'];
  private readonly listeners = new Set<PresenceListener>();
  private readonly here = new Set<number>();
  /** Per user, the chain of presence writes: a quick leave and return keep their order. */
  private readonly chains = new Map<number, Promise<void>>();
  private readonly scripts: Record<'enter' | 'leave' | 'among' | 'renew' | 'sweep', Script>;
  private readonly channel: string;
  private readonly ttlMs: number;
  private readonly stops: Array<() => void> = [];
  private readonly unsubscribe: Promise<() => Promise<void>>;

  constructor(private readonly options: RedisFanoutOptions) {
    const { client, hub } = options;
    this.upgrade = hub.upgrade;
    this.ttlMs = options.presenceTtlMs ?? 15_000;
    const define = (name: string, lua: string): Script => {
      const command = `petchatPresence${name}`;
      client.defineCommand(command, { numberOfKeys: 0, lua });
      const fn = (client as unknown as Record<string, Script>)[command];
      return (...args) => fn.apply(client, args);
    };
    this.scripts = {
      enter: define('Enter', PRESENCE_ENTER),
      leave: define('Leave', PRESENCE_LEAVE),
      among: define('Among', PRESENCE_AMONG),
      renew: define('Renew', PRESENCE_RENEW),
      sweep: define('Sweep', PRESENCE_SWEEP),
    };
    this.channel = `${options.prefix}realtime:events`;
    this.unsubscribe = options.bus.subscribe(this.channel, (message) => this.deliver(message));
    this.stops.push(hub.onPresence((userId, online) => this.localPresence(userId, online)));
    const clock = options.clock ?? systemClock;
    const renewMs = options.renewMs ?? 5000;
    let cancel = clock.setTimeout(function tick(this: void) {
      void heartbeat();
      cancel = clock.setTimeout(tick, renewMs);
    }, renewMs);
    const heartbeat = () => Promise.all([this.renew(), this.sweep()]);
    this.stops.push(() => cancel());
  }

  authorize(userId: number, familyId: string) {
    return this.options.hub.authorize(userId, familyId);
  }

  async publish(userId: number, channel: RealtimeChannel, event: string, data: unknown): Promise<void> {
    await this.options.hub.publish(userId, channel, event, data);
    const envelope: Envelope = { o: this.options.instanceId, u: userId, c: channel, e: event, d: data };
    await this.options.bus.publish(this.channel, JSON.stringify(envelope));
  }

  async isOnline(userId: number): Promise<boolean> {
    return (await this.onlineAmong([userId])).has(userId);
  }

  async onlineAmong(userIds: readonly number[]): Promise<Set<number>> {
    if (userIds.length === 0) return new Set();
    const online = (await this.scripts.among(this.options.prefix, ...userIds)) as string[];
    return new Set(online.map(Number));
  }

  onPresence(listener: PresenceListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  closeSessionSockets(target: SessionTarget): void {
    this.options.hub.closeSessionSockets(target);
  }

  async close(): Promise<void> {
    for (const stop of this.stops) stop();
    await this.options.hub.close();
    await Promise.allSettled([...this.chains.values()]);
    const left = [...this.here];
    this.here.clear();
    await Promise.allSettled(
      left.map((userId) => this.scripts.leave(this.options.prefix, userId, this.options.instanceId, this.ttlMs)),
    );
    await (await this.unsubscribe)().catch(() => {});
  }

  /** Renews this instance's claims; users whose claims had lapsed are reported online again. */
  private async renew(): Promise<void> {
    if (this.here.size === 0) return;
    try {
      const back = (await this.scripts.renew(
        this.options.prefix,
        this.options.instanceId,
        this.ttlMs,
        ...this.here,
      )) as string[];
      for (const userId of back.map(Number)) if (this.here.has(userId)) this.report(userId, true);
    } catch (err) {
      this.options.log.error({ err }, 'presence renewal failed');
    }
  }

  /**
   * Finds claims that expired without a leave (their instance died, or stalled past the TTL)
   * and reports the users left without any as offline; every live instance runs it, and each
   * transition is reported by one of them. Returns how many went offline (tests).
   */
  async sweep(): Promise<number> {
    try {
      const offline = (await this.scripts.sweep(this.options.prefix, SWEEP_LIMIT)) as string[];
      for (const userId of offline.map(Number)) this.report(userId, false);
      return offline.length;
    } catch (err) {
      this.options.log.error({ err }, 'presence sweep failed');
      return 0;
    }
  }

  private report(userId: number, online: boolean): void {
    for (const listener of this.listeners) {
      try {
        listener(userId, online);
      } catch (err) {
        this.options.log.error({ err }, 'presence listener failed');
      }
    }
  }

  private deliver(message: string): void {
    const envelope = JSON.parse(message) as Envelope;
    if (envelope.o === this.options.instanceId) return;
    void this.options.hub.publish(envelope.u, envelope.c, envelope.e, envelope.d);
  }

  private localPresence(userId: number, online: boolean): void {
    if (online) this.here.add(userId);
    else this.here.delete(userId);
    const { prefix, instanceId } = this.options;
    const previous = this.chains.get(userId) ?? Promise.resolve();
    const next = previous
      .then(() => (online ? this.scripts.enter : this.scripts.leave)(prefix, userId, instanceId, this.ttlMs))
      .then((transition) => {
        if (transition === 1) this.report(userId, online);
      })
      .catch((err) => this.options.log.error({ err, userId }, 'presence update failed'))
      .finally(() => {
        if (this.chains.get(userId) === next) this.chains.delete(userId);
      });
    this.chains.set(userId, next);
  }
}
