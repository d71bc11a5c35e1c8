import { fromPromise } from 'xstate';
import type { BlockedUser } from '../../contract/safety';
import type { BlockDeps } from './block.types';

/** Real effects for `blockMachine.provide(...)`. */
export function createBlockImplementations(deps: BlockDeps) {
  return {
    actors: {
      block: fromPromise<BlockedUser, { userId: number }>(({ input, signal }) => deps.block(input.userId, signal)),
    },
  };
}
