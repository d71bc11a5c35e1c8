import { toCardPayload } from '../../../contract/subscription';
import { createCardChangeImplementations } from '../../../machines/card-change/card-change.actors';
import { cardChangeMachine } from '../../../machines/card-change/card-change.machine';
import { createCheckoutImplementations } from '../../../machines/checkout/checkout.actors';
import { checkoutMachine } from '../../../machines/checkout/checkout.machine';
import type { CheckoutInput } from '../../../machines/checkout/checkout.types';
import { CHECKOUT_SYSTEM_ID } from '../../../machines/checkout/checkout.types';
import { createSubscriptionImplementations } from '../../../machines/subscription/subscription.actors';
import { subscriptionMachine } from '../../../machines/subscription/subscription.machine';
import { SUBSCRIPTION_SYSTEM_ID } from '../../../machines/subscription/subscription.types';
import { createSubscriptionCancelImplementations } from '../../../machines/subscription-cancel/subscription-cancel.actors';
import { subscriptionCancelMachine } from '../../../machines/subscription-cancel/subscription-cancel.machine';
import { subscriptionApi } from '../../adapters/api/subscription-api';
import { defineScreen } from './screen';

/** The /subscription page's machines with the browser's effects (imported by its route chunk only). */
export const subscriptionScreen = defineScreen(
  SUBSCRIPTION_SYSTEM_ID,
  subscriptionMachine.provide(
    createSubscriptionImplementations({
      loadSubscription: (signal) => subscriptionApi.subscription(signal),
      loadPayments: (signal) => subscriptionApi.payments(signal),
      loadUser: (signal) => subscriptionApi.me(signal),
    }),
  ),
);

export const checkoutScreen = defineScreen(
  CHECKOUT_SYSTEM_ID,
  checkoutMachine.provide(
    createCheckoutImplementations({
      subscribe: ({ card, price, idempotencyKey }, signal) =>
        subscriptionApi.subscribe({ ...price, ...toCardPayload(card) }, idempotencyKey, signal),
    }),
  ),
);

/** A random base for the checkout's Idempotency-Keys (one per page; the attempt number follows). */
export const checkoutInput = (): CheckoutInput => ({
  // getRandomValues works outside secure contexts too (randomUUID does not).
  keyBase: Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  ),
});

export const cardChangeScreen = defineScreen(
  'cardChange',
  cardChangeMachine.provide(
    createCardChangeImplementations({
      changeCard: (card, signal) => subscriptionApi.changeCard(toCardPayload(card), signal),
    }),
  ),
);

export const subscriptionCancelScreen = defineScreen(
  'subscriptionCancel',
  subscriptionCancelMachine.provide(
    createSubscriptionCancelImplementations({ unsubscribe: (signal) => subscriptionApi.unsubscribe(signal) }),
  ),
);
