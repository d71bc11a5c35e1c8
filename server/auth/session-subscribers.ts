import { SESSION_USER } from './guard';
import type { SessionCache, SessionTarget } from './session-cache';
import type { SessionEvents } from './session-events';

/**
 * The one place where the session cache follows the write path: every change raised as a
 * session event takes effect in the cache at once (docs/architecture.md, "The search hot path").
 * `is_on_call` flips on every call, so the cached user rows are patched in place rather than
 * dropped, which keeps the cache warm for Next.
 */
export function invalidateCacheOnSessionEvents(events: SessionEvents, cache: SessionCache): () => void {
  return events.subscribe((event) => {
    switch (event.type) {
      case 'userChanged':
      case 'userDeleted':
        cache.invalidate({ userId: event.userId });
        return;
      case 'sessionEnded':
        cache.invalidate({ familyId: event.familyId });
        return;
      case 'onCallChanged':
        cache.patch(SESSION_USER, event.userId, (user) => ({ ...user, isOnCall: event.isOnCall }));
        return;
    }
  });
}

/** Something that keeps sockets open on behalf of a session: PeerJS signalling, the realtime hub. */
export interface SessionSocketHolder {
  /** Closes at once the sockets opened with credentials of that session, or of any session of that user. */
  closeSessionSockets(target: SessionTarget): void;
}

/**
 * The second subscriber: a session that ends takes its sockets with it (logout, refresh-token
 * reuse, password change or reset, suspension), and a deleted user all of theirs, so a signed-out
 * browser can neither relay PeerJS signalling nor go on receiving realtime events.
 */
export function closeSocketsOnSessionEnd(
  events: SessionEvents,
  holders: ReadonlyArray<SessionSocketHolder | undefined>,
): () => void {
  return events.subscribe((event) => {
    let target: SessionTarget;
    if (event.type === 'sessionEnded') target = { familyId: event.familyId };
    else if (event.type === 'userDeleted') target = { userId: event.userId };
    else return;
    for (const holder of holders) holder?.closeSessionSockets(target);
  });
}
