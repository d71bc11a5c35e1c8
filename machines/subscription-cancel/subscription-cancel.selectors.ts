import type { SnapshotFrom } from 'xstate';
import type { ConfirmDialogViewModel } from '../photo-deletion/photo-deletion.selectors';
import type { subscriptionCancelMachine } from './subscription-cancel.machine';

export type SubscriptionCancelSnapshot = SnapshotFrom<typeof subscriptionCancelMachine>;

/** The shared confirm popup's view model; the popup closes itself on success (the toast says it). */
export function selectSubscriptionCancel(s: SubscriptionCancelSnapshot): ConfirmDialogViewModel {
  return { open: s.hasTag('open'), busy: s.hasTag('busy'), done: false, failed: s.matches('failed') };
}
