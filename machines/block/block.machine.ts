import { assign, emit, fromPromise, setup } from 'xstate';
import type { BlockedUser } from '../../contract/safety';
import { notProvided } from '../shared/not-provided';
import type { BlockContext, BlockEmitted, BlockEvent } from './block.types';

export const blockMachine = setup({
  types: {
    context: {} as BlockContext,
    events: {} as BlockEvent,
    emitted: {} as BlockEmitted,
  },
  actors: {
    block: fromPromise<BlockedUser, { userId: number }>(notProvided('block.block')),
  },
}).createMachine({
  id: 'block',
  context: { target: null },
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ target: null }),
      on: { 'block.open': { target: 'confirming', actions: assign({ target: ({ event }) => event.user }) } },
    },
    confirming: {
      tags: ['open'],
      on: { 'block.confirm': 'blocking', 'block.cancel': 'idle' },
    },
    blocking: {
      tags: ['open', 'busy'],
      invoke: {
        id: 'block',
        src: 'block',
        input: ({ context }) => ({ userId: context.target!.id }),
        onDone: {
          target: 'idle',
          actions: emit(({ context }) => ({ type: 'blocked' as const, user: context.target! })),
        },
        onError: 'failed',
      },
    },
    failed: {
      tags: ['open'],
      on: { 'block.confirm': 'blocking', 'block.cancel': 'idle' },
    },
  },
});
