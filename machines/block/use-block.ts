import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { blockMachine } from './block.machine';
import { selectBlock } from './block.selectors';
import type { BlockTarget } from './block.types';

/** The block popup's view model and senders; `onBlocked` runs after each successful block. */
export function useBlock(actor: ActorRefFrom<typeof blockMachine>, onBlocked?: (user: BlockTarget) => void) {
  const view = useSelector(actor, selectBlock, shallowEqual);
  const latest = useRef(onBlocked);
  latest.current = onBlocked;
  useEffect(() => {
    const subscription = actor.on('blocked', (event) => latest.current?.(event.user));
    return () => subscription.unsubscribe();
  }, [actor]);
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
