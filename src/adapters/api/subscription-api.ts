import type { CardPayload, CardSummary, Payment, SubscriptionView } from '../../../contract/subscription';
import type { MeResponse, UserView } from '../../../contract/user';
import { api } from './api';
import { asApiCall } from './api-failure';

/** POST /subscribe's body: the card plus the price of GET /subscription. */
export type SubscribePayload = CardPayload & { amount: number; currency: string };

/**
 * The subscription calls of API.md ("Subscription") on the app's one HTTP client. Every failure
 * is rethrown as an ApiFailure for the machines to decide on.
 */
export const subscriptionApi = {
  subscription: (signal?: AbortSignal): Promise<SubscriptionView> =>
    asApiCall(api<SubscriptionView>('/subscription', { signal })),

  payments: (signal?: AbortSignal): Promise<Payment[]> => asApiCall(api<Payment[]>('/payments', { signal })),

  /** The same `idempotencyKey` sent again (a retry of the same attempt) charges once. */
  subscribe: async (payload: SubscribePayload, idempotencyKey: string, signal?: AbortSignal) =>
    (
      await asApiCall(
        api<{ subscription: SubscriptionView }>('/subscribe', {
          method: 'POST',
          body: payload,
          headers: { 'Idempotency-Key': idempotencyKey },
          signal,
        }),
      )
    ).subscription,

  changeCard: async (card: CardPayload, signal?: AbortSignal): Promise<CardSummary> =>
    (await asApiCall(api<{ card: CardSummary }>('/change-card', { method: 'POST', body: card, signal }))).card,

  unsubscribe: async (signal?: AbortSignal): Promise<SubscriptionView> =>
    (await asApiCall(api<{ subscription: SubscriptionView }>('/unsubscribe', { method: 'PATCH', signal })))
      .subscription,

  /** GET /me: the user again, so `is_subscribed` follows a payment or a cancellation everywhere. */
  me: async (signal?: AbortSignal): Promise<UserView> => (await asApiCall(api<MeResponse>('/me', { signal }))).user,
};
