import type { SignalRule } from '../../adapters/peer/relay-policy';
import { type MatchPool, otherMember } from '../../ports/match-pool';

/**
 * Random chat's rule for the PeerJS relay: the sender's peer id and the destination are the two
 * peer ids of the sender's current match. A match that ended (hang-up, Next, a new search) no
 * longer qualifies, so an ex-partner's channel is retired at once.
 */
export function currentMatchRule(pool: MatchPool): SignalRule {
  return async (from, toPeerId) => {
    const match = await pool.activeMatchOf(from.userId);
    if (!match) return false;
    const own = match.caller.userId === from.userId ? match.caller : match.callee;
    return own.peerId === from.peerId && otherMember(match, from.userId).peerId === toPeerId;
  };
}
