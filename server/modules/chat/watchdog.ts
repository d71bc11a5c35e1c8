import { type AndCallData, VIDEO_CHAT_CHANNEL, VIDEO_CHAT_EVENT } from '../../../contract/realtime';
import type { PeerDirectory } from '../../adapters/peer/peer-directory';
import type { Clock } from '../../ports/clock';
import { type Match, type MatchPool, otherMember } from '../../ports/match-pool';
import type { RealtimePort } from '../../ports/realtime';
import { createLeaveTimers } from '../peer/leave-timers';
import type { PeerOnline } from '../peer/peer-online';
import type { OnCallState } from './on-call';

export interface HangUpDeps {
  matchPool: Pick<MatchPool, 'endMatch'>;
  realtime: Pick<RealtimePort, 'publish'>;
  setOnCall: OnCallState;
  /** The call ended: opens the meet-again window (`meet-again.ts`). */
  onEnded?: (matchId: string, a: number, b: number) => Promise<void>;
}

/** Ends the match for a user who left and tells the partner; no-op if the match already ended. */
export function createHangUp({ matchPool, realtime, setOnCall, onEnded }: HangUpDeps) {
  return async function hangUpFor(matchId: string, userId: number): Promise<void> {
    const match = await matchPool.endMatch(matchId);
    if (!match) return;
    const partner = otherMember(match, userId).userId;
    await onEnded?.(match.id, userId, partner);
    await setOnCall(userId, false);
    const data: AndCallData = { type: 'andCall', from: userId, to: partner, match_id: match.id };
    await realtime.publish(partner, VIDEO_CHAT_CHANNEL, VIDEO_CHAT_EVENT, data);
  };
}
export type HangUp = ReturnType<typeof createHangUp>;

export interface WatchdogDeps {
  realtime: Pick<RealtimePort, 'onPresence' | 'isOnline'>;
  peers: Pick<PeerDirectory, 'on'>;
  /** Whether a peer id's socket is live on any instance. */
  peerOnline: PeerOnline;
  matchPool: Pick<MatchPool, 'activeMatchOf'>;
  clock: Clock;
  /** MATCH_LEAVE_GRACE_MS: one of the two sockets gone. */
  graceMs: number;
  /** MATCH_GONE_GRACE_MS: both gone. */
  goneGraceMs: number;
  hangUp: HangUp;
  log: { error(obj: object, msg: string): void };
}

/**
 * Notices a matched user who vanished (tab closed, browser killed, network gone) and hangs up
 * for them: the match ends and the partner gets `andCall` as if the user had pressed Stop.
 * - Their realtime presence or the PeerJS socket of the match ends: `graceMs` to come back (a
 *   page reload of the hub socket, a PeerJS reconnect with the same id cancels it).
 * - Both are gone: `goneGraceMs` only. A killed browser closes both at once, while a phone that
 *   changes network loses neither at the server at once (no FIN reaches it), so the short grace
 *   does not cut off a call that is reconnecting. Whichever drop comes second sees the first.
 * Each timer checks again when it fires, so a return on another instance cancels it too.
 */
export function startMatchWatchdog({
  realtime,
  peers,
  peerOnline,
  matchPool,
  clock,
  graceMs,
  goneGraceMs,
  hangUp,
  log,
}: WatchdogDeps): () => void {
  const timers = createLeaveTimers(clock, (err) => log.error({ err }, 'hang-up on disconnect failed'));
  /** The peer id each armed `gone:<user>` timer waits on. */
  const goneWith = new Map<number, string>();

  const realtimeKey = (userId: number) => `realtime:${userId}`;
  const peerKey = (peerId: string) => `peer:${peerId}`;
  const goneKey = (userId: number) => `gone:${userId}`;
  const realtimeGone = async (userId: number) => !(await realtime.isOnline(userId));
  const peerGone = async (peerId: string) => !(await peerOnline(peerId));
  const bothGone = async (userId: number, peerId: string) => (await realtimeGone(userId)) && (await peerGone(peerId));
  const ownPeerId = (match: Match, userId: number) =>
    (match.caller.userId === userId ? match.caller : match.callee).peerId;

  function armGone(userId: number, peerId: string, matchId: string) {
    if (timers.has(goneKey(userId))) return;
    goneWith.set(userId, peerId);
    timers.arm(
      goneKey(userId),
      goneGraceMs,
      () => bothGone(userId, peerId),
      () => hangUp(matchId, userId),
    );
  }

  function disarmGone(userId: number) {
    timers.disarm(goneKey(userId));
    goneWith.delete(userId);
  }

  const failed = (err: unknown) => log.error({ err }, 'watchdog lookup failed');

  const stops = [
    realtime.onPresence((userId, online) => {
      if (online) {
        timers.disarm(realtimeKey(userId));
        return disarmGone(userId);
      }
      void (async () => {
        const match = await matchPool.activeMatchOf(userId);
        if (!match) return;
        timers.arm(
          realtimeKey(userId),
          graceMs,
          () => realtimeGone(userId),
          () => hangUp(match.id, userId),
        );
        const peerId = ownPeerId(match, userId);
        if (await peerGone(peerId)) armGone(userId, peerId, match.id);
      })().catch(failed);
    }),
    peers.on('online', (peerId, userId) => {
      timers.disarm(peerKey(peerId));
      if (goneWith.get(userId) === peerId) disarmGone(userId);
    }),
    peers.on('offline', (peerId, userId) => {
      void (async () => {
        const match = await matchPool.activeMatchOf(userId);
        // Only the peer id this match was made with: an old tab's id going away is no news.
        if (!match || ownPeerId(match, userId) !== peerId) return;
        timers.arm(
          peerKey(peerId),
          graceMs,
          () => peerGone(peerId),
          () => hangUp(match.id, userId),
        );
        if (await realtimeGone(userId)) armGone(userId, peerId, match.id);
      })().catch(failed);
    }),
  ];

  return () => {
    for (const stop of stops) stop();
    timers.stop();
    goneWith.clear();
  };
}
