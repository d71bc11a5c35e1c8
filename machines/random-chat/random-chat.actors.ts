import { fromPromise } from 'xstate';
import type { EndCallInput, SearchResult } from '../../contract/chat';
import { localMediaActor, pageExitActor } from '../shared/call-actors';
import { cameraOffActor } from '../shared/camera-off';
import type { ExitPlan, RandomChatContext, RandomChatDeps, RandomChatEvent, SearchRequest } from './random-chat.types';

/**
 * Real effects for `randomChatMachine.provide(...)`, built from the adapters the composition root
 * passes (src/app/composition/chat.ts). The children (`controls`, `report`) are provided
 * separately, with their own implementations; `peer` and `realtime` are reached by system id.
 */
export function createRandomChatImplementations(deps: RandomChatDeps) {
  return {
    actors: {
      pageExit: pageExitActor<ExitPlan>(deps.guardPageExit),
      localMedia: localMediaActor<RandomChatEvent>(deps),
      search: fromPromise<SearchResult, SearchRequest>(({ input, signal }) => deps.search(input, signal)),
      cameraOff: cameraOffActor(deps.probeFrames),
    },
    actions: {
      setOnCall: (_: unknown, { isOnCall }: { isOnCall: boolean }) => deps.setOnCall(isOnCall),
      endCall: (_: unknown, input: EndCallInput | null) => {
        if (input) deps.endCall(input);
      },
      leavePool: () => deps.leavePool(),
      saveRecent: ({ context }: { context: RandomChatContext }) => deps.saveRecent(context.recent),
      saveWidened: ({ context }: { context: RandomChatContext }) => deps.saveWidened(context.widened),
    },
  };
}
