import type { Clock } from '../../ports/clock';

/**
 * The grace timers of a watchdog, one per key. A timer checks again when it fires that what it
 * waited on is still gone: with several instances the socket may have come back on another
 * instance, whose event this one never hears.
 */
export function createLeaveTimers(clock: Pick<Clock, 'setTimeout'>, failed: (err: unknown) => void) {
  const pending = new Map<string, () => void>();
  return {
    /** After `ms`, `leave()` if `stillGone()` still answers true; no-op while `key` is armed. */
    arm(key: string, ms: number, stillGone: () => Promise<boolean>, leave: () => Promise<void>): void {
      if (pending.has(key)) return;
      const cancel = clock.setTimeout(() => {
        pending.delete(key);
        stillGone()
          .then((gone) => (gone ? leave() : undefined))
          .catch(failed);
      }, ms);
      pending.set(key, cancel);
    },
    disarm(key: string): void {
      pending.get(key)?.();
      pending.delete(key);
    },
    has(key: string): boolean {
      return pending.has(key);
    },
    stop(): void {
      for (const cancel of pending.values()) cancel();
      pending.clear();
    },
  };
}
