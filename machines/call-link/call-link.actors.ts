import { fromCallback } from 'xstate';
import { PEER_SYSTEM_ID, type PeerNotice, type PeerRequest } from '../peer/peer.types';
import type { NetworkSignal } from './call-link.types';

/**
 * The call link's own links to the root's long-lived actors, reached by system id (like the
 * chat's peerLink): they need nothing but the actor system, so a test runs the machine in a
 * system with stand-ins, or none.
 */

const NETWORK_SYSTEM_ID = 'network';
const SIGNALS: NetworkSignal['type'][] = ['network.online', 'network.offline', 'network.changed'];

/** The browser's online, offline and network-change events, as the `network` actor emits them. */
export const networkSignals = fromCallback(({ system, sendBack }) => {
  const network = system.get(NETWORK_SYSTEM_ID);
  if (!network) return;
  const subscriptions = SIGNALS.map((type) => network.on(type, () => sendBack({ type } satisfies NetworkSignal)));
  return () => {
    for (const subscription of subscriptions) subscription.unsubscribe();
  };
});

/** `peer.ready` when the signalling socket is open again: a restart offer can go out now. */
export const signallingLink = fromCallback<PeerNotice>(({ system, self, sendBack, receive }) => {
  const peer = system.get(PEER_SYSTEM_ID);
  if (!peer) return;
  receive((notice) => {
    if (notice.type === 'peer.ready' || notice.type === 'peer.lost') sendBack(notice);
  });
  peer.send({ type: 'peer.subscribe', subscriber: self } satisfies PeerRequest);
  return () => {
    if (peer.getSnapshot().status === 'active')
      peer.send({ type: 'peer.unsubscribe', subscriber: self } satisfies PeerRequest);
  };
});
