import { vi } from 'vitest';

/**
 * How long a test waits for something that happens on its own (a socket message, a database
 * write, a relay between instances). vitest's default is 1 s: plenty on an idle machine, not with
 * both cores kept busy by another process. A wait that never succeeds still fails, only later;
 * nothing here depends on how fast the machine is.
 */
export const SETTLE_MS = 10_000;

/** `vi.waitFor` with a deadline that fits a loaded 2-core machine (`SETTLE_MS`). */
export function eventually<T>(
  check: () => T | Promise<T>,
  options: { timeout?: number; interval?: number } = {},
): Promise<T> {
  return vi.waitFor(check, { timeout: SETTLE_MS, interval: 20, ...options });
}
