import type { CardFormInput, Payment, SubscriptionView } from '../../../contract/subscription';
import { CARD_MESSAGES, SUBSCRIPTION_PRICE } from '../../../contract/subscription';
import { type ApiFailure, apiFailure } from '../../../machines/shared/api-failure';
import type { ModelEvent } from './describe-model';
import { english } from './messages';

/** Subscriptions as GET /subscription answers them (API.md "Subscription"). */
export function subscriptionFixture(fields: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    status: 'trial',
    trial_ends_at: '2026-12-01T00:00:00.000Z',
    current_period_end: null,
    card: null,
    price: { ...SUBSCRIPTION_PRICE },
    ...fields,
  };
}

export const activeSubscription = subscriptionFixture({
  status: 'active',
  current_period_end: '2026-12-23T00:00:00.000Z',
  card: { brand: 'visa', last4: '4242' },
});

export const paymentFixture: Payment = {
  id: 1,
  amount: 1,
  currency: 'UAH',
  status: 'succeeded',
  created_at: '2026-11-23T21:00:00.000Z',
  card_last4: '4242',
};

/** Two cards as the form hands them over (number already without spaces). */
export const cards = {
  visa: { number: '4242424242424242', expiry: '12/30', cvv: '123' },
  mastercard: { number: '5555555555554444', expiry: '01/29', cvv: '456' },
} satisfies Record<string, CardFormInput>;

/** Failed answers of POST /subscribe and /change-card, as the adapter hands them over. */
export const cardFailures = {
  invalid: apiFailure(422, { message: CARD_MESSAGES.numberInvalid, fields: { card: [CARD_MESSAGES.numberInvalid] } }),
  declined: apiFailure(402, { message: 'Your card was declined.' }),
  alreadyActive: apiFailure(409, { message: 'Already subscribed.' }),
  notFound: apiFailure(404, { message: 'No subscription.' }),
  server: apiFailure(500, { message: 'Internal Server Error' }),
  offline: apiFailure(null),
} satisfies Record<string, ApiFailure>;

/** The toasts a recorder of the `toasts` system actor received, as [kind, English text]. */
export function toastsOf(events: ModelEvent[]): Array<[string, string | null]> {
  return events.map((e) => {
    const toast = e as unknown as { type: string; kind: string; message: Parameters<typeof english>[0] };
    if (toast.type !== 'toast.show') throw new Error(`not a toast: ${toast.type}`);
    return [toast.kind, english(toast.message)];
  });
}
