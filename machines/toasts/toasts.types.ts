import type { MessageDescriptor } from '@lingui/core';

/**
 * Toasts: short messages in the top-right corner that close by themselves after 5 s (spec §9).
 *
 * Any machine shows one with `showToast(kind, msg\`…\`)` from toasts.actions.ts; a view can send
 * `{ type: 'toast.show', kind, message }` to the root actor. The message is a Lingui descriptor
 * (from the `msg` macro) so it is translated when rendered, in the language active at that time.
 */
export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: MessageDescriptor;
}

export interface ToastsContext {
  toasts: Toast[];
  nextId: number;
}

export type ToastsEvent =
  | { type: 'toast.show'; kind: ToastKind; message: MessageDescriptor }
  | { type: 'toast.dismiss'; id: number };

/** Spec §9: toasts close after 5000 ms. */
export const TOAST_DURATION_MS = 5000;
/** Older toasts are dropped beyond this many, so a burst of errors cannot fill the screen. */
export const MAX_TOASTS = 4;
