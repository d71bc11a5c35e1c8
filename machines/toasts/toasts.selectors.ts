import type { SnapshotFrom } from 'xstate';
import type { toastsMachine } from './toasts.machine';
import type { Toast } from './toasts.types';

export type ToastsSnapshot = SnapshotFrom<typeof toastsMachine>;

export const selectToasts = (snapshot: ToastsSnapshot): Toast[] => snapshot.context.toasts;

/** The toast region's view model (messages are translated when rendered). */
export const selectToastsView = (snapshot: ToastsSnapshot) => ({ toasts: selectToasts(snapshot) });
