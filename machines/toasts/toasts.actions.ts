import type { MessageDescriptor } from '@lingui/core';
import { type AnyActorRef, type EventObject, type MachineContext, sendTo } from 'xstate';
import type { ToastKind, ToastsEvent } from './toasts.types';

/** System id of the toasts actor under the root actor. */
export const TOASTS_SYSTEM_ID = 'toasts';

/**
 * An action any machine can list to show a toast, e.g. in `setup({ actions: { notifySaved:
 * showToast('success', msg\`Saved\`) } })`. It reaches the toasts actor through the actor system,
 * so the sending machine needs no reference to it. (A machine running without a toasts actor,
 * as in its own tests, sends the event to itself, where it is ignored.)
 */
export function showToast<
  TContext extends MachineContext,
  TExpressionEvent extends EventObject,
  TEvent extends EventObject,
>(kind: ToastKind, message: MessageDescriptor) {
  const event: ToastsEvent = { type: 'toast.show', kind, message };
  return sendTo<TContext, TExpressionEvent, undefined, AnyActorRef, TEvent>(
    ({ system }) => system.get(TOASTS_SYSTEM_ID),
    event,
  );
}
