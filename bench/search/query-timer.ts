import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** One database statement seen while the timer was on. */
export interface TimedQuery {
  /** The prepared statement's name, else the first words of its SQL. */
  label: string;
  ms: number;
}

type QueryFn = (this: unknown, ...args: unknown[]) => Promise<unknown>;

function labelOf(first: unknown): string {
  if (typeof first === 'string') return first.replace(/\s+/g, ' ').slice(0, 70);
  if (first && typeof first === 'object') {
    const { name, text } = first as { name?: string; text?: string };
    if (name) return name;
    if (text) return text.replace(/\s+/g, ' ').slice(0, 70);
  }
  return '(query)';
}

/**
 * Times every statement both drivers run (PGlite's `query`, node-postgres's pool and client
 * `query`), for the search bench's "where the time goes": the bench patches the prototypes of
 * this process only, and turns the recording on around the one request it measures.
 */
export function installQueryTimer() {
  let recording: TimedQuery[] | null = null;
  const restore: Array<() => void> = [];
  const wrap = (proto: Record<string, unknown>) => {
    const original = proto.query as QueryFn;
    proto.query = function (this: unknown, ...args: unknown[]) {
      const into = recording;
      if (!into) return original.apply(this, args);
      const started = performance.now();
      const result = original.apply(this, args);
      // node-postgres answers a callback-style call with undefined; only promises are timed.
      if (result && typeof (result as Promise<unknown>).then === 'function')
        void (result as Promise<unknown>).then(
          () => into.push({ label: labelOf(args[0]), ms: performance.now() - started }),
          () => into.push({ label: `${labelOf(args[0])} (failed)`, ms: performance.now() - started }),
        );
      return result;
    } as QueryFn;
    restore.push(() => {
      proto.query = original;
    });
  };
  wrap(PGlite.prototype as unknown as Record<string, unknown>);
  // A pool's query checks a client out and calls the client's: only the outer one is counted.
  wrap(pg.Pool.prototype as unknown as Record<string, unknown>);
  return {
    /** Starts a fresh recording; `stop` answers what ran since. */
    start(): void {
      recording = [];
    },
    stop(): TimedQuery[] {
      const seen = recording ?? [];
      recording = null;
      return seen;
    },
    uninstall(): void {
      for (const undo of restore) undo();
    },
  };
}
