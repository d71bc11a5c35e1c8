import type { SubscriptionStatus, SubscriptionView } from '../../../contract/subscription';
import type { SubscriptionRow, UserRow } from '../../db/schema/index';

export const DAY_MS = 86_400_000;

/** One calendar month later in UTC; the 31st of January is followed by the last day of February. */
export function addMonth(date: Date): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/**
 * The API status, from the same two columns `is_subscribed` reads (users.subscription_ends_at,
 * users.trial_ends_at) and the subscription row: `active` and `cancelled` hold exactly while
 * the paid period runs, so they agree with `is_subscribed` (API.md). A renewal that failed
 * (`past_due`) shows as `expired`: the paid period is over while the job retries.
 */
export function subscriptionStatus(
  user: Pick<UserRow, 'trialEndsAt' | 'subscriptionEndsAt'>,
  subscription: Pick<SubscriptionRow, 'status'> | null,
  now: Date,
): SubscriptionStatus {
  const paid = user.subscriptionEndsAt !== null && user.subscriptionEndsAt > now;
  if (paid && subscription?.status === 'cancelled') return 'cancelled';
  if (paid && (subscription === null || subscription.status === 'active')) return 'active';
  if (user.trialEndsAt !== null && user.trialEndsAt > now) return 'trial';
  if (subscription !== null || user.trialEndsAt !== null || user.subscriptionEndsAt !== null) return 'expired';
  return 'none';
}

export function toSubscriptionView(
  user: Pick<UserRow, 'trialEndsAt' | 'subscriptionEndsAt'>,
  subscription: SubscriptionRow | null,
  price: { amount: number; currency: string },
  now: Date,
): SubscriptionView {
  const status = subscriptionStatus(user, subscription, now);
  const periodEnd = subscription?.currentPeriodEnd ?? user.subscriptionEndsAt;
  return {
    status,
    trial_ends_at: user.trialEndsAt?.toISOString() ?? null,
    current_period_end: periodEnd?.toISOString() ?? null,
    card:
      subscription && subscription.status !== 'expired'
        ? { brand: subscription.cardBrand, last4: subscription.cardLast4 }
        : null,
    price: { amount: price.amount, currency: price.currency },
  };
}

/**
 * A subscription taken during a trial (issue 28 item 6) has no paid period yet: its row's period
 * is empty (start = end = the trial's end) and `next_attempt_at` is the trial's end, where the
 * renewal job makes the first charge. Access meanwhile is the trial's (`users.trial_ends_at`).
 */
export const awaitsFirstCharge = (row: Pick<SubscriptionRow, 'currentPeriodStart' | 'currentPeriodEnd'>) =>
  row.currentPeriodStart.getTime() === row.currentPeriodEnd.getTime();

export const toMinor = (amount: number) => Math.round(amount * 100);
export const fromMinor = (minor: number) => minor / 100;
