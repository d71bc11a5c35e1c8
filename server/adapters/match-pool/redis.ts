import { randomBytes, randomUUID } from 'node:crypto';
// node:timers' own functions: a test's fake timers replace the global ones, and a batch must still go.
import { clearTimeout, setImmediate, setTimeout } from 'node:timers';
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
import { ACTIVE_MATCH, END_MATCH, END_SEARCH, LEAVE, SEARCH, SEARCH_EACH, SWEEP } from './redis-scripts';

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
  /**
   * How long a search may wait for others to share its round trip to Redis (real time): 0 sends
   * each turn's searches at the turn's end. See `queue`.
   */
  batchWindowMs?: number;
  retentionMs?: number;
  encountersPerUser?: number;
  newId?: () => string;
  onError?: (err: unknown) => void;
}

interface Waiting {
  userId: number;
  /** Handed to the partner when a newcomer of this instance pairs with it (not sent back by Redis). */
  searcher: Searcher;
  resolve: (pairing: Pairing | null) => void;
  reject: (err: unknown) => void;
  release: () => void;
}

/**
 * A round trip to Redis costs the server thread more than the searches it carries (a socket
 * write, a read and ioredis's handling: 70 to 95 µs of CPU for a lone PING on loopback, measured
 * on the loaded 2-core machine of issue 30), and at 4,000 searches/s a turn of the event loop
 * holds few searches. Waiting up to 2 ms lets about 8 share one round trip. Only searches that
 * come close together wait so: one after a quiet window goes at the end of its turn, since the
 * Start that finds a partner waiting would otherwise wait the window for company that is not
 * coming (issue 30 item 4: 2 to 3 ms of a 3 ms search round trip).
 */
const DEFAULT_BATCH_WINDOW_MS = 2;
/** A batch this large goes at once: more would only make its searches wait. */
const MAX_BATCH = 256;

/** How long a search's outcome is kept for a search whose wake-up message was lost. */
const RESULT_TTL_MS = 60_000;

type Script = (...args: Array<string | number>) => Promise<unknown>;

/** The searches made since the last one went to Redis: sent together as one SEARCH (see `queue`). */
interface SearchBatch {
  args: Array<string | number>;
  searches: Array<{ token: string; searcher: Searcher; matchId: string; now: number }>;
}

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
 * Searches are batched: those made within `batchWindowMs` (2 ms) go to Redis as one SEARCH script
 * call (one round trip and one script run for the lot, issue 30). Every other call first sends
 * the pending batch, then its own command, on the one command connection, so Redis still sees
 * the calls of this instance in the order they were made (as the memory pool).
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
  /** Searches not sent yet (see `queue`); null when none. */
  private batch: SearchBatch | null = null;
  /** The pending batch's send timer (batchWindowMs), cleared when it goes earlier. */
  private batchTimer: NodeJS.Timeout | null = null;
  /** When the last batch of searches went to Redis (performance.now()). */
  private lastSentAt = Number.NEGATIVE_INFINITY;
  /** From its timer (or at a turn's end) the socket is not held: the batch goes out at once. */
  private readonly sendBatch = () => this.flush(false);
  /** Holds the command socket until the turn ends (`write-batch.ts`). */
  private readonly hold: () => void;

  constructor(options: RedisMatchPoolOptions) {
    // `??` rather than a spread: a test passes `retentionMs: undefined` to mean the default.
    this.options = {
      ...options,
      heartbeatClock: options.heartbeatClock ?? systemClock,
      heartbeatMs: options.heartbeatMs ?? 1000,
      heartbeatTtlMs: options.heartbeatTtlMs ?? 5000,
      batchWindowMs: options.batchWindowMs ?? DEFAULT_BATCH_WINDOW_MS,
      // A day: reports need an encounter within the last 24 hours.
      retentionMs: options.retentionMs ?? 24 * 3600_000,
      encountersPerUser: options.encountersPerUser ?? 20,
      newId: options.newId ?? randomUUID,
    };
    const { client } = options;
    // The scripts go out as EVALSHA (ioredis sends the source once per connection); the searches
    // of one event-loop turn share one socket write (write-batch.ts).
    const hold = writeBatcher(client);
    this.hold = hold;
    const define = (name: string, lua: string, held = true): Script => {
      const command = `petchatPool${name}`;
      client.defineCommand(command, { numberOfKeys: 0, lua });
      const fn = (client as unknown as Record<string, Script>)[command];
      if (!held) return (...args) => fn.apply(client, args);
      return (...args) => {
        hold();
        return fn.apply(client, args);
      };
    };
    this.scripts = {
      // Held or not by `flush`, which knows whether the turn is still running.
      search: define('Search', SEARCH, false),
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
    const result = new Promise<Pairing | null>((resolve, reject) => {
      const onAbort = () => this.endSearch(token);
      const cancelTimer = this.options.clock.setTimeout(() => this.endSearch(token), options.timeoutMs);
      // Registered before the script is sent: a wake-up can only follow it, but arrives on the
      // other connection and may be read before the script's own reply.
      this.waiting.set(token, {
        userId: searcher.userId,
        searcher,
        resolve,
        reject,
        release: () => {
          cancelTimer();
          signal?.removeEventListener('abort', onAbort);
        },
      });
      signal?.addEventListener('abort', onAbort, { once: true });
    });
    this.queue(token, searcher);
    return result;
  }

  /**
   * Adds a search to the pending batch; the first one of a batch schedules its send, after
   * `batchWindowMs` when the last batch went less than that ago (so the searches of the next turns
   * ride along), else at the turn's end (as always with 0).
   */
  private queue(token: string, searcher: Searcher): void {
    let batch = this.batch;
    if (batch === null) {
      const { prefix, instanceId, retentionMs, encountersPerUser } = this.options;
      batch = { args: [prefix, instanceId, retentionMs, encountersPerUser, RESULT_TTL_MS, 0], searches: [] };
      this.batch = batch;
      const window = this.options.batchWindowMs;
      // Close behind the last batch: wait for the window's company. After a quiet window: at the
      // end of this turn (the searches of this turn still ride along).
      if (window > 0 && performance.now() - this.lastSentAt < window)
        this.batchTimer = setTimeout(this.sendBatch, window);
      else setImmediate(this.sendBatch);
    }
    const matchId = this.options.newId();
    const now = this.options.clock.now();
    const entry = JSON.stringify({ t: token, i: this.options.instanceId, s: searcher });
    batch.args.push(searcher.userId, token, entry, matchId, now);
    batch.searches.push({ token, searcher, matchId, now });
    // Sent now, in this turn: the socket is held until its end as for any command.
    if (batch.searches.length >= MAX_BATCH) this.flush();
  }

  /**
   * Sends the pending searches: from the batch's timer, or before any other command of this
   * pool (which keeps the order); the latter mid-turn, so the socket is held as for every command.
   */
  private flush(midTurn = true): void {
    const batch = this.batch;
    if (batch === null) return;
    this.batch = null;
    if (this.batchTimer !== null) {
      clearTimeout(this.batchTimer);
      this.batchTimer = null;
    }
    if (midTurn) this.hold();
    this.lastSentAt = performance.now();
    batch.args[5] = batch.searches.length;
    this.scripts
      .search(...batch.args)
      .then((reply) => this.onSearched(batch, reply as string[]))
      .catch((err) => {
        for (const { token } of batch.searches) this.fail(token, err);
      });
  }

  /** SEARCH's reply: `SEARCH_EACH - 1` items per search, in the batch's order. */
  private onSearched(batch: SearchBatch, reply: string[]): void {
    for (let n = 0; n < batch.searches.length; n++) {
      const { token, searcher, matchId, now } = batch.searches[n];
      const at = n * (SEARCH_EACH - 1);
      const kind = reply[at];
      if (kind === 'e') {
        this.fail(token, new Error(`match pool search failed: ${reply[at + 1]}`));
        continue;
      }
      const replaced = reply[at + 3];
      if (replaced) this.settle(replaced, null);
      if (kind !== 'p') continue;
      const partnerToken = reply[at + 1];
      // A partner of this instance: its searcher is here, no need to parse it. (Its entry comes
      // along for one of another instance, and for one whose request already failed here.)
      const local = this.waiting.get(partnerToken);
      const partner = local ? local.searcher : (JSON.parse(reply[at + 2]) as { s: Searcher }).s;
      // The same match the script stored (SEARCH builds it from the same fields).
      const match: Match = {
        id: matchId,
        caller: { userId: searcher.userId, peerId: searcher.peerId },
        callee: { userId: partner.userId, peerId: partner.peerId },
        createdAt: now,
      };
      // The waiting one on this instance learns it here; one elsewhere through its channel.
      if (local) this.settle(partnerToken, { match, role: 'callee', partner: searcher });
      this.settle(token, { match, role: 'caller', partner });
    }
  }

  async leave(userId: number): Promise<boolean> {
    this.flush();
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
    this.flush();
    const raw = (await this.scripts.activeMatch(this.options.prefix, userId)) as string;
    return raw ? (JSON.parse(raw) as Match) : null;
  }

  async endMatch(matchId: string): Promise<Match | null> {
    this.flush();
    const raw = (await this.scripts.endMatch(this.options.prefix, matchId)) as string;
    return raw ? (JSON.parse(raw) as Match) : null;
  }

  async recentMatchesBetween(userId: number, otherId: number, withinMs?: number): Promise<string[]> {
    this.flush();
    const since = this.options.clock.now() - Math.min(withinMs ?? this.options.retentionMs, this.options.retentionMs);
    const members = await this.options.client.zrevrangebyscore(this.key(`enc:${userId}`), '+inf', since);
    const partner = `${otherId}:`;
    return members.filter((m) => m.startsWith(partner)).map((m) => m.slice(partner.length));
  }

  async stats(): Promise<PoolStats> {
    this.flush();
    const { client } = this.options;
    const [waiting, activeMatches, made] = await Promise.all([
      client.zcard(this.key('pool:queue')),
      client.scard(this.key('matches')),
      client.get(this.key('pool:made')),
    ]);
    return { waiting, activeMatches, matchesMade: Number(made ?? 0) };
  }

  async waitingByBreedFilter(): Promise<Map<WaitingKey, number>> {
    this.flush();
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
    this.flush();
    const ending = [...this.waiting.keys()].map((token) => this.endSearch(token));
    await Promise.allSettled(ending);
    await this.options.client
      .del(this.key(`instance:${this.options.instanceId}`), this.key(`listening:${this.options.instanceId}`))
      .catch(() => {});
    await (await this.unsubscribe)().catch(() => {});
  }

  /** Drops the searchers of instances whose heartbeat expired; every live instance runs it. */
  async sweep(): Promise<number> {
    this.flush();
    return (await this.scripts.sweep(this.options.prefix)) as number;
  }

  /** Ends a search of this instance (timeout, abort, shutdown) unless it was paired meanwhile. */
  private async endSearch(token: string): Promise<void> {
    const entry = this.waiting.get(token);
    if (!entry) return;
    this.flush();
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
