import type { Clock } from '../../../server/ports/clock';

/**
 * A clock that moves only when the test says so. Timers fire in due order during `advance`,
 * including timers scheduled by callbacks that run inside the same advance.
 */
export class ManualClock implements Clock {
  private current: number;
  private seq = 0;
  private timers = new Map<number, { due: number; callback: () => void }>();

  constructor(start = Date.UTC(2026, 0, 15, 12, 0, 0)) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  /** `ctx.now` driven by the same time. */
  readonly date = (): Date => new Date(this.current);

  setTimeout(callback: () => void, ms: number): () => void {
    const id = ++this.seq;
    this.timers.set(id, { due: this.current + Math.max(0, ms), callback });
    return () => {
      this.timers.delete(id);
    };
  }

  /** Number of timers still waiting to fire. */
  pending(): number {
    return this.timers.size;
  }

  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      let next: [number, { due: number; callback: () => void }] | undefined;
      for (const entry of this.timers) {
        if (
          entry[1].due <= target &&
          (!next || entry[1].due < next[1].due || (entry[1].due === next[1].due && entry[0] < next[0]))
        )
          next = entry;
      }
      if (!next) break;
      this.timers.delete(next[0]);
      this.current = Math.max(this.current, next[1].due);
      next[1].callback();
    }
    this.current = target;
  }
}
