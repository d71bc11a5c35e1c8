/**
 * Time and timers behind one seam, so waits (long-poll, grace periods, heartbeats) can be driven
 * by a manual clock in tests instead of real sleeps. `setTimeout` returns its own cancel function.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(callback: () => void, ms: number): () => void;
}

/** Real time. Timers are unref'd: a pending wait or heartbeat never keeps the process alive. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout(callback, ms) {
    const timer = setTimeout(callback, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
};
