/** One end of a PeerJS signalling message: the sender's issued id and its owner. */
export interface SignalSender {
  peerId: string;
  userId: number;
}

/**
 * A rule that may allow `from` to send signalling (OFFER, ANSWER, CANDIDATE, LEAVE) to the peer
 * id `toPeerId`. Random chat allows the two peer ids of a current match; friend calls, once
 * built, add a rule for the two peer ids of an answered call.
 */
export type SignalRule = (from: SignalSender, toPeerId: string) => boolean | Promise<boolean>;

/**
 * "May A signal B": the PeerJS relay asks it for every message and drops the message unless a
 * rule allows it. No rule, no relay: a module that opens calls registers its own rule and
 * removes it on close. Rules are checked at the time of the message, so a match that ended
 * stops relaying at once (its channel is retired).
 */
export class RelayPolicy {
  private readonly rules = new Set<SignalRule>();

  allow(rule: SignalRule): () => void {
    this.rules.add(rule);
    return () => this.rules.delete(rule);
  }

  async maySignal(from: SignalSender, toPeerId: string): Promise<boolean> {
    for (const rule of this.rules) if (await rule(from, toPeerId)) return true;
    return false;
  }
}
