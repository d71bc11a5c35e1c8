import { randomBytes, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { type Clock, systemClock } from '../../ports/clock';
import {
  type Match,
  type MatchPool,
  type Pairing,
  type PoolStats,
  type SearchCancel,
  type Searcher,
  type WaitingKey,
  waitingKeyOf,
} from '../../ports/match-pool';
import type { RedisBus } from '../redis/bus';
import { writeBatcher } from '../redis/write-batch';
import { ACTIVE_MATCH, END_MATCH, END_SEARCH, LEAVE, SEARCH, SWEEP } from './redis-scripts';

export interface RedisMatchPoolOptions {
  client: Redis;
  bus: RedisBus;
  /** Key and channel prefix (`REDIS_PREFIX`; tests use a fresh one per pool). */
  prefix: string;
  /** This instance: its waiting searchers are woken through its channel and die with its heartbeat. */
  instanceId: string;
  /** Search timeouts, match times and the retention window. */
  clock: Clock;
  /** Real time for the heartbeat (it must beat while a test's manual clock stands still). */
  heartbeatClock?: Clock;
  /** How often this instance renews its heartbeat key, and how long the key lives without it. */
  heartbeatMs?: number;
  heartbeatTtlMs?: number;
  retentionMs?: number;
  encountersPerUser?: number;
  newId?: () => string;
  onError?: (err: unknown) => void;
}

interface Waiting {
  userId: number;
  resolve: (pairing: Pairing | null) => void;
  reject: (err: unknown) => void;
  release: () => void;
}

/** How long a search's outcome is kept for a search whose wake-up message was lost. */
const RESULT_TTL_MS = 60_000;

type Script = (...args: Array<string | number>) => Promise<unknown>;

/**
 * The shared pool: the same semantics as the memory pool, for several instances. Waiting
 * entries, matches and recent encounters live in Redis; each pairing step is one Lua script
 * (`redis-scripts.ts`), so no searcher is ever handed to two newcomers. A search's promise stays
 * on the instance that received it: the script that pairs it records the outcome and wakes that
 * instance over pub/sub. Each instance renews a heartbeat key and keeps its wake-up channel
 * subscribed; when an instance dies Redis drops its subscription at once (and its heartbeat key
 * expires later), and its searchers are dropped by the next scan or sweep, so nobody is matched
 * with a searcher whose long-poll died with it.
 *
 * Every command is sent synchronously inside the public call, on the one command connection,
 * so Redis sees the calls of this instance in the order they were made (as the memory pool).
 */
export class RedisMatchPool implements MatchPool {
  private readonly options: Required<Omit<RedisMatchPoolOptions, 'onError'>> & Pick<RedisMatchPoolOptions, 'onError'>;
  private readonly waiting = new Map<string, Waiting>();
  private readonly scripts: Record<'search' | 'endSearch' | 'leave' | 'endMatch' | 'activeMatch' | 'sweep', Script>;
  private readonly stopHeartbeat: () => void;
  private unsubscribe: Promise<() => Promise<void>>;
  private closed = false;
  /** Subscribed to the wake-up channel: the heartbeat also renews `listening:<instance>`. */
  private listening = false;
  /**
   * Tokens are this pool's random stem and a count: unique without random bytes per search (they
   * cost 2 % of a search), also when a pool restarts under the same instance id and prefix.
   */
  private readonly tokenStem = randomBytes(6).toString('hex');
  private searches = 0;

  constructor(options: RedisMatchPoolOptions) {
    // `??` rather than a spread: a test passes `retentionMs: undefined` to mean the default.
    this.options = {
      ...options,
      heartbeatClock: options.heartbeatClock ?? systemClock,
      heartbeatMs: options.heartbeatMs ?? 1000,
      heartbeatTtlMs: options.heartbeatTtlMs ?? 5000,
      // A day: reports need an encounter within the last 24 hours.
      retentionMs: options.retentionMs ?? 24 * 3600_000,
      encountersPerUser: options.encountersPerUser ?? 20,
      newId: options.newId ?? randomUUID,
    };
    const { client } = options;
    // The scripts go out as EVALSHA (ioredis sends the source once per connection); the searches
    // of one event-loop turn share one socket write (write-batch.ts).
    const hold = writeBatcher(client);
    const define = (name: string, lua: string): Script => {
      const command = `petchatPool${name}`;
      client.defineCommand(command, { numberOfKeys: 0, lua });
      const fn = (client as unknown as Record<string, Script>)[command];
      return (...args) => {
        hold();
        return fn.apply(client, args);
      };
    };
    this.scripts = {
      search: define('Search', SEARCH),
      endSearch: define('EndSearch', END_SEARCH),
      leave: define('Leave', LEAVE),
      endMatch: define('EndMatch', END_MATCH),
      activeMatch: define('ActiveMatch', ACTIVE_MATCH),
      sweep: define('Sweep', SWEEP),
    };
    // Before any search of this instance reaches Redis (same connection, so in order).
    this.beat();
    this.stopHeartbeat = this.scheduleHeartbeat();
    this.unsubscribe = options.bus.subscribe(this.key(`pool:to:${options.instanceId}`), (message) =>
      this.onWake(message),
    );
    void this.unsubscribe.then(
      () => {
        if (this.closed) return;
        this.listening = true;
        this.beat();
      },
      (err) => this.options.onError?.(err),
    );
  }

  async search(searcher: Searcher, options: { timeoutMs: number; signal?: SearchCancel }): Promise<Pairing | null> {
    if (this.closed || options.signal?.aborted) return null;
    const { signal } = options;
    const token = `${this.tokenStem}${(++this.searches).toString(36)}`;
    const entry = JSON.stringify({ t: token, i: this.options.instanceId, s: searcher });
    const result = new Promise<Pairing | null>((resolve, reject) => {
      const onAbort = () => this.endSearch(token);
      const cancelTimer = this.options.clock.setTimeout(() => this.endSearch(token), options.timeoutMs);
      // Registered before the script is sent: a wake-up can only follow it, but arrives on the
      // other connection and may be read before the script's own reply.
      this.waiting.set(token, {
        userId: searcher.userId,
        resolve,
        reject,
        release: () => {
          cancelTimer();
          signal?.removeEventListener('abort', onAbort);
        },
      });
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    this.scripts
      .search(
        this.options.prefix,
        this.options.instanceId,
        searcher.userId,
        token,
        entry,
        this.options.newId(),
        this.options.clock.now(),
        this.options.retentionMs,
        this.options.encountersPerUser,
        RESULT_TTL_MS,
      )
      .then((reply) => {
        const [kind, matchJson, partnerJson, replacedToken, replacedInstance] = reply as string[];
        if (replacedToken && replacedInstance === this.options.instanceId) this.settle(replacedToken, null);
        if (kind !== 'paired') return;
        const match = JSON.parse(matchJson) as Match;
        const partner = JSON.parse(partnerJson) as { t: string; i: string; s: Searcher };
        // The waiting one on this instance learns it here; one elsewhere through its channel.
        if (partner.i === this.options.instanceId) this.settle(partner.t, { match, role: 'callee', partner: searcher });
        this.settle(token, { match, role: 'caller', partner: partner.s });
      })
      .catch((err) => this.fail(token, err));
    return result;
  }

  async leave(userId: number): Promise<boolean> {
    const [left, token, instance] = (await this.scripts.leave(
      this.options.prefix,
      userId,
      this.options.instanceId,
      RESULT_TTL_MS,
    )) as [number, string, string];
    if (left && instance === this.options.instanceId) this.settle(token, null);
    return left === 1;
  }

  async activeMatchOf(userId: number): Promise<Match | null> {
    const raw = (await this.scripts.activeMatch(this.options.prefix, userId)) as string;
    return raw ? (JSON.parse(raw) as Match) : null;
  }

  async endMatch(matchId: string): Promise<Match | null> {
    const raw = (await this.scripts.endMatch(this.options.prefix, matchId)) as string;
    return raw ? (JSON.parse(raw) as Match) : null;
  }

  async recentMatchesBetween(userId: number, otherId: number, withinMs?: number): Promise<string[]> {
    const since = this.options.clock.now() - Math.min(withinMs ?? this.options.retentionMs, this.options.retentionMs);
    const members = await this.options.client.zrevrangebyscore(this.key(`enc:${userId}`), '+inf', since);
    const partner = `${otherId}:`;
    return members.filter((m) => m.startsWith(partner)).map((m) => m.slice(partner.length));
  }

  async stats(): Promise<PoolStats> {
    const { client } = this.options;
    const [waiting, activeMatches, made] = await Promise.all([
      client.zcard(this.key('pool:queue')),
      client.scard(this.key('matches')),
      client.get(this.key('pool:made')),
    ]);
    return { waiting, activeMatches, matchesMade: Number(made ?? 0) };
  }

  async waitingByBreedFilter(): Promise<Map<WaitingKey, number>> {
    const { client } = this.options;
    const counts = new Map<WaitingKey, number>();
    const userIds = await client.zrange(this.key('pool:queue'), '0', '-1');
    if (userIds.length === 0) return counts;
    // Entries that ended between the two reads are simply missing (null).
    const entries = await client.mget(userIds.map((userId) => this.key(`pool:s:${userId}`)));
    for (const raw of entries) {
      if (!raw) continue;
      const key = waitingKeyOf((JSON.parse(raw) as { s: Searcher }).s);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stopHeartbeat();
    const ending = [...this.waiting.keys()].map((token) => this.endSearch(token));
    await Promise.allSettled(ending);
    await this.options.client
      .del(this.key(`instance:${this.options.instanceId}`), this.key(`listening:${this.options.instanceId}`))
      .catch(() => {});
    await (await this.unsubscribe)().catch(() => {});
  }

  /** Drops the searchers of instances whose heartbeat expired; every live instance runs it. */
  async sweep(): Promise<number> {
    return (await this.scripts.sweep(this.options.prefix)) as number;
  }

  /** Ends a search of this instance (timeout, abort, shutdown) unless it was paired meanwhile. */
  private async endSearch(token: string): Promise<void> {
    const entry = this.waiting.get(token);
    if (!entry) return;
    try {
      const [kind, result] = (await this.scripts.endSearch(this.options.prefix, entry.userId, token)) as string[];
      this.settle(token, kind === 'removed' || !result ? null : this.pairingFrom(result));
    } catch (err) {
      this.fail(token, err);
    }
  }

  private onWake(message: string): void {
    const { t, r } = JSON.parse(message) as { t: string; r: null | { match: Match; entry: { s: Searcher } } };
    this.settle(t, r === null ? null : { match: r.match, role: 'callee', partner: r.entry.s });
  }

  private pairingFrom(result: string): Pairing | null {
    const r = JSON.parse(result) as null | { match: Match; entry: { s: Searcher } };
    return r === null ? null : { match: r.match, role: 'callee', partner: r.entry.s };
  }

  /** Resolves a search of this instance once; later outcomes of the same search are ignored. */
  private settle(token: string, value: Pairing | null): void {
    const entry = this.waiting.get(token);
    if (!entry) return;
    this.waiting.delete(token);
    entry.release();
    entry.resolve(value);
  }

  private fail(token: string, err: unknown): void {
    const entry = this.waiting.get(token);
    if (!entry) return;
    this.waiting.delete(token);
    entry.release();
    entry.reject(err);
  }

  private key(name: string): string {
    return `${this.options.prefix}${name}`;
  }

  private beat(): void {
    const { client, instanceId, heartbeatTtlMs } = this.options;
    client
      .set(this.key(`instance:${instanceId}`), '1', 'PX', heartbeatTtlMs)
      .catch((err) => this.options.onError?.(err));
    if (this.listening)
      client
        .set(this.key(`listening:${instanceId}`), '1', 'PX', heartbeatTtlMs)
        .catch((err) => this.options.onError?.(err));
  }

  private scheduleHeartbeat(): () => void {
    let cancel = () => {};
    const tick = () => {
      if (this.closed) return;
      this.beat();
      this.sweep().catch((err) => this.options.onError?.(err));
      cancel = this.options.heartbeatClock.setTimeout(tick, this.options.heartbeatMs);
    };
    cancel = this.options.heartbeatClock.setTimeout(tick, this.options.heartbeatMs);
    return () => cancel();
  }
}
