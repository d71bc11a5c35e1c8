import type { PeerDirectory } from '../../adapters/peer/peer-directory';
import type { PeerRelay } from '../../ports/peer-relay';

/** Whether a peer id has a live PeerJS socket on any instance. */
export type PeerOnline = (peerId: string) => Promise<boolean>;

/**
 * This instance's sockets from its directory; with several instances (a relay), also the ones
 * held elsewhere, so a watchdog on the instance that saw a user's realtime socket drop knows
 * whether their PeerJS socket, perhaps on another instance, is gone too.
 */
export function createPeerOnline(
  directory: Pick<PeerDirectory, 'isOnline'>,
  relay?: Pick<PeerRelay, 'heldElsewhere'>,
): PeerOnline {
  return async (peerId) => directory.isOnline(peerId) || (relay ? relay.heldElsewhere(peerId) : false);
}
