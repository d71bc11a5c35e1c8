import { useEffect, useState } from 'react';
import type { ActorRefFrom, AnyActorLogic, AnyActorRef, InputFrom } from 'xstate';
import type { ScreenLogic } from './composition/screen';
import { useRootActor } from './root-context';

/**
 * Runs a screen's lifecycle in the root's actor system for as long as the component is mounted
 * (`screen.open` / `screen.close` on the root), so the machine reaches `session`, `toasts`,
 * `realtime`, `peer`… by system id. The actor is spawned on the first render, so the view has it
 * at once; closing waits a microtask, so StrictMode's unmount-and-remount keeps the same actor.
 */
export function useScreen<TLogic extends AnyActorLogic>(
  screen: ScreenLogic<TLogic>,
  ...[input]: undefined extends InputFrom<TLogic> ? [InputFrom<TLogic>?] : [InputFrom<TLogic>]
): ActorRefFrom<TLogic> {
  const root = useRootActor();
  const [handle] = useState(() => ({ ref: null as AnyActorRef | null, mounted: false }));
  if (!handle.ref) {
    root.send({ type: 'screen.open', systemId: screen.systemId, logic: screen.logic, input });
    handle.ref = root.system.get(screen.systemId) as AnyActorRef;
  }
  useEffect(() => {
    handle.mounted = true;
    return () => {
      handle.mounted = false;
      queueMicrotask(() => {
        if (!handle.mounted && handle.ref && root.getSnapshot().status === 'active')
          root.send({ type: 'screen.close', ref: handle.ref });
      });
    };
  }, [root, handle]);
  return handle.ref as ActorRefFrom<TLogic>;
}
