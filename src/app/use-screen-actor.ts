import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { type ActorRefFrom, type AnyActorRef, type AnyStateMachine, fromCallback, type InputFrom, setup } from 'xstate';
import type { RootActor } from '../../machines/root/root.selectors';
import { useRootActor } from './root-context';

/** The long-lived actors a screen's machine may address by system id (`sendToSystem`, `showToast`). */
const SHARED_SYSTEM_IDS = ['session', 'toasts'] as const;

/** Passes every event it receives on to the root's actor of the same system id. */
const relay = fromCallback<{ type: string }, { to: () => AnyActorRef | undefined }>(({ input, receive }) => {
  receive((event) => input.to()?.send(event));
});

/**
 * A screen's actor lives as long as the screen (React owns it), in an actor system of its own.
 * So that its `sendToSystem('session', …)` and `showToast(…)` still reach the app's session and
 * toasts, it runs in a small host next to relays registered under those system ids.
 */
function hosted<TLogic extends AnyStateMachine>(logic: TLogic, root: RootActor) {
  return setup({ actors: { screen: logic as AnyStateMachine, relay } }).createMachine({
    invoke: [
      ...SHARED_SYSTEM_IDS.map((systemId) => ({
        src: 'relay' as const,
        systemId,
        input: { to: () => root.system.get(systemId) as AnyActorRef | undefined },
      })),
      { id: 'screen', src: 'screen' as const, input: ({ event }: { event: { input?: unknown } }) => event.input },
    ],
  });
}

/**
 * Starts `logic` (built once, on first render: effects bound to this screen) for the screen's
 * lifetime and returns its actor.
 */
export function useScreenActor<TLogic extends AnyStateMachine>(
  createLogic: () => TLogic,
  ...[input]: undefined extends InputFrom<TLogic> ? [InputFrom<TLogic>?] : [InputFrom<TLogic>]
): ActorRefFrom<TLogic> {
  const root = useRootActor();
  const [host] = useState(() => hosted(createLogic(), root));
  const actor = useActorRef(host, { input });
  return actor.getSnapshot().children.screen as ActorRefFrom<TLogic>;
}
