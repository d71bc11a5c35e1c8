import type { MessageDescriptor } from '@lingui/core';
import { fromCallback, fromPromise } from 'xstate';
import type { EndCallInput, SearchResult } from '../../contract/chat';
import type { ToastKind } from '../toasts/toasts.types';
import type {
  CallSessionInput,
  ExitPlan,
  MediaProblem,
  RandomChatDeps,
  RandomChatEvent,
  SearchRequest,
} from './random-chat.types';

const MEDIA_PROBLEMS: readonly MediaProblem[] = ['denied', 'busy', 'noDevice', 'media'];
const asMediaProblem = (error: unknown): MediaProblem =>
  MEDIA_PROBLEMS.includes(error as MediaProblem) ? (error as MediaProblem) : 'media';

/**
 * Real effects for `randomChatMachine.provide(...)`, built from the adapters the app passes. The
 * children (`controls`, `report`) are provided separately, with their own implementations.
 */
export function createRandomChatImplementations(deps: RandomChatDeps) {
  return {
    actors: {
      peer: fromCallback<RandomChatEvent>(({ sendBack }) =>
        deps.watchPeer({
          ready: (peerId) => sendBack({ type: 'peer.ready', peerId }),
          lost: () => sendBack({ type: 'peer.lost' }),
          incoming: (call) => sendBack({ type: 'peer.incoming', call }),
        }),
      ),
      hangUps: fromCallback<RandomChatEvent>(({ sendBack }) =>
        deps.watchHangUps((e) => sendBack({ type: 'remote.hangUp', from: e.from, to: e.to, matchId: e.matchId })),
      ),
      pageExit: fromCallback<{ type: 'exit.plan'; plan: ExitPlan }>(({ receive }) => {
        const guard = deps.guardPageExit();
        receive((event) => guard.update(event.plan));
        // Runs when the chat actor stops (the screen unmounts): the plan in force is carried out.
        return () => guard.dispose();
      }),
      localMedia: fromCallback<RandomChatEvent>(({ sendBack }) => {
        let stream: MediaStream | null = null;
        let stopped = false;
        deps.openCamera().then(
          (opened) => {
            // The state that wanted the camera may be gone already: release it at once.
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
      callSession: fromCallback<RandomChatEvent, CallSessionInput>(({ input, sendBack }) =>
        deps.runCall(input, {
          remoteVideo: (stream) => sendBack({ type: 'call.remoteVideo', stream }),
          failed: () => sendBack({ type: 'call.failed' }),
          closed: () => sendBack({ type: 'call.closed' }),
        }),
      ),
      search: fromPromise<SearchResult, SearchRequest>(({ input, signal }) => deps.search(input, signal)),
    },
    actions: {
      setOnCall: (_: unknown, { isOnCall }: { isOnCall: boolean }) => deps.setOnCall(isOnCall),
      endCall: (_: unknown, input: EndCallInput | null) => {
        if (input) deps.endCall(input);
      },
      leavePool: () => deps.leavePool(),
      declineCalls: (_: unknown, { callIds }: { callIds: string[] }) => {
        for (const id of callIds) deps.declineCall(id);
      },
      saveRecent: (_: unknown, { recent }: { recent: number[] }) => deps.saveRecent(recent),
      notify: (_: unknown, toast: { kind: ToastKind; message: MessageDescriptor } | null) => {
        if (toast) deps.notify(toast.kind, toast.message);
      },
    },
  };
}
