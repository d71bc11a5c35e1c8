import type { SessionEvents } from '../../auth/session-events';
import type { ChatRepository } from './repository';

/** Sets users.is_on_call. */
export type OnCallState = (userId: number, isOnCall: boolean) => Promise<void>;

/**
 * users.is_on_call, then `onCallChanged`: the flag flips on every call, so the session cache
 * patches the cached rows in place rather than dropping them (the cache stays warm for Next).
 */
export function createOnCallState(deps: {
  repo: Pick<ChatRepository, 'setOnCall'>;
  events: Pick<SessionEvents, 'onCallChanged'>;
}): OnCallState {
  return async (userId, isOnCall) => {
    await deps.repo.setOnCall(userId, isOnCall);
    deps.events.onCallChanged(userId, isOnCall);
  };
}
