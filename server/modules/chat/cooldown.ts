/**
 * Minimum spacing between two searches of one user, so hammering Next cannot churn the pool.
 * In-process like the memory pool; a multi-instance deployment keeps it next to the shared pool
 * (e.g. Redis `SET key NX PX cooldown`).
 */
export class SearchCooldown {
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
