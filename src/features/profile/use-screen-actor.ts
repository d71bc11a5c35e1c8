import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { Actor, ActorOptions, AnyStateMachine } from 'xstate';

/**
 * A screen's own actor, living while the screen is mounted: `makeLogic` plugs the effects in
 * once, on the first render; later renders reuse the same actor.
 */
export function useScreenActor<TLogic extends AnyStateMachine>(
  makeLogic: () => TLogic,
  options?: ActorOptions<TLogic>,
): Actor<TLogic> {
  const [logic] = useState(makeLogic);
  return useActorRef(logic, options as never);
}
