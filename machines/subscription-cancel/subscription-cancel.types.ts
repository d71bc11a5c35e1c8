import type { SubscriptionView } from '../../contract/subscription';

/**
 * Cancel-subscription popup (spec §2 "Popups: cancel subscription", §4, §8 "Unsubscribe"): the
 * confirm popup of `createConfirmMachine` (machines/confirm/) with `afterSuccess: 'close'`.
 * Confirmed, the task `unsubscribe` runs; 200 closes the popup with the toast "unsubscription
 * success" and the page refreshes (status "cancelled until <period end>", the session's user);
 * a failure shows 'failed, try again' and leaves the popup open (`failed`) to try again.
 */
export interface SubscriptionCancelDeps {
  /** PATCH /api/unsubscribe; rejects with an ApiFailure. */
  unsubscribe(signal: AbortSignal): Promise<SubscriptionView>;
}
