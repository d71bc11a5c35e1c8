import { fromPromise } from 'xstate';
import type {
  ModerationActionRequest,
  ModerationQueueDeps,
  ModerationRows,
  ModerationTab,
  StandingRequest,
} from './moderation-queue.types';

/** Real effects for `moderationQueueMachine.provide(...)`. */
export function createModerationQueueImplementations(deps: ModerationQueueDeps) {
  return {
    actors: {
      load: fromPromise<ModerationRows, { tab: ModerationTab }>(({ input, signal }) => {
        switch (input.tab) {
          case 'log':
            return deps.loadLog(signal);
          case 'appeals':
            return deps.loadAppeals(signal);
          case 'accounts':
            return deps.loadAccounts(signal);
          default:
            return deps.loadReports(input.tab, signal);
        }
      }),
      act: fromPromise<void, ModerationActionRequest>(({ input, signal }) => deps.act(input, signal)),
      decide: fromPromise<void, StandingRequest>(({ input, signal }) => deps.decide(input, signal)),
    },
  };
}
