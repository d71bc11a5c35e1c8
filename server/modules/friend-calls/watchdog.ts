import type { PeerDirectory } from '../../adapters/peer/peer-directory';
import type { SessionEvents } from '../../auth/session-events';
import type { FriendCallRow } from '../../db/schema/index';
import type { Clock } from '../../ports/clock';
import type { RealtimePort } from '../../ports/realtime';
import { createLeaveTimers } from '../peer/leave-timers';
import type { PeerOnline } from '../peer/peer-online';
import type { FriendCallsRepository } from './repository';
import type { FriendCallsService } from './service';

export interface FriendCallWatchdogDeps {
  calls: Pick<FriendCallsService, 'leave'>;
  repo: Pick<FriendCallsRepository, 'openWithPeer' | 'openOf' | 'openOfSession'>;
  peers: Pick<PeerDirectory, 'on'>;
  /** Whether a peer id's socket is live on any instance. */
  peerOnline: PeerOnline;
  realtime: Pick<RealtimePort, 'onPresence' | 'isOnline'>;
  events: Pick<SessionEvents, 'subscribe'>;
  clock: Pick<Clock, 'setTimeout'>;
  /** MATCH_LEAVE_GRACE_MS, as for random chat: the PeerJS socket gone. */
  graceMs: number;
  /** MATCH_GONE_GRACE_MS, as for random chat: the PeerJS socket and the realtime presence gone. */
  goneGraceMs: number;
  log: { error(obj: object, msg: string): void };
}

/**
 * Ends the friend calls of a user who left, like the random chat's watchdog:
 * - the PeerJS socket of a call's end (the caller's handed-over id, the answerer's bound id)
 *   closes and does not come back within `graceMs` (a PeerJS reconnect with the same id cancels
 *   it), or within `goneGraceMs` when the user's realtime presence is gone too (a killed
 *   browser; their return cancels it as well): an answered call ends with `andCall` to the other
 *   side, a ringing invitation is withdrawn (`callCancelled`). The realtime presence alone going
 *   away ends nothing, as before. Each timer checks again when it fires (a return on another
 *   instance);
 * - at once when the session of that end ends (logout, revocation, password change) or the
 *   account is deleted (then every open call of the user, invitations to them included).
 */
export function watchFriendCalls({
  calls,
  repo,
  peers,
  peerOnline,
  realtime,
  events,
  clock,
  graceMs,
  goneGraceMs,
  log,
}: FriendCallWatchdogDeps) {
  const failed = (err: unknown) => log.error({ err }, 'friend call hang-up on leaving failed');
  const timers = createLeaveTimers(clock, failed);
  /** The user of each armed `gone:<peer id>` timer. */
  const goneOf = new Map<string, number>();
  /**
   * The user of each armed `peer:<peer id>` timer (a call's PeerJS socket gone here): a presence
   * drop looks only at these, never at the database — presence can toggle thousands of times a
   * second (tests/api/security/presence-flood.test.ts).
   */
  const peerOf = new Map<string, number>();

  const peerKey = (peerId: string) => `peer:${peerId}`;
  const goneKey = (peerId: string) => `gone:${peerId}`;
  const peerGone = async (peerId: string) => !(await peerOnline(peerId));
  const realtimeGone = async (userId: number) => !(await realtime.isOnline(userId));
  const ownPeerId = (call: FriendCallRow, userId: number) =>
    call.callerId === userId ? call.callerPeerId : call.calleePeerId;

  async function leftWith(peerId: string, userId: number) {
    const rows = await repo.openWithPeer(peerId);
    await calls.leave(
      userId,
      rows.filter((call) => ownPeerId(call, userId) === peerId),
    );
  }

  function armGone(peerId: string, userId: number) {
    if (timers.has(goneKey(peerId))) return;
    goneOf.set(peerId, userId);
    timers.arm(
      goneKey(peerId),
      goneGraceMs,
      async () => (await peerGone(peerId)) && (await realtimeGone(userId)),
      () => leftWith(peerId, userId),
    );
  }

  function disarmGone(peerId: string) {
    timers.disarm(goneKey(peerId));
    goneOf.delete(peerId);
  }

  const stops = [
    peers.on('online', (peerId) => {
      timers.disarm(peerKey(peerId));
      peerOf.delete(peerId);
      disarmGone(peerId);
    }),
    peers.on('offline', (peerId, userId) => {
      if (timers.has(peerKey(peerId))) return;
      void (async () => {
        const rows = await repo.openWithPeer(peerId);
        if (!rows.some((call) => ownPeerId(call, userId) === peerId)) return;
        peerOf.set(peerId, userId);
        timers.arm(
          peerKey(peerId),
          graceMs,
          () => peerGone(peerId),
          () => {
            peerOf.delete(peerId);
            return leftWith(peerId, userId);
          },
        );
        if (await realtimeGone(userId)) armGone(peerId, userId);
      })().catch(failed);
    }),
    realtime.onPresence((userId, online) => {
      if (online) {
        for (const [peerId, owner] of [...goneOf]) if (owner === userId) disarmGone(peerId);
        return;
      }
      // Only a call whose PeerJS socket already dropped on this instance: both gone now. (A socket
      // that dropped on another instance keeps its long grace there.)
      const ends = [...peerOf].filter(([, owner]) => owner === userId).map(([peerId]) => peerId);
      if (ends.length === 0) return;
      void (async () => {
        for (const peerId of ends) if (await peerGone(peerId)) armGone(peerId, userId);
      })().catch(failed);
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
    timers.stop();
    goneOf.clear();
  };
}
