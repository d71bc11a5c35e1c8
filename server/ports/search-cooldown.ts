/** Minimum spacing between two searches of one user, so hammering Next cannot churn the pool. */
export interface SearchCooldownGate {
  /** 0 when the user may search now (and the start is recorded), else milliseconds to wait. */
  tryStart(userId: number, nowMs: number): number | Promise<number>;
}
