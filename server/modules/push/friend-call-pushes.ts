import type { PushSender } from '../../../contract/push';
import type { FriendCallEvents } from '../../events/friend-call-events';
import type { PushService } from './service';

/** Seconds a push service may hold an incoming call (API.md: at most 30) and a missed call. */
export const CALL_PUSH_TTL_SECONDS = 30;
export const MISSED_CALL_PUSH_TTL_SECONDS = 86_400;

export interface FriendCallPushDeps {
  events: Pick<FriendCallEvents, 'subscribe'>;
  push: Pick<PushService, 'notify'>;
  /** The caller as a notification names them (never an email, a phone or a token). */
  senderOf(userId: number): Promise<PushSender | null>;
  log: { error(obj: object, msg: string): void };
}

/**
 * Rings a friend's devices by Web Push (issue 26): an invitation goes out as `incomingCall`
 * (TTL 30, urgency high) to every device whose "calls" switch is on — the service worker shows it
 * only when no PetChat window is visible, so an open tab does not ring twice — and its end
 * withdraws the notification (`callEnded`); one that expired unanswered also leaves a
 * `missedCall`. Sending never holds up or breaks the call flow. Returns the stop function.
 */
export function watchFriendCallPushes({ events, push, senderOf, log }: FriendCallPushDeps): () => void {
  /** The caller of each invitation pushed and not ended yet (its end needs no second look-up). */
  const ringing = new Map<string, PushSender>();
  const quietly = (work: Promise<void>, callId: string) =>
    work.catch((err) => log.error({ err, callId }, 'friend call push not sent'));

  return events.subscribe((event) => {
    if (event.type === 'invited') {
      const invited = async () => {
        const from = await senderOf(event.fromUserId);
        if (!from) return;
        ringing.set(event.callId, from);
        await push.notify(
          event.toUserId,
          { type: 'incomingCall', call_id: event.callId, from, expires_at: event.expiresAt.toISOString() },
          { ttl: CALL_PUSH_TTL_SECONDS, urgency: 'high' },
        );
      };
      void quietly(invited(), event.callId);
      return;
    }
    const from = ringing.get(event.callId);
    ringing.delete(event.callId);
    const ended = async () => {
      await push.notify(
        event.toUserId,
        { type: 'callEnded', call_id: event.callId },
        { ttl: CALL_PUSH_TTL_SECONDS, urgency: 'high' },
      );
      if (event.reason !== 'expired') return;
      const caller = from ?? (await senderOf(event.fromUserId));
      if (!caller) return;
      await push.notify(
        event.toUserId,
        { type: 'missedCall', call_id: event.callId, from: caller },
        { ttl: MISSED_CALL_PUSH_TTL_SECONDS, urgency: 'normal' },
      );
    };
    void quietly(ended(), event.callId);
  });
}
