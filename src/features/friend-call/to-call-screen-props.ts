import type { FriendCallView } from '../../../machines/friend-call/friend-call.selectors';
import type { CallStage } from '../call/call-stage';

/** The shared call screen's stage for the friend call's view (machines/friend-call). */
export function toCallScreenProps(call: FriendCallView): CallStage {
  const friend = call.friend;
  const live = call.phase !== 'ended' && call.phase !== 'left';
  return {
    phase: call.phase,
    localStream: call.localStream,
    remoteStream: call.remoteStream,
    // The friend's photo (FriendProfile calls it `image`): without it the card showed a paw (issue 25).
    partner: friend && { name: friend.name, petName: friend.petName, petGender: friend.petGender, photo: friend.image },
    onCall: call.phase === 'connected' || call.phase === 'reconnecting',
    reconnecting: call.phase === 'reconnecting' ? call.reconnecting : null,
    // Phones: the same full-screen call as the random chat (issue 25), until its outcome, which
    // keeps the app's top bar for the way on.
    immersive: live,
    ownTile: true,
    // No Start and no Next: Stop is the main action until the call is over.
    actions: live ? { canStart: false, canStop: true, canNext: false, canReport: call.canReport } : null,
  };
}
