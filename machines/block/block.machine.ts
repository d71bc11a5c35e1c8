import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { BlockedUser } from '../../contract/safety';
import { notProvided } from '../shared/not-provided';
import { runningListeners } from './block.links';
import type { BlockContext, BlockEvent, UserBlocked } from './block.types';

export const blockMachine = setup({
  types: {
    context: {} as BlockContext,
    events: {} as BlockEvent,
  },
  actors: {
    block: fromPromise<BlockedUser, { userId: number }>(notProvided('block.block')),
  },
  actions: {
    /** `user.blocked` through the actor system to every screen that follows blocks (block.links.ts). */
    announceBlocked: enqueueActions(({ context, system, enqueue }) => {
      if (!context.target) return;
      const notice: UserBlocked = { type: 'user.blocked', userId: context.target.id };
      for (const listener of runningListeners(system)) enqueue.sendTo(listener, notice);
    }),
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
          actions: 'announceBlocked',
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
