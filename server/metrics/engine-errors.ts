/**
 * Failures of the engines the server depends on: the match pool and Redis (the shared adapters).
 * A process-wide tally rather than a metric object, so an adapter can count a failure with one
 * import and no access to the app's context; every app's `/api/metrics` reads it at scrape time
 * (`petchat_engine_errors_total`). One instance is one process, so this is per instance.
 */
export type Engine = 'pool' | 'redis';

const tally: Record<Engine, number> = { pool: 0, redis: 0 };

/** Counts one failed operation of `engine` (a rejected call, a lost connection, a failed script). */
export function countEngineError(engine: Engine): void {
  tally[engine] += 1;
}

export function engineErrorCounts(): Readonly<Record<Engine, number>> {
  return tally;
}
