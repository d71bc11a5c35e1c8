import type { SnapshotFrom } from 'xstate';
import type { peerMachine } from './peer.machine';

export type PeerSnapshot = SnapshotFrom<typeof peerMachine>;

/** The own id is registered on the server: calls can be placed and received. */
export const selectPeerOpen = (s: PeerSnapshot): boolean => s.hasTag('open');

/** The own PeerJS id while open, else null. */
export const selectPeerId = (s: PeerSnapshot): string | null => s.context.peerId;
