import type { Payment, SubscriptionView } from '../../contract/subscription';
import type { UserView } from '../../contract/user';

/**
 * The /subscription page (spec §2, §4 "Subscription"): the plan's status and the payments list,
 * each loaded on its own with loading, error (retry) and — payments — empty states.
 *
 *   status:   loading ──▶ ready | failed ── subscription.retry ──▶ loading
 *   payments: loading ──▶ loaded | failed ── payments.retry ──▶ loading
 *   user:     idle ── (refresh) ──▶ reloading (GET /me → session.userUpdated) ──▶ idle
 *
 * `subscription.refresh` (sent by the checkout, card-change and cancel machines after a success)
 * reloads all three, keeping what is shown until the answers come: the page ends up exactly as
 * a reload would leave it, and `is_subscribed` flips everywhere through the session.
 */
export interface SubscriptionContext {
  subscription: SubscriptionView | null;
  payments: Payment[] | null;
}

export type SubscriptionEvent =
  | { type: 'subscription.retry' }
  | { type: 'payments.retry' }
  | { type: 'subscription.refresh' };

export interface SubscriptionDeps {
  /** GET /api/subscription; rejects with an ApiFailure. */
  loadSubscription(signal: AbortSignal): Promise<SubscriptionView>;
  /** GET /api/payments, newest first. */
  loadPayments(signal: AbortSignal): Promise<Payment[]>;
  /** GET /api/me: the user with the new `is_subscribed`. */
  loadUser(signal: AbortSignal): Promise<UserView>;
}

/** System id of the page's actor while /subscription is shown. */
export const SUBSCRIPTION_SYSTEM_ID = 'subscription';
