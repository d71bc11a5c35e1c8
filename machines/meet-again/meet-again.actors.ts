import { fromPromise } from 'xstate';
import type { MeetAgainResult } from '../../contract/meet-again';
import type { MeetAgainDeps } from './meet-again.types';

/** Real effects for `meetAgainMachine.provide(...)`. */
export function createMeetAgainImplementations(deps: MeetAgainDeps) {
  return {
    actors: {
      ask: fromPromise<MeetAgainResult, { matchId: string }>(({ input, signal }) => deps.ask(input.matchId, signal)),
    },
  };
}
