import { fromPromise } from 'xstate';
import type { AppealInput } from '../../contract/moderation';
import type { AppealDeps } from './appeal.types';

/** Real effects for `appealMachine.provide(...)`. */
export function createAppealImplementations(deps: AppealDeps) {
  return {
    actors: {
      file: fromPromise<void, AppealInput>(({ input, signal }) => deps.file(input, signal)),
    },
  };
}
