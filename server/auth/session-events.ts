/**
 * What the write path says after it changed a user or a session, so that everything that holds
 * per-session state in memory (the session cache, open WebSockets) follows in one place instead
 * of each writer knowing about each holder. Raised by repositories right after their statement or
 * transaction committed; listeners run synchronously, so their effect is in place before the
 * response that caused the change is sent.
 *
 * - `userChanged`: the user's row, or per-user data that sessions cache (friends, reports, issued
 *   peer ids), changed. Sessions stay valid.
 * - `onCallChanged`: only `users.is_on_call` changed, to a known value (flips on every call).
 * - `sessionEnded`: one session (refresh-token family) was revoked: logout, refresh-token reuse,
 *   password change (the other sessions), password reset (all of them), suspension.
 * - `userDeleted`: the user and every session of theirs are gone.
 */
export type SessionEvent =
  | { type: 'userChanged'; userId: number }
  | { type: 'onCallChanged'; userId: number; isOnCall: boolean }
  | { type: 'sessionEnded'; userId: number; familyId: string }
  | { type: 'userDeleted'; userId: number };

export type SessionEventListener = (event: SessionEvent) => void;

export interface SessionEvents {
  userChanged(userId: number): void;
  onCallChanged(userId: number, isOnCall: boolean): void;
  sessionEnded(familyId: string, userId: number): void;
  userDeleted(userId: number): void;
  /** Listens to every event; returns the unsubscribe. */
  subscribe(listener: SessionEventListener): () => void;
}

/**
 * In-process session events. A listener that throws is reported to `onError` and does not keep
 * the others from running (the change has committed; nobody can undo it now).
 */
export function createSessionEvents(onError: (error: unknown, event: SessionEvent) => void = () => {}): SessionEvents {
  const listeners = new Set<SessionEventListener>();
  const emit = (event: SessionEvent) => {
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch (error) {
        onError(error, event);
      }
    }
  };
  return {
    userChanged: (userId) => emit({ type: 'userChanged', userId }),
    onCallChanged: (userId, isOnCall) => emit({ type: 'onCallChanged', userId, isOnCall }),
    sessionEnded: (familyId, userId) => emit({ type: 'sessionEnded', userId, familyId }),
    userDeleted: (userId) => emit({ type: 'userDeleted', userId }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Collects events (specs of services and repositories). */
export function recordSessionEvents(): SessionEvents & { readonly events: SessionEvent[] } {
  const events: SessionEvent[] = [];
  const inner = createSessionEvents();
  inner.subscribe((event) => events.push(event));
  return { ...inner, events };
}
