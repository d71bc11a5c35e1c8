import type { SubscriptionView } from '../../contract/subscription';
import type { ConfirmDialogEvent } from '../shared/use-confirm-dialog';

/**
 * Cancel-subscription popup (spec §2 "Popups: cancel subscription", §4, §8 "Unsubscribe"): the
 * shared confirm-then-act popup (machines/shared/use-confirm-dialog.ts).
 *
 *   idle ── deletion.open ──▶ confirming ── deletion.confirm ──▶ cancelling
 *   cancelling ──▶ idle     200: toast "unsubscription success", the page refreshes
 *                           (status "cancelled until <period end>", the session's user)
 *              ──▶ failed   toast 'failed, try again'; deletion.confirm tries again
 *   deletion.cancel closes the popup from confirming and failed.
 */
export type SubscriptionCancelEvent = ConfirmDialogEvent;

export interface SubscriptionCancelDeps {
  /** PATCH /api/unsubscribe; rejects with an ApiFailure. */
  unsubscribe(signal: AbortSignal): Promise<SubscriptionView>;
}
