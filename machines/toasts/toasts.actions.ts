import type { MessageDescriptor } from '@lingui/core';
import { type AnyActorRef, type EventObject, enqueueActions, type MachineContext, sendTo } from 'xstate';
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

/**
 * The same toast as a message for the toasts actor, for machines that list what they tell whom
 * (`createConfirmMachine`'s `onSuccess`/`onFailure`).
 */
export function toastMessage(kind: ToastKind, message: MessageDescriptor): { to: string; event: ToastsEvent } {
  return { to: TOASTS_SYSTEM_ID, event: { type: 'toast.show', kind, message } };
}

/**
 * A toast whose text depends on the event (e.g. a moderator's note); nothing is shown when
 * `messageOf` answers null.
 */
export function showToastOf<
  TContext extends MachineContext,
  TExpressionEvent extends EventObject,
  TEvent extends EventObject,
>(kind: ToastKind, messageOf: (args: { event: TExpressionEvent }) => MessageDescriptor | null) {
  return enqueueActions<TContext, TExpressionEvent, undefined, TEvent>(({ event, enqueue, system }) => {
    const message = messageOf({ event });
    if (!message) return;
    const toast: ToastsEvent = { type: 'toast.show', kind, message };
    const toasts = system.get(TOASTS_SYSTEM_ID) as AnyActorRef | undefined;
    if (toasts) enqueue.sendTo(toasts, toast);
  });
}
