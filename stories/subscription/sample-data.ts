import type { Payment, SubscriptionView } from '../../contract/subscription';
import { SUBSCRIPTION_PRICE } from '../../contract/subscription';

/** "Today" of the card-form stories, so "Card has expired" does not depend on the day they run. */
export const storyToday = new Date('2026-11-23T12:00:00Z');

const price = { ...SUBSCRIPTION_PRICE };
const visa = { brand: 'Visa', last4: '4242' };

export const subscriptions = {
  none: { status: 'none', trial_ends_at: null, current_period_end: null, card: null, price },
  trial: { status: 'trial', trial_ends_at: '2026-12-05T12:00:00Z', current_period_end: null, card: null, price },
  /** Subscribed during the trial (issue 28): the card is charged when the trial ends. */
  trialWithCard: {
    status: 'trial',
    trial_ends_at: '2026-12-04T12:00:00Z',
    current_period_end: '2026-12-04T12:00:00Z',
    card: visa,
    price,
  },
  active: { status: 'active', trial_ends_at: null, current_period_end: '2026-12-23T12:00:00Z', card: visa, price },
  cancelled: {
    status: 'cancelled',
    trial_ends_at: null,
    current_period_end: '2026-12-23T12:00:00Z',
    card: visa,
    price,
  },
  expired: {
    status: 'expired',
    trial_ends_at: '2026-11-01T12:00:00Z',
    current_period_end: null,
    card: null,
    price,
  },
} satisfies Record<string, SubscriptionView>;

export const payments: Payment[] = [
  { id: 3, amount: 1, currency: 'UAH', status: 'succeeded', created_at: '2026-11-23T12:00:00Z', card_last4: '4242' },
  { id: 2, amount: 1, currency: 'UAH', status: 'failed', created_at: '2026-10-23T12:00:00Z', card_last4: '0002' },
  { id: 1, amount: 1, currency: 'UAH', status: 'refunded', created_at: '2026-09-23T12:00:00Z', card_last4: '4444' },
];
