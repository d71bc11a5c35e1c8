import { fromCallback } from 'xstate';
import { PEER_SYSTEM_ID, type PeerNotice, type PeerRequest } from '../peer/peer.types';
import type { CallSessionInput } from './chat-match.types';

/**
 * Places (caller) or answers (callee) the call of the match through the `peer` actor, and passes
 * on how it goes (`call.remoteVideo`, `call.failed`, `call.closed`). Stopping it hangs up. It
 * needs nothing but the actor system, so it is the machine's own implementation.
 */
export const callSession = fromCallback<PeerNotice, CallSessionInput>(({ input, system, self, sendBack, receive }) => {
  const peer = system.get(PEER_SYSTEM_ID);
  if (!peer) {
    sendBack({ type: 'call.failed', callId: input.callId } satisfies PeerNotice);
    return;
  }
  receive((notice) => {
    if ('callId' in notice && notice.callId === input.callId) sendBack(notice);
  });
  const request: PeerRequest =
    input.role === 'caller'
      ? {
          type: 'peer.call',
          callId: input.callId,
          partnerPeerId: input.partnerPeerId,
          metadata: input.metadata,
          stream: input.localStream,
          owner: self,
        }
      : { type: 'peer.answer', callId: input.callId, stream: input.localStream, owner: self };
  peer.send(request);
  return () => {
    if (peer.getSnapshot().status === 'active')
      peer.send({ type: 'peer.hangUp', callId: input.callId } satisfies PeerRequest);
  };
});
