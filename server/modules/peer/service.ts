import { randomBytes } from 'node:crypto';
import type { PeerCredentials } from '../../../contract/chat';
import { hashToken, randomToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import type { IceDirectory } from './ice';
import { insertPeerCredential, ownerOfPeerCredential, prunePeerCredentials } from './repository';
import { PEER_PATH } from './signalling';

/**
 * Issues a new PeerJS id and token for a session. Every call gives a new id, so a reloaded
 * page never collides with its own previous id (PeerJS's `unavailable-id`); the old id keeps
 * working for another tab until it expires or the session ends.
 */
export async function issuePeerCredentials(
  ctx: AppContext,
  ice: IceDirectory,
  userId: number,
  familyId: string,
): Promise<PeerCredentials> {
  const now = ctx.now();
  const peerId = randomBytes(16).toString('hex');
  const token = randomToken(24);
  await prunePeerCredentials(ctx.db, userId, now);
  await insertPeerCredential(ctx.db, {
    peerId,
    tokenHash: hashToken(token),
    userId,
    familyId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ctx.config.peerCredentialTtlHours * 3600_000),
  });
  // Searches pick their peer id from the session cache; pruning may have dropped older ids.
  ctx.sessionEvents.userChanged(userId);
  return {
    peer_id: peerId,
    peer_token: token,
    ice_servers: ice.serversFor(userId, now.getTime()),
    peer_path: PEER_PATH,
  };
}

export function verifyPeerCredential(
  ctx: AppContext,
  peerId: string,
  token: string,
): Promise<{ userId: number; familyId: string } | null> {
  return ownerOfPeerCredential(ctx.db, peerId, hashToken(token), ctx.now());
}
