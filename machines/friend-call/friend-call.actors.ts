import { fromCallback, fromPromise } from 'xstate';
import type { EndCallInput } from '../../contract/chat';
import type { MediaProblem } from '../random-chat/random-chat.types';
import type {
  FriendCallContext,
  FriendCallDeps,
  FriendCallEvent,
  FriendCallExitPlan,
  FriendProfile,
} from './friend-call.types';

const MEDIA_PROBLEMS: readonly MediaProblem[] = ['denied', 'busy', 'noDevice', 'media'];
const asMediaProblem = (error: unknown): MediaProblem =>
  MEDIA_PROBLEMS.includes(error as MediaProblem) ? (error as MediaProblem) : 'media';

/**
 * Real effects for `friendCallMachine.provide(...)`, built from the adapters the composition root
 * passes (src/app/composition/friend-call.ts). `controls` and `report` are provided separately.
 */
export function createFriendCallImplementations(deps: FriendCallDeps) {
  return {
    actors: {
      pageExit: fromCallback<{ type: 'exit.plan'; plan: FriendCallExitPlan }>(({ receive }) => {
        const guard = deps.guardPageExit();
        receive((event) => guard.update(event.plan));
        return () => guard.dispose();
      }),
      localMedia: fromCallback<FriendCallEvent>(({ sendBack }) => {
        let stream: MediaStream | null = null;
        let stopped = false;
        deps.openCamera().then(
          (opened) => {
            if (stopped) return deps.stopStream(opened);
            stream = opened;
            sendBack({ type: 'media.ready', stream: opened });
          },
          (error: unknown) => {
            if (!stopped) sendBack({ type: 'media.failed', problem: asMediaProblem(error) });
          },
        );
        return () => {
          stopped = true;
          if (stream) deps.stopStream(stream);
        };
      }),
      loadFriend: fromPromise<FriendProfile, number>(({ input, signal }) => deps.loadFriend(input, signal)),
      callFriend: fromPromise<{ call_id: string }, { userToCall: number; peerId: string }>(({ input, signal }) =>
        deps.callFriend(input, signal),
      ),
      answerCall: fromPromise<{ peer_id: string }, string>(({ input, signal }) => deps.answerCall(input, signal)),
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
