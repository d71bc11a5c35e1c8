import { fromPromise } from 'xstate';
import type { ModerationLogEntry, ModerationReport } from '../../contract/safety';
import type { ModerationActionRequest, ModerationQueueDeps, ModerationTab } from './moderation-queue.types';

/** Real effects for `moderationQueueMachine.provide(...)`. */
export function createModerationQueueImplementations(deps: ModerationQueueDeps) {
  return {
    actors: {
      load: fromPromise<ModerationReport[] | ModerationLogEntry[], { tab: ModerationTab }>(({ input, signal }) =>
        input.tab === 'log' ? deps.loadLog(signal) : deps.loadReports(input.tab, signal),
      ),
      act: fromPromise<void, ModerationActionRequest>(({ input, signal }) => deps.act(input, signal)),
    },
  };
}
