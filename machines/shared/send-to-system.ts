import { type ActionArgs, type AnyActorRef, type EventObject, type MachineContext, sendTo } from 'xstate';

/**
 * Sends an event to the long-lived actor registered under `systemId` (e.g. the session), so a
 * machine needs no reference to it. Without such an actor (a machine tested on its own) the
 * event goes to the sender itself, which ignores it.
 */
export function sendToSystem<
  TContext extends MachineContext,
  TExpressionEvent extends EventObject,
  TEvent extends EventObject,
  TSent extends EventObject,
>(systemId: string, event: TSent | ((args: ActionArgs<TContext, TExpressionEvent, TEvent>) => TSent)) {
  return sendTo<TContext, TExpressionEvent, undefined, AnyActorRef, TEvent>(
    ({ system }) => system.get(systemId),
    event as never,
  );
}

/** The output of the `xstate.done.actor.*` event an action runs for. */
export function outputOf<T>(event: unknown): T {
  return (event as { output: T }).output;
}

/** The error of the `xstate.error.actor.*` event an action or guard runs for. */
export function errorOf(event: unknown): unknown {
  return (event as { error?: unknown }).error;
}
