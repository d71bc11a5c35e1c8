import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { blockMachine } from './block.machine';
import { selectBlock } from './block.selectors';
import type { BlockTarget } from './block.types';

/**
 * The block popup's view model and senders. What follows a block (the chat, the lists, the bell)
 * hears it through the actor system (block.links.ts), not from here.
 */
export function useBlock(actor: ActorRefFrom<typeof blockMachine>) {
  const view = useSelector(actor, selectBlock, shallowEqual);
  const senders = useMemo(
    () => ({
      open: (user: BlockTarget) => actor.send({ type: 'block.open', user }),
      confirm: () => actor.send({ type: 'block.confirm' }),
      cancel: () => actor.send({ type: 'block.cancel' }),
    }),
    [actor],
  );
  return { view, ...senders };
}
