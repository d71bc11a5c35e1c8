import { randomUUID } from 'node:crypto';
import type { Clock } from '../../ports/clock';
import {
  canPair,
  type Match,
  type MatchPool,
  type Pairing,
  type PoolStats,
  type SearchCancel,
  type Searcher,
  type WaitingKey,
  waitingKeyOf,
} from '../../ports/match-pool';

interface Waiting {
  searcher: Searcher;
  resolve: (pairing: Pairing | null) => void;
  /** Cancels the timeout and detaches the abort listener. */
  release: () => void;
}

interface Encounter {
  partnerId: number;
  matchId: string;
  at: number;
}

export interface MemoryMatchPoolOptions {
  clock: Clock;
  /** How long past matches count for `recentMatchesBetween` (end-call and report checks); 24 h. */
  retentionMs?: number;
  /** Past matches remembered per user, newest kept. */
  encountersPerUser?: number;
  newId?: () => string;
}

/**
 * The in-process pool. Every state change happens synchronously inside one call, so on Node's
 * single thread a scan-and-pair can never interleave with another: that is what makes pairing
 * atomic here (a shared adapter gets the same guarantee from a Lua script or SKIP LOCKED).
 * Waiting searchers are kept in arrival order, so the longest-waiting compatible one is chosen.
 */
export class MemoryMatchPool implements MatchPool {
  private readonly clock: Clock;
  private readonly retentionMs: number;
  private readonly encountersPerUser: number;
  private readonly newId: () => string;
  private readonly waiting = new Map<number, Waiting>();
  private readonly active = new Map<string, Match>();
  private readonly activeByUser = new Map<number, string>();
  private readonly encounters = new Map<number, Encounter[]>();
  private made = 0;
  private closed = false;

  constructor(options: MemoryMatchPoolOptions) {
    this.clock = options.clock;
    // A day: reports need an encounter within the last 24 hours.
    this.retentionMs = options.retentionMs ?? 24 * 3600_000;
    this.encountersPerUser = options.encountersPerUser ?? 20;
    this.newId = options.newId ?? randomUUID;
  }

  async search(searcher: Searcher, options: { timeoutMs: number; signal?: SearchCancel }): Promise<Pairing | null> {
    if (this.closed || options.signal?.aborted) return null;
    // One search per user: a second tab or a double click replaces the first search.
    this.finish(searcher.userId, null);
    this.endActiveOf(searcher.userId);

    for (const [userId, candidate] of this.waiting) {
      if (!canPair(searcher, candidate.searcher)) continue;
      this.waiting.delete(userId);
      candidate.release();
      const match = this.record(searcher, candidate.searcher);
      candidate.resolve({ match, role: 'callee', partner: searcher });
      return { match, role: 'caller', partner: candidate.searcher };
    }

    return new Promise<Pairing | null>((resolve) => {
      const { signal } = options;
      const onAbort = () => this.finish(searcher.userId, null, entry);
      const cancelTimer = this.clock.setTimeout(() => this.finish(searcher.userId, null, entry), options.timeoutMs);
      const entry: Waiting = {
        searcher,
        resolve,
        release: () => {
          cancelTimer();
          signal?.removeEventListener('abort', onAbort);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.set(searcher.userId, entry);
    });
  }

  async leave(userId: number): Promise<boolean> {
    return this.finish(userId, null);
  }

  async activeMatchOf(userId: number): Promise<Match | null> {
    const id = this.activeByUser.get(userId);
    return id === undefined ? null : (this.active.get(id) ?? null);
  }

  async endMatch(matchId: string): Promise<Match | null> {
    const match = this.active.get(matchId);
    if (!match) return null;
    this.active.delete(matchId);
    if (this.activeByUser.get(match.caller.userId) === matchId) this.activeByUser.delete(match.caller.userId);
    if (this.activeByUser.get(match.callee.userId) === matchId) this.activeByUser.delete(match.callee.userId);
    return match;
  }

  async recentMatchesBetween(userId: number, otherId: number, withinMs?: number): Promise<string[]> {
    const since = this.clock.now() - Math.min(withinMs ?? this.retentionMs, this.retentionMs);
    return (this.encounters.get(userId) ?? [])
      .filter((e) => e.partnerId === otherId && e.at >= since)
      .reverse()
      .map((e) => e.matchId);
  }

  async stats(): Promise<PoolStats> {
    return { waiting: this.waiting.size, activeMatches: this.active.size, matchesMade: this.made };
  }

  async waitingByBreedFilter(): Promise<Map<WaitingKey, number>> {
    const counts = new Map<WaitingKey, number>();
    for (const { searcher } of this.waiting.values()) {
      const key = waitingKeyOf(searcher);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const userId of [...this.waiting.keys()]) this.finish(userId, null);
  }

  /** Ends a waiting search (only `expected`, when given) and resolves it. */
  private finish(userId: number, value: null, expected?: Waiting): boolean {
    const entry = this.waiting.get(userId);
    if (!entry || (expected && entry !== expected)) return false;
    this.waiting.delete(userId);
    entry.release();
    entry.resolve(value);
    return true;
  }

  private endActiveOf(userId: number): void {
    const id = this.activeByUser.get(userId);
    if (id !== undefined) void this.endMatch(id);
  }

  private record(caller: Searcher, callee: Searcher): Match {
    const now = this.clock.now();
    const match: Match = {
      id: this.newId(),
      caller: { userId: caller.userId, peerId: caller.peerId },
      callee: { userId: callee.userId, peerId: callee.peerId },
      createdAt: now,
    };
    this.made += 1;
    this.active.set(match.id, match);
    this.activeByUser.set(caller.userId, match.id);
    this.activeByUser.set(callee.userId, match.id);
    this.remember(caller.userId, { partnerId: callee.userId, matchId: match.id, at: now });
    this.remember(callee.userId, { partnerId: caller.userId, matchId: match.id, at: now });
    return match;
  }

  /** Kept oldest first, so expired and surplus encounters are always at the front. */
  private remember(userId: number, encounter: Encounter): void {
    let list = this.encounters.get(userId);
    if (!list) {
      list = [];
      this.encounters.set(userId, list);
    }
    const since = encounter.at - this.retentionMs;
    let stale = 0;
    while (stale < list.length && list[stale].at < since) stale += 1;
    list.push(encounter);
    stale = Math.max(stale, list.length - this.encountersPerUser);
    if (stale > 0) list.splice(0, stale);
  }
}
