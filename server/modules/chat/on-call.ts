import type { SessionEvents } from '../../auth/session-events';
import type { ChatRepository } from './repository';

/** Sets users.is_on_call. */
export type OnCallState = (userId: number, isOnCall: boolean) => Promise<void>;

/**
 * users.is_on_call, then `onCallChanged`: the flag flips on every call, so the session cache
 * patches the cached rows in place rather than dropping them (the cache stays warm for Next).
 *
 * One user's writes apply in the order they were asked, each after the previous one settled: a
 * search clears the flag without holding up its answer (chat/service.ts), and the `true` of the
 * call that answer starts must not be overtaken by it.
 */
export function createOnCallState(deps: {
  repo: Pick<ChatRepository, 'setOnCall'>;
  events: Pick<SessionEvents, 'onCallChanged'>;
}): OnCallState {
  /** Each user's last write still running; dropped once it settles. */
  const last = new Map<number, Promise<void>>();
  return (userId, isOnCall) => {
    const write = async () => {
      await deps.repo.setOnCall(userId, isOnCall);
      deps.events.onCallChanged(userId, isOnCall);
    };
    const before = last.get(userId);
    // With nothing running for the user the write starts at once (in this turn, as before).
    const done = before ? before.then(write, write) : write();
    last.set(userId, done);
    const forget = () => {
      if (last.get(userId) === done) last.delete(userId);
    };
    done.then(forget, forget);
    return done;
  };
}
