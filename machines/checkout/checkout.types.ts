import type { CardFormInput, SubscriptionView } from '../../contract/subscription';
import type { FieldErrors } from '../shared/form-failure';

/**
 * Subscribe popup (spec §2 "Popups: subscribe, subscription success", §4 "Subscription", §8).
 *
 *   idle ── checkout.open {price} ──▶ editing ── checkout.submit {card} ──▶ submitting
 *   submitting ──▶ succeeded   200: toast "subscription success", the page refreshes (subscription,
 *                              payments, the session's user) — the success popup shows
 *              ──▶ editing     422: the server's card errors on their fields
 *              ──▶ declined    402: the card was declined; another card may be tried
 *              ──▶ failed      anything else ('Failed to initiate subscription' + toast
 *                              'failed, try again'); 409 also refreshes the page (already active)
 *   failed ── checkout.retry ──▶ submitting   the same attempt again, with the same Idempotency-Key
 *   editing | declined | failed ── checkout.submit ──▶ submitting   a new attempt, a new key —
 *                                  unless the last attempt got no answer about the card (no
 *                                  answer, 5xx) and the card is the very same: that is the same
 *                                  attempt, with the same key (also after closing and reopening)
 *   checkout.close closes the popup from any state but submitting.
 *
 * One `Idempotency-Key` per attempt: `<keyBase>-<attempt>`. `keyBase` comes with the input
 * (random per page), so a retry after a lost answer charges at most once.
 */
export interface CheckoutInput {
  keyBase: string;
}

export type CheckoutProblem = 'declined' | 'generic';

export interface CheckoutAttempt {
  key: string;
  card: CardFormInput;
  /** The server answered about this attempt (paid, 402, 409, 422): it is over, the next one is new. */
  answered: boolean;
}

export interface CheckoutContext {
  keyBase: string;
  /** How many attempts were made (the key's suffix). */
  attempts: number;
  attempt: CheckoutAttempt | null;
  price: SubscriptionView['price'] | null;
  /** Server card errors on the form's fields (number, expiry, cvv). */
  fieldErrors: FieldErrors;
}

export type CheckoutEvent =
  | { type: 'checkout.open'; price: SubscriptionView['price'] }
  | { type: 'checkout.submit'; card: CardFormInput }
  | { type: 'checkout.retry' }
  | { type: 'checkout.close' };

export interface SubscribeRequest {
  card: CardFormInput;
  price: SubscriptionView['price'];
  idempotencyKey: string;
}

export interface CheckoutDeps {
  /** POST /api/subscribe with the Idempotency-Key header; rejects with an ApiFailure. */
  subscribe(request: SubscribeRequest, signal: AbortSignal): Promise<SubscriptionView>;
}

/** System id of the checkout actor while the subscription page is shown. */
export const CHECKOUT_SYSTEM_ID = 'checkout';
