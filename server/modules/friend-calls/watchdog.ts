import type { SessionEvents } from '../../auth/session-events';
import type { Clock } from '../../ports/clock';
import type { PeerDirectory } from '../peer/peer-directory';
import type { FriendCallsRepository } from './repository';
import type { FriendCallsService } from './service';

export interface FriendCallWatchdogDeps {
  calls: Pick<FriendCallsService, 'leave'>;
  repo: Pick<FriendCallsRepository, 'openWithPeer' | 'openOf' | 'openOfSession'>;
  peers: Pick<PeerDirectory, 'on'>;
  events: Pick<SessionEvents, 'subscribe'>;
  clock: Pick<Clock, 'setTimeout'>;
  /** MATCH_LEAVE_GRACE_MS, as for random chat. */
  graceMs: number;
  log: { error(obj: object, msg: string): void };
}

/**
 * Ends the friend calls of a user who left, like the random chat's watchdog:
 * - the PeerJS socket of a call's end (the caller's handed-over id, the answerer's bound id)
 *   closes and does not come back within the grace period (a PeerJS reconnect with the same id
 *   cancels it): an answered call ends with `andCall` to the other side, a ringing invitation is
 *   withdrawn (`callCancelled`);
 * - at once when the session of that end ends (logout, revocation, password change) or the
 *   account is deleted (then every open call of the user, invitations to them included).
 */
export function watchFriendCalls({ calls, repo, peers, events, clock, graceMs, log }: FriendCallWatchdogDeps) {
  const pending = new Map<string, () => void>();
  const failed = (err: unknown) => log.error({ err }, 'friend call hang-up on leaving failed');

  function disarm(peerId: string) {
    pending.get(peerId)?.();
    pending.delete(peerId);
  }

  async function leftWith(peerId: string, userId: number) {
    const rows = await repo.openWithPeer(peerId);
    const own = rows.filter((call) =>
      call.callerId === userId ? call.callerPeerId === peerId : call.calleePeerId === peerId,
    );
    await calls.leave(userId, own);
  }

  const stops = [
    peers.on('online', (peerId) => disarm(peerId)),
    peers.on('offline', (peerId, userId) => {
      if (pending.has(peerId)) return;
      void repo
        .openWithPeer(peerId)
        .then((rows) => {
          if (rows.length === 0 || pending.has(peerId)) return;
          const cancel = clock.setTimeout(() => {
            pending.delete(peerId);
            leftWith(peerId, userId).catch(failed);
          }, graceMs);
          pending.set(peerId, cancel);
        })
        .catch(failed);
    }),
    events.subscribe((event) => {
      if (event.type === 'userDeleted')
        void repo
          .openOf(event.userId)
          .then((rows) => calls.leave(event.userId, rows, { gone: true }))
          .catch(failed);
      else if (event.type === 'sessionEnded')
        void repo
          .openOfSession(event.userId, event.familyId)
          .then((rows) => calls.leave(event.userId, rows))
          .catch(failed);
    }),
  ];

  return () => {
    for (const stop of stops) stop();
    for (const cancel of pending.values()) cancel();
    pending.clear();
  };
}
