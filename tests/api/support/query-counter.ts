import type { AppContext } from '../../../server/context';

export interface QueryCounter {
  /** Statements sent to the database since the last reset. */
  readonly count: number;
  /** Their SQL texts, in order. */
  readonly statements: string[];
  reset(): void;
  restore(): void;
}

/**
 * Counts the statements the server sends to its database, by wrapping the driver client's
 * `query` (drizzle's `$client`: PGlite or a pg Pool). Work is asserted on as a number of
 * queries, not as time, so tests stay deterministic on a busy machine.
 */
export function countQueries(ctx: AppContext): QueryCounter {
  const client = (ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  const statements: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    statements.push(typeof first === 'string' ? first : String(first?.text ?? ''));
    return original.apply(this, args);
  };
  return {
    get count() {
      return statements.length;
    },
    statements,
    reset() {
      statements.length = 0;
    },
    restore() {
      client.query = original;
    },
  };
}
