/** A named kind of per-session data kept in the cache; `T` is what the slot holds. */
export class CacheSlot<T> {
  declare readonly valueType: T;
  constructor(readonly name: string) {}
}

export interface SessionKey {
  userId: number;
  familyId: string;
}

/**
 * Reads a slot for many sessions in one query, answering by family id. A session missing from
 * the answer no longer exists (revoked, or its user deleted), and is dropped from the cache.
 */
export type BatchLoader<T> = (sessions: SessionKey[]) => Promise<Map<string, T>>;

interface Stored {
  value: unknown;
  /** When the read that produced `value` started; the value is served until `loadedAt + ttl`. */
  loadedAt: number;
  /** Queued for a background refresh. */
  refreshing: boolean;
}

interface Entry {
  userId: number;
  slots: Map<string, Stored>;
}

/** Which sessions a change affects: every session of a user, or one session (refresh-token family). */
export type SessionTarget = { userId: number; familyId?: undefined } | { familyId: string; userId?: undefined };

export interface SessionCacheOptions {
  /** How long a value read from the database may be served; 0 turns the cache off. */
  ttlMs: number;
  /** Milliseconds since the epoch (ctx.now, so tests can move it). */
  now: () => number;
  /** Runs the batched background refresh after a short delay (ctx.clock.setTimeout). */
  schedule: (callback: () => void, ms: number) => () => void;
  /** A background refresh failed; the values stay until their TTL and are read again on a miss. */
  onError?: (error: unknown) => void;
  /** Sessions kept at most; expired ones go first, then the oldest. */
  maxSessions?: number;
}

/** Refresh requests are collected this long, then read in one query per slot. */
const REFRESH_BATCH_WINDOW_MS = 50;
const REFRESH_BATCH_MAX = 500;

/**
 * In-process cache of per-session data for hot routes (the session check of the guard, the
 * chat module's search data), keyed by session = refresh-token family.
 *
 * Rules that keep it from weakening anything:
 * - nothing is served that was read from the database more than `ttlMs` ago;
 * - every change this process makes to a user or a session goes through `invalidate` (or
 *   `patch`, when the new value is known), which takes effect at once: logout, revocation,
 *   password change or reset, account deletion, profile/email/verification changes, reports,
 *   new peer ids;
 * - a read that was already running when its user or session was invalidated is answered but
 *   not stored: it may have seen the state from before the change; a miss while the same read
 *   runs waits for it instead of reading again, unless the session changed since it began;
 * - so a change made by another server instance is seen within `ttlMs`.
 *
 * Sessions in use do not fall out of the cache every `ttlMs`: a value served when older than
 * half the TTL is queued for a background re-read, and the queue is read in one batch query per
 * slot (`refreshWith`), instead of one or two queries per search.
 */
export class SessionCache {
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly schedule: SessionCacheOptions['schedule'];
  private readonly onError: (error: unknown) => void;
  private readonly maxSessions: number;
  private readonly entries = new Map<string, Entry>();
  private readonly familiesOf = new Map<number, Set<string>>();
  /** Counts invalidations; a read remembers the value at its start. */
  private epoch = 0;
  /** Epoch of the last invalidation per `u:<id>` / `f:<family>`. */
  private readonly marks = new Map<string, number>();
  /** Reads that started before this epoch are not stored (set when `marks` is pruned). */
  private floor = 0;
  private readonly batchLoaders = new Map<string, BatchLoader<unknown>>();
  /** Slot name → family id → user id, waiting for the next batch refresh. */
  private queue = new Map<string, Map<string, number>>();
  private cancelFlush: (() => void) | null = null;
  private closed = false;
  /** Reads running now, by slot name and family id, with the epoch they began at. */
  private readonly reading = new Map<string, { userId: number; started: number; value: Promise<unknown> }>();

  constructor(options: SessionCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.now = options.now;
    this.schedule = options.schedule;
    this.onError = options.onError ?? (() => {});
    this.maxSessions = options.maxSessions ?? 50_000;
  }

  /** How the slot is re-read in the background, many sessions at once. */
  refreshWith<T>(slot: CacheSlot<T>, loader: BatchLoader<T>): void {
    this.batchLoaders.set(slot.name, loader as BatchLoader<unknown>);
  }

  /**
   * The slot's value for the session: from the cache while fresh, else from `loader` (stored
   * unless the session changed meanwhile). `fresh` always calls the loader and refreshes the
   * entry. `maxAgeMs` serves this caller only values read at most that long ago (below the
   * cache's TTL: the guards of every route accept a second, the search routes the full TTL); a
   * value in use is re-read in the background once older than half of it. A loader answering
   * null (no such session) stores nothing.
   */
  async load<T>(
    slot: CacheSlot<T>,
    userId: number,
    familyId: string,
    loader: () => Promise<T | null>,
    options: { fresh?: boolean; maxAgeMs?: number } = {},
  ): Promise<{ value: T | null; cached: boolean }> {
    const key = `${slot.name}:${familyId}`;
    if (!options.fresh) {
      const hit = this.peek(slot, userId, familyId, Math.min(this.ttlMs, options.maxAgeMs ?? this.ttlMs));
      if (hit !== undefined) return { value: hit, cached: true };
      // The same read already on its way, begun after the last change to the session: its answer
      // is this one's (a cold search reads its data beside the session check, and the handler
      // asks again before that read is back).
      const running = this.ttlMs > 0 ? this.reading.get(key) : undefined;
      if (running && running.userId === userId && this.unchangedSince(running.started, userId, familyId))
        return { value: (await running.value) as T | null, cached: false };
    }
    const started = this.epoch;
    const startedAt = this.now();
    const value = await this.track(key, userId, started, loader());
    if (value === null) return { value, cached: false };
    if (this.ttlMs > 0 && !this.closed && this.unchangedSince(started, userId, familyId))
      this.store(slot.name, userId, familyId, value, startedAt);
    return { value, cached: false };
  }

  /** Registers a read as running (for `load`'s callers that come while it is), until it settles. */
  private async track<T>(key: string, userId: number, started: number, value: Promise<T>): Promise<T> {
    if (this.ttlMs === 0) return value;
    const running = { userId, started, value };
    this.reading.set(key, running);
    try {
      return await value;
    } finally {
      if (this.reading.get(key) === running) this.reading.delete(key);
    }
  }

  /** The one way to say "this user or session changed": drops its entries now. */
  invalidate(target: SessionTarget): void {
    this.epoch += 1;
    if (target.userId !== undefined) {
      this.mark(`u:${target.userId}`);
      for (const familyId of this.familiesOf.get(target.userId) ?? []) this.entries.delete(familyId);
      this.familiesOf.delete(target.userId);
    } else {
      this.mark(`f:${target.familyId}`);
      const entry = this.entries.get(target.familyId);
      if (entry) this.drop(target.familyId, entry);
    }
  }

  /**
   * For a change whose new value is known (e.g. users.is_on_call): the slot's value in every
   * cached session of the user is updated in place instead of dropped, so a frequent flag does
   * not empty the cache. Reads in flight are not stored, as with `invalidate`.
   */
  patch<T>(slot: CacheSlot<T>, userId: number, update: (value: T) => T): void {
    this.epoch += 1;
    this.mark(`u:${userId}`);
    for (const familyId of this.familiesOf.get(userId) ?? []) {
      const stored = this.entries.get(familyId)?.slots.get(slot.name);
      if (stored) stored.value = update(stored.value as T);
    }
  }

  /** Drops what is held for a session found gone on a database read (revoked by another instance). */
  forget(familyId: string): void {
    const entry = this.entries.get(familyId);
    if (entry) this.drop(familyId, entry);
  }

  /** Runs the queued background refreshes now (the scheduled run calls this). */
  async flush(): Promise<void> {
    this.cancelFlush?.();
    this.cancelFlush = null;
    const queue = this.queue;
    this.queue = new Map();
    for (const [slotName, sessions] of queue) {
      const loader = this.batchLoaders.get(slotName);
      if (!loader) continue;
      const keys = [...sessions].map(([familyId, userId]) => ({ familyId, userId }));
      for (let i = 0; i < keys.length; i += REFRESH_BATCH_MAX)
        await this.refreshBatch(slotName, loader, keys.slice(i, i + REFRESH_BATCH_MAX));
    }
  }

  /** Stops background refreshes (server shutdown); later reads are not stored. */
  close(): void {
    this.closed = true;
    this.cancelFlush?.();
    this.cancelFlush = null;
    this.queue.clear();
  }

  /** Sessions held right now (tests and diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  private peek<T>(slot: CacheSlot<T>, userId: number, familyId: string, maxAgeMs: number): T | undefined {
    const entry = this.entries.get(familyId);
    if (!entry || entry.userId !== userId) return undefined;
    const stored = entry.slots.get(slot.name);
    if (!stored) return undefined;
    const age = this.now() - stored.loadedAt;
    if (age >= this.ttlMs) {
      entry.slots.delete(slot.name);
      return undefined;
    }
    // Too old for this caller, still fresh enough for others: a miss that keeps the entry.
    if (age >= maxAgeMs) return undefined;
    if (age >= maxAgeMs / 2 && !stored.refreshing && this.batchLoaders.has(slot.name)) {
      stored.refreshing = true;
      this.enqueue(slot.name, userId, familyId);
    }
    return stored.value as T;
  }

  private enqueue(slotName: string, userId: number, familyId: string): void {
    let sessions = this.queue.get(slotName);
    if (!sessions) {
      sessions = new Map();
      this.queue.set(slotName, sessions);
    }
    sessions.set(familyId, userId);
    this.cancelFlush ??= this.schedule(() => {
      this.cancelFlush = null;
      void this.flush();
    }, REFRESH_BATCH_WINDOW_MS);
  }

  private async refreshBatch(slotName: string, loader: BatchLoader<unknown>, keys: SessionKey[]): Promise<void> {
    const started = this.epoch;
    const startedAt = this.now();
    let values: Map<string, unknown> | null = null;
    try {
      values = await loader(keys);
    } catch (error) {
      this.onError(error);
    }
    if (this.closed) return;
    for (const { userId, familyId } of keys) {
      const entry = this.entries.get(familyId);
      const stored = entry?.userId === userId ? entry.slots.get(slotName) : undefined;
      if (!entry || !stored) continue;
      stored.refreshing = false;
      // A failed read, or a change since the read began: keep what is there until its TTL.
      if (values === null || !this.unchangedSince(started, userId, familyId)) continue;
      const value = values.get(familyId);
      if (value === undefined) this.drop(familyId, entry);
      else if (stored.loadedAt <= startedAt) {
        stored.value = value;
        stored.loadedAt = startedAt;
      }
    }
  }

  private unchangedSince(started: number, userId: number, familyId: string): boolean {
    if (started < this.floor) return false;
    return (this.marks.get(`u:${userId}`) ?? 0) <= started && (this.marks.get(`f:${familyId}`) ?? 0) <= started;
  }

  private store(slotName: string, userId: number, familyId: string, value: unknown, loadedAt: number): void {
    let entry = this.entries.get(familyId);
    if (entry && entry.userId !== userId) {
      this.drop(familyId, entry);
      entry = undefined;
    }
    if (!entry) {
      if (this.entries.size >= this.maxSessions) this.evict();
      entry = { userId, slots: new Map() };
      this.entries.set(familyId, entry);
      let families = this.familiesOf.get(userId);
      if (!families) {
        families = new Set();
        this.familiesOf.set(userId, families);
      }
      families.add(familyId);
    }
    const current = entry.slots.get(slotName);
    // Two reads of one session may finish out of order: the one that started later wins.
    if (current && current.loadedAt > loadedAt) return;
    entry.slots.set(slotName, { value, loadedAt, refreshing: false });
  }

  private drop(familyId: string, entry: Entry): void {
    this.entries.delete(familyId);
    const families = this.familiesOf.get(entry.userId);
    families?.delete(familyId);
    if (families?.size === 0) this.familiesOf.delete(entry.userId);
  }

  private mark(key: string): void {
    this.marks.set(key, this.epoch);
    // Bounded memory: forgetting the marks is safe once every read in flight is refused storage.
    if (this.marks.size > 10_000) {
      this.marks.clear();
      this.floor = this.epoch;
    }
  }

  /** Makes room: expired sessions first, then the oldest tenth (Map order = insertion order). */
  private evict(): void {
    const now = this.now();
    for (const [familyId, entry] of this.entries) {
      for (const [name, stored] of entry.slots) if (now - stored.loadedAt >= this.ttlMs) entry.slots.delete(name);
      if (entry.slots.size === 0) this.drop(familyId, entry);
    }
    if (this.entries.size < this.maxSessions) return;
    let excess = Math.ceil(this.maxSessions / 10);
    for (const [familyId, entry] of this.entries) {
      if (excess-- <= 0) break;
      this.drop(familyId, entry);
    }
  }
}
