import { randomBytes } from 'node:crypto';
import type { PeerCredentials } from '../../../contract/chat';
import type { PeerSession } from '../../adapters/peer/peer-directory';
import type { SessionEvents } from '../../auth/session-events';
import { hashToken, randomToken } from '../../auth/tokens';
import type { AppConfig } from '../../config';
import type { IceDirectory } from './ice';
import type { PeerRepository } from './repository';
import { PEER_PATH } from './signalling';

export interface PeerDeps {
  repo: PeerRepository;
  ice: Pick<IceDirectory, 'serversFor' | 'transportPolicy'>;
  events: Pick<SessionEvents, 'userChanged'>;
  now: () => Date;
  config: Pick<AppConfig, 'peerCredentialTtlHours'>;
}

/** PeerJS ids issued to a session, and the check of a socket that presents one. */
export function createPeerService({ repo, ice, events, now, config }: PeerDeps) {
  return {
    /**
     * Issues a new PeerJS id and token for a session. Every call gives a new id, so a reloaded
     * page never collides with its own previous id (PeerJS's `unavailable-id`); the old id keeps
     * working for another tab until it expires or the session ends.
     */
    async issue(session: PeerSession): Promise<PeerCredentials> {
      const at = now();
      const peerId = randomBytes(16).toString('hex');
      const token = randomToken(24);
      await repo.prunePeerCredentials(session.userId, at);
      await repo.insertPeerCredential({
        peerId,
        tokenHash: hashToken(token),
        userId: session.userId,
        familyId: session.familyId,
        createdAt: at,
        expiresAt: new Date(at.getTime() + config.peerCredentialTtlHours * 3600_000),
      });
      // Searches pick their peer id from the session cache; pruning may have dropped older ids.
      events.userChanged(session.userId);
      return {
        peer_id: peerId,
        peer_token: token,
        ice_servers: ice.serversFor(session.userId, at.getTime()),
        ice_transport_policy: ice.transportPolicy,
        peer_path: PEER_PATH,
      };
    },

    /** The session of an issued id when `token` is its token and the id and its session live. */
    verify(peerId: string, token: string): Promise<PeerSession | null> {
      return repo.ownerOfPeerCredential(peerId, hashToken(token), now());
    },
  };
}
export type PeerService = ReturnType<typeof createPeerService>;
