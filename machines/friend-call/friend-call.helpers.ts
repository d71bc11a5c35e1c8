import type { EndCallInput } from '../../contract/chat';
import type { CallSessionInput } from '../chat-match/chat-match.types';
import type { FriendCallContext, FriendCallExitPlan, FriendCallOutcome } from './friend-call.types';

/** Pure helpers of the friend call's machine: the hang-up, the exit plans, the call's session input. */

export type Ctx = { context: FriendCallContext };

export const NO_EXIT: FriendCallExitPlan = { cancel: null, hangUp: null, warn: false };
export const hangUpOn = ({ context }: Ctx, notEnd = false): EndCallInput => ({
  to: context.mode.friendId,
  notEnd,
  match_id: null,
});

export function callSessionInput({ context }: Ctx): CallSessionInput {
  const { me, localStream } = context;
  if (context.mode.kind === 'call')
    return { role: 'callee', callId: context.incoming?.id ?? '', localStream: localStream! };
  const callId = context.callId ?? '';
  return {
    role: 'caller',
    callId: `friend-call-${callId}`,
    partnerPeerId: context.partnerPeerId ?? '',
    // The caller tells which invitation this is: the inviter takes only the call of its invitation.
    metadata: {
      userId: me.id,
      name: me.name,
      pet_gender: me.pet_gender,
      pet_name: me.pet_name,
      friends: me.friends,
      match_id: callId,
    },
    localStream: localStream!,
  };
}

export const END = (outcome: FriendCallOutcome) => ({ type: 'setOutcome', params: { outcome } }) as const;
