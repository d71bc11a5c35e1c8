import { fromCallback, fromPromise } from 'xstate';
import type { EndCallInput, SearchResult } from '../../contract/chat';
import type {
  ExitPlan,
  MediaProblem,
  RandomChatContext,
  RandomChatDeps,
  RandomChatEvent,
  SearchRequest,
} from './random-chat.types';

const MEDIA_PROBLEMS: readonly MediaProblem[] = ['denied', 'busy', 'noDevice', 'media'];
const asMediaProblem = (error: unknown): MediaProblem =>
  MEDIA_PROBLEMS.includes(error as MediaProblem) ? (error as MediaProblem) : 'media';

/**
 * Real effects for `randomChatMachine.provide(...)`, built from the adapters the composition root
 * passes (src/app/composition/chat.ts). The children (`controls`, `report`) are provided
 * separately, with their own implementations; `peer` and `realtime` are reached by system id.
 */
export function createRandomChatImplementations(deps: RandomChatDeps) {
  return {
    actors: {
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
      search: fromPromise<SearchResult, SearchRequest>(({ input, signal }) => deps.search(input, signal)),
    },
    actions: {
      setOnCall: (_: unknown, { isOnCall }: { isOnCall: boolean }) => deps.setOnCall(isOnCall),
      endCall: (_: unknown, input: EndCallInput | null) => {
        if (input) deps.endCall(input);
      },
      leavePool: () => deps.leavePool(),
      saveRecent: ({ context }: { context: RandomChatContext }) => deps.saveRecent(context.recent),
    },
  };
}
