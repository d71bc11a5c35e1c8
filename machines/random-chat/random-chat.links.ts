import { fromCallback } from 'xstate';
import { PEER_SYSTEM_ID, type PeerNotice, type PeerRequest } from '../peer/peer.types';
import { andCallOf, REALTIME_SYSTEM_ID, type RealtimeEmitted } from '../realtime/realtime.types';
import type { RandomChatEvent } from './random-chat.types';

/**
 * The chat's links to the root's long-lived actors, reached by system id (they run while the
 * user is signed in, which the chat screen requires). They need nothing but the actor system,
 * so they are the machine's own implementations; a test runs the chat in a system with stand-ins.
 */

/** Subscribes the chat to the `peer` actor: `peer.ready`, `peer.lost`, `peer.incoming`. */
export const peerLink = fromCallback<PeerNotice>(({ system, self, sendBack, receive }) => {
  const peer = system.get(PEER_SYSTEM_ID);
  if (!peer) return;
  receive((notice) => sendBack(notice));
  peer.send({ type: 'peer.subscribe', subscriber: self } satisfies PeerRequest);
  return () => {
    if (peer.getSnapshot().status === 'active')
      peer.send({ type: 'peer.unsubscribe', subscriber: self } satisfies PeerRequest);
  };
});

/** Realtime `andCall` messages (spec §7), as `remote.hangUp`; the chat checks they are its own. */
export const hangUps = fromCallback(({ system, sendBack }) => {
  const realtime = system.get(REALTIME_SYSTEM_ID);
  if (!realtime) return;
  const subscription = realtime.on('realtime.message', (message: RealtimeEmitted) => {
    const andCall = andCallOf(message);
    if (andCall)
      sendBack({
        type: 'remote.hangUp',
        from: andCall.from,
        to: andCall.to,
        matchId: andCall.match_id,
      } satisfies RandomChatEvent);
  });
  return () => subscription.unsubscribe();
});
