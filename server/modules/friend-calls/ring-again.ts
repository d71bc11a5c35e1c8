import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../ports/clock';
import type { RealtimePort } from '../../ports/realtime';

/** Re-rings per user within `WINDOW_MS` at once; more wait for the window (one trailing run). */
export const RUNS_PER_WINDOW = 3;
const WINDOW_MS = 10_000;
/** Users remembered at most before the ones with no recent run are forgotten. */
const MAX_USERS = 10_000;

/**
 * Rings again for a user who comes online (a reload, a reconnect) the invitations still ringing
 * for them. Each ring-again reads the database, and presence can flip thousands of times a
 * second (a socket toggling its subscription; tests/api/security/presence-flood.test.ts), so per
 * user the first few in a window run at once and the rest collapse into one run when the window
 * ends: a reload is answered at once, a flood costs a few queries.
 */
export function watchRingAgain(deps: {
  realtime: Pick<RealtimePort, 'onPresence'>;
  ringAgain: (userId: number) => Promise<void>;
  clock: Clock;
  log: FastifyBaseLogger;
}): () => void {
  const { clock } = deps;
  const runs = new Map<number, { at: number[]; pending: (() => void) | null }>();
  const run = (userId: number, entry: { at: number[] }) => {
    entry.at.push(clock.now());
    deps.ringAgain(userId).catch((err) => deps.log.error({ err, userId }, 'friend call ring-again failed'));
  };
  const forgetIdle = (now: number) => {
    for (const [userId, entry] of runs)
      if (!entry.pending && entry.at.every((at) => now - at >= WINDOW_MS)) runs.delete(userId);
  };
  const stop = deps.realtime.onPresence((userId, online) => {
    if (!online) return;
    const now = clock.now();
    if (runs.size >= MAX_USERS) forgetIdle(now);
    const entry = runs.get(userId) ?? { at: [], pending: null };
    runs.set(userId, entry);
    entry.at = entry.at.filter((at) => now - at < WINDOW_MS);
    if (entry.at.length < RUNS_PER_WINDOW) {
      run(userId, entry);
      return;
    }
    if (entry.pending) return;
    entry.pending = clock.setTimeout(
      () => {
        entry.pending = null;
        run(userId, entry);
      },
      entry.at[0] + WINDOW_MS - now,
    );
  });
  return () => {
    stop();
    for (const entry of runs.values()) entry.pending?.();
    runs.clear();
  };
}
