import { type AndCallData, VIDEO_CHAT_CHANNEL, VIDEO_CHAT_EVENT } from '../../../contract/realtime';
import type { Clock } from '../../ports/clock';
import { type MatchPool, otherMember } from '../../ports/match-pool';
import type { RealtimePort } from '../../ports/realtime';
import type { PeerDirectory } from '../peer/peer-directory';
import type { OnCallState } from './on-call';

export interface HangUpDeps {
  matchPool: Pick<MatchPool, 'endMatch'>;
  realtime: Pick<RealtimePort, 'publish'>;
  setOnCall: OnCallState;
}

/** Ends the match for a user who left and tells the partner; no-op if the match already ended. */
export function createHangUp({ matchPool, realtime, setOnCall }: HangUpDeps) {
  return async function hangUpFor(matchId: string, userId: number): Promise<void> {
    const match = await matchPool.endMatch(matchId);
    if (!match) return;
    const partner = otherMember(match, userId).userId;
    await setOnCall(userId, false);
    const data: AndCallData = { type: 'andCall', from: userId, to: partner, match_id: match.id };
    await realtime.publish(partner, VIDEO_CHAT_CHANNEL, VIDEO_CHAT_EVENT, data);
  };
}
export type HangUp = ReturnType<typeof createHangUp>;

export interface WatchdogDeps {
  realtime: Pick<RealtimePort, 'onPresence'>;
  peers: Pick<PeerDirectory, 'on'>;
  matchPool: Pick<MatchPool, 'activeMatchOf'>;
  clock: Clock;
  /** MATCH_LEAVE_GRACE_MS */
  graceMs: number;
  hangUp: HangUp;
  log: { error(obj: object, msg: string): void };
}

/**
 * Notices a matched user who vanished (tab closed, network gone) and hangs up for them: when
 * their realtime presence or the PeerJS socket of the match ends and does not come back within
 * the grace period, the match ends and the partner gets `andCall` as if the user had pressed
 * Stop. A reconnect within the grace period (page reload of the hub socket, PeerJS reconnect
 * with the same id) cancels it.
 */
export function startMatchWatchdog({
  realtime,
  peers,
  matchPool,
  clock,
  graceMs,
  hangUp,
  log,
}: WatchdogDeps): () => void {
  const pending = new Map<string, () => void>();

  function arm(key: string, matchId: string, userId: number) {
    if (pending.has(key)) return;
    const cancel = clock.setTimeout(() => {
      pending.delete(key);
      hangUp(matchId, userId).catch((err) => log.error({ err, matchId }, 'hang-up on disconnect failed'));
    }, graceMs);
    pending.set(key, cancel);
  }

  function disarm(key: string) {
    pending.get(key)?.();
    pending.delete(key);
  }

  const realtimeKey = (userId: number) => `realtime:${userId}`;
  const peerKey = (peerId: string) => `peer:${peerId}`;

  const stops = [
    realtime.onPresence((userId, online) => {
      if (online) return disarm(realtimeKey(userId));
      void matchPool.activeMatchOf(userId).then((match) => {
        if (match) arm(realtimeKey(userId), match.id, userId);
      });
    }),
    peers.on('online', (peerId) => disarm(peerKey(peerId))),
    peers.on('offline', (peerId, userId) => {
      void matchPool.activeMatchOf(userId).then((match) => {
        // Only the peer id this match was made with: an old tab's id going away is no news.
        if (match && (match.caller.peerId === peerId || match.callee.peerId === peerId))
          arm(peerKey(peerId), match.id, userId);
      });
    }),
  ];

  return () => {
    for (const stop of stops) stop();
    for (const cancel of pending.values()) cancel();
    pending.clear();
  };
}
