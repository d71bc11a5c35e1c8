/** A named kind of per-session data kept in the cache; `T` is what the slot holds. */
export class CacheSlot<T> {
  declare readonly valueType: T;
  constructor(readonly name: string) {}
}

interface Stored {
  value: unknown;
  expiresAt: number;
}

interface Entry {
  userId: number;
  slots: Map<string, Stored>;
}

/** Which sessions a change affects: every session of a user, or one session (refresh-token family). */
export type SessionTarget = { userId: number; familyId?: undefined } | { familyId: string; userId?: undefined };

export interface SessionCacheOptions {
  /** How long a loaded value is served without a database read; 0 turns the cache off. */
  ttlMs: number;
  /** Milliseconds since the epoch (ctx.now, so tests can move it). */
  now: () => number;
  /** Sessions kept at most; expired ones go first, then the oldest. */
  maxSessions?: number;
}

/**
 * In-process cache of per-session data for hot routes (the session row check of the guard, the
 * chat module's search context), keyed by session = refresh-token family.
 *
 * Rules that keep it from weakening anything:
 * - every change this process makes to a user or a session goes through `invalidate`, which
 *   drops the affected entries at once (logout, revocation, password change or reset, account
 *   deletion, profile/email/verification changes, reports, new peer ids);
 * - a load that was already running when an invalidation of its user or session happened is
 *   answered but not stored: it may have read the state from before the change;
 * - a change made by another server instance is seen when the entry expires (`ttlMs`).
 */
export class SessionCache {
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly maxSessions: number;
  private readonly entries = new Map<string, Entry>();
  private readonly familiesOf = new Map<number, Set<string>>();
  /** Counts invalidations; a load remembers the value at its start. */
  private epoch = 0;
  /** Epoch of the last invalidation per `u:<id>` / `f:<family>`. */
  private readonly marks = new Map<string, number>();
  /** Loads that started before this epoch are not stored (set when `marks` is pruned). */
  private floor = 0;

  constructor(options: SessionCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.now = options.now;
    this.maxSessions = options.maxSessions ?? 50_000;
  }

  /**
   * The slot's value for the session: from the cache while fresh, else from `loader` (stored
   * unless the session changed meanwhile). `fresh` always calls the loader and refreshes the
   * entry. A loader answering null (no such session) stores nothing.
   */
  async load<T>(slot: CacheSlot<T>, userId: number, familyId: string, loader: () => Promise<T | null>, options: { fresh?: boolean } = {}): Promise<{ value: T | null; cached: boolean }> {
    if (!options.fresh) {
      const hit = this.peek(slot, userId, familyId);
      if (hit !== undefined) return { value: hit, cached: true };
    }
    const started = this.epoch;
    const value = await loader();
    if (value === null) return { value, cached: false };
    if (this.ttlMs > 0 && this.unchangedSince(started, userId, familyId)) this.store(slot, userId, familyId, value);
    return { value, cached: false };
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
   * not empty the cache. Loads in flight are not stored, as with `invalidate`.
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

  /** Sessions held right now (tests and diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  private peek<T>(slot: CacheSlot<T>, userId: number, familyId: string): T | undefined {
    const entry = this.entries.get(familyId);
    if (!entry || entry.userId !== userId) return undefined;
    const stored = entry.slots.get(slot.name);
    if (!stored) return undefined;
    if (stored.expiresAt <= this.now()) {
      entry.slots.delete(slot.name);
      return undefined;
    }
    return stored.value as T;
  }

  private unchangedSince(started: number, userId: number, familyId: string): boolean {
    if (started < this.floor) return false;
    return (this.marks.get(`u:${userId}`) ?? 0) <= started && (this.marks.get(`f:${familyId}`) ?? 0) <= started;
  }

  private store<T>(slot: CacheSlot<T>, userId: number, familyId: string, value: T): void {
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
    entry.slots.set(slot.name, { value, expiresAt: this.now() + this.ttlMs });
  }

  private drop(familyId: string, entry: Entry): void {
    this.entries.delete(familyId);
    const families = this.familiesOf.get(entry.userId);
    families?.delete(familyId);
    if (families?.size === 0) this.familiesOf.delete(entry.userId);
  }

  private mark(key: string): void {
    this.marks.set(key, this.epoch);
    // Bounded memory: forgetting the marks is safe once every load in flight is refused storage.
    if (this.marks.size > 10_000) {
      this.marks.clear();
      this.floor = this.epoch;
    }
  }

  /** Makes room: expired sessions first, then the oldest tenth (Map order = insertion order). */
  private evict(): void {
    const now = this.now();
    for (const [familyId, entry] of this.entries) {
      for (const [name, stored] of entry.slots) if (stored.expiresAt <= now) entry.slots.delete(name);
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
