import type { SearchCooldownGate } from '../../ports/search-cooldown';

/**
 * In-process, like the memory pool; with REDIS_URL the gate lives next to the shared pool
 * (`./redis.ts`), so a user cannot search once per instance.
 */
export class SearchCooldown implements SearchCooldownGate {
  private readonly last = new Map<number, number>();

  constructor(private readonly cooldownMs: number) {}

  /** 0 when the user may search now (and the start is recorded), else milliseconds to wait. */
  tryStart(userId: number, nowMs: number): number {
    if (this.cooldownMs <= 0) return 0;
    const last = this.last.get(userId);
    if (last !== undefined && nowMs - last < this.cooldownMs) return this.cooldownMs - (nowMs - last);
    if (this.last.size > 10_000) {
      for (const [id, at] of this.last) if (nowMs - at >= this.cooldownMs) this.last.delete(id);
    }
    this.last.set(userId, nowMs);
    return 0;
  }
}
