/**
 * What happens to friend-call invitations, for other server modules (a push module rings a
 * closed tab with `invited` and withdraws its notification with `ended`) without the friend-calls
 * service knowing them. Raised after the change committed; listeners run synchronously and must
 * not throw into the call flow (a listener that throws is reported to `onError`).
 *
 * - `invited`: an invitation to `toUserId` rings until `expiresAt`.
 * - `ended`: it stopped ringing: answered or declined by the friend, cancelled by the caller
 *   (also when the caller left), or expired unanswered.
 */
export type FriendCallEvent =
  | { type: 'invited'; callId: string; fromUserId: number; toUserId: number; expiresAt: Date }
  | {
      type: 'ended';
      callId: string;
      fromUserId: number;
      toUserId: number;
      reason: 'answered' | 'declined' | 'cancelled' | 'expired';
    };

export type FriendCallEventListener = (event: FriendCallEvent) => void;

export interface FriendCallEvents {
  emit(event: FriendCallEvent): void;
  /** Listens to every event; returns the unsubscribe. */
  subscribe(listener: FriendCallEventListener): () => void;
}

/** In-process friend-call events (one per server, `ctx.friendCallEvents`). */
export function createFriendCallEvents(
  onError: (error: unknown, event: FriendCallEvent) => void = () => {},
): FriendCallEvents {
  const listeners = new Set<FriendCallEventListener>();
  return {
    emit(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          onError(error, event);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Collects events (specs of the service). */
export function recordFriendCallEvents(): FriendCallEvents & { readonly events: FriendCallEvent[] } {
  const events: FriendCallEvent[] = [];
  const inner = createFriendCallEvents();
  inner.subscribe((event) => events.push(event));
  return { ...inner, events };
}
