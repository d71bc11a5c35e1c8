import { VIDEO_CHAT_CHANNEL, VIDEO_CHAT_EVENT, type AndCallData } from '../../../contract/realtime';
import type { AppContext } from '../../context';
import { otherMember } from '../../ports/match-pool';
import { setOnCallState } from './on-call';

/**
 * Notices a matched user who vanished (tab closed, network gone) and hangs up for them: when
 * their realtime presence or the PeerJS socket of the match ends and does not come back within
 * the grace period, the match ends and the partner gets `andCall` as if the user had pressed
 * Stop. A reconnect within the grace period (page reload of the hub socket, PeerJS reconnect
 * with the same id) cancels it.
 */
export function startMatchWatchdog(ctx: AppContext): () => void {
  const pending = new Map<string, () => void>();

  function arm(key: string, matchId: string, userId: number) {
    if (pending.has(key)) return;
    const cancel = ctx.clock.setTimeout(() => {
      pending.delete(key);
      hangUpFor(ctx, matchId, userId).catch((err) => ctx.log.error({ err, matchId }, 'hang-up on disconnect failed'));
    }, ctx.config.matchLeaveGraceMs);
    pending.set(key, cancel);
  }

  function disarm(key: string) {
    pending.get(key)?.();
    pending.delete(key);
  }

  const realtimeKey = (userId: number) => `realtime:${userId}`;
  const peerKey = (peerId: string) => `peer:${peerId}`;

  const stops = [
    ctx.realtime.onPresence((userId, online) => {
      if (online) return disarm(realtimeKey(userId));
      void ctx.matchPool.activeMatchOf(userId).then((match) => {
        if (match) arm(realtimeKey(userId), match.id, userId);
      });
    }),
    ctx.peers.on('online', (peerId) => disarm(peerKey(peerId))),
    ctx.peers.on('offline', (peerId, userId) => {
      void ctx.matchPool.activeMatchOf(userId).then((match) => {
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

/** Ends the match for a user who left and tells the partner; no-op if the match already ended. */
export async function hangUpFor(ctx: AppContext, matchId: string, userId: number): Promise<void> {
  const match = await ctx.matchPool.endMatch(matchId);
  if (!match) return;
  const partner = otherMember(match, userId).userId;
  await setOnCallState(ctx, userId, false);
  const data: AndCallData = { type: 'andCall', from: userId, to: partner, match_id: match.id };
  await ctx.realtime.publish(partner, VIDEO_CHAT_CHANNEL, VIDEO_CHAT_EVENT, data);
}
