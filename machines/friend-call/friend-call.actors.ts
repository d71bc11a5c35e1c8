import { fromPromise } from 'xstate';
import type { EndCallInput } from '../../contract/chat';
import { localMediaActor, pageExitActor } from '../shared/call-actors';
import { cameraOffActor } from '../shared/camera-off';
import type {
  FriendCallContext,
  FriendCallDeps,
  FriendCallEvent,
  FriendCallExitPlan,
  FriendProfile,
} from './friend-call.types';

/**
 * Real effects for `friendCallMachine.provide(...)`, built from the adapters the composition root
 * passes (src/app/composition/friend-call.ts). `controls` and `report` are provided separately.
 */
export function createFriendCallImplementations(deps: FriendCallDeps) {
  return {
    actors: {
      pageExit: pageExitActor<FriendCallExitPlan>(deps.guardPageExit),
      localMedia: localMediaActor<FriendCallEvent>(deps),
      loadFriend: fromPromise<FriendProfile, number>(({ input, signal }) => deps.loadFriend(input, signal)),
      callFriend: fromPromise<{ call_id: string }, { userToCall: number; peerId: string }>(({ input, signal }) =>
        deps.callFriend(input, signal),
      ),
      answerCall: fromPromise<{ peer_id: string }, string>(({ input, signal }) => deps.answerCall(input, signal)),
      cameraOff: cameraOffActor(deps.probeFrames),
    },
    actions: {
      cancelCall: ({ context }: { context: FriendCallContext }) => {
        if (context.callId) deps.cancelCall(context.callId);
      },
      declineCall: ({ context }: { context: FriendCallContext }) => {
        if (context.callId) deps.declineCall(context.callId);
      },
      endCall: (_: unknown, input: EndCallInput) => deps.endCall(input),
      goHome: () => deps.goHome(),
    },
  };
}
