import { type AnyActorRef, type EventObject, sendTo } from 'xstate';

type EventOrExpr<TEvent> = TEvent | ((args: { context: never; event: never }) => TEvent);

/**
 * Sends an event to the long-lived actor registered under `systemId` (e.g. the session), so a
 * machine needs no reference to it. Without such an actor (a machine tested on its own) the
 * event goes to the sender itself, which ignores it.
 */
export function sendToSystem<TEvent extends EventObject>(systemId: string, event: EventOrExpr<TEvent>) {
  return sendTo(({ system }) => system.get(systemId) as AnyActorRef | undefined, event as never);
}
