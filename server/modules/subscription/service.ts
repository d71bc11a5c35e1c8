import { randomUUID } from 'node:crypto';
import type { CardPayload, CardSummary, Payment, SubscriptionView } from '../../../contract/subscription';
import type { SessionEvents } from '../../auth/session-events';
import type { SubscriptionRow, UserRow } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import type { Mail, Mailer } from '../../ports/mail';
import type { PaymentGateway, Refusal } from '../../ports/payment-gateway';
import { receiptMail } from './mail';
import { addMonth, awaitsFirstCharge, fromMinor, subscriptionStatus, toMinor, toSubscriptionView } from './period';
import type { StoredAnswer, SubscriptionRepository } from './repository';

export interface SubscriptionServiceDeps {
  repo: SubscriptionRepository;
  gateway: PaymentGateway;
  mailer: Pick<Mailer, 'send'>;
  events: Pick<SessionEvents, 'userChanged'>;
  log: { error(obj: object, msg: string): void };
  now: () => Date;
  price: { amount: number; currency: string };
}

const toCard = (card: CardPayload) => ({
  number: card.card,
  expMonth: card.card_exp_month,
  expYear: card.card_exp_year,
  cvv: card.card_cvv,
});

/** A gateway refusal as the stored answer: 402 declined, 422 with the field at fault. */
function refusalAnswer(refusal: Refusal): StoredAnswer {
  if (refusal.reason === 'declined') return { statusCode: 402, body: { message: refusal.message } };
  return { statusCode: 422, body: { message: refusal.message, errors: { [refusal.field]: [refusal.message] } } };
}

function throwIfRefused(answer: StoredAnswer): void {
  if (answer.statusCode < 400) return;
  const body = answer.body as { message?: string; errors?: Record<string, string[]> } | null;
  throw new HttpError(answer.statusCode, body?.message ?? 'Payment failed.', body?.errors);
}

/**
 * Subscription by card (API.md "Subscription"): checkout, card change, cancellation, payments.
 * Every change runs under the user's row lock (`repo.lockedForUser`); the access end it writes
 * (users.subscription_ends_at) is what `is_subscribed` reads everywhere. Mails and the
 * `userChanged` event follow the commit.
 */
export function createSubscriptionService(deps: SubscriptionServiceDeps) {
  const { repo, gateway, mailer, events, log, now, price } = deps;

  async function deliver(mail: Mail) {
    try {
      await mailer.send(mail);
    } catch (err) {
      log.error({ err }, 'subscription mail failed');
    }
  }

  async function freshUser(userId: number): Promise<UserRow> {
    const user = await repo.findUser(userId);
    if (!user) throw new HttpError(401, 'Unauthenticated.');
    return user;
  }

  return {
    async view(userId: number): Promise<SubscriptionView> {
      const [user, subscription] = await Promise.all([freshUser(userId), repo.findSubscription(userId)]);
      return toSubscriptionView(user, subscription, price, now());
    },

    async payments(userId: number): Promise<Payment[]> {
      const rows = await repo.listPayments(userId);
      return rows.map((row) => ({
        id: row.id,
        amount: fromMinor(row.amountMinor),
        currency: row.currency,
        status: row.status,
        created_at: row.createdAt.toISOString(),
        card_last4: row.cardLast4,
      }));
    },

    /**
     * Pays the first month (or, while cancelled but still paid, resumes renewal with the new card
     * without charging; during a trial, checks the card and leaves the first charge to the trial's
     * end, the status staying `trial`). 409 while active; 402 declined; 422 invalid card. With an idempotency
     * key, a repeated request — also a parallel one — answers the first answer and charges once.
     */
    async subscribe(
      userId: number,
      card: CardPayload,
      idempotencyKey: string | null,
    ): Promise<{ subscription: SubscriptionView }> {
      const at = now();
      const gatewayKey = `subscribe:${userId}:${idempotencyKey ?? randomUUID()}`;
      let receipt: { user: UserRow; subscription: SubscriptionRow; paymentId: number } | null = null;
      let changed = false;
      const answer = await repo.lockedForUser(userId, idempotencyKey, at, async (w, user) => {
        const current = await w.findSubscription(userId);
        const status = subscriptionStatus(user, current, at);
        if (status === 'active') return { statusCode: 409, body: { message: 'Your subscription is already active.' } };
        const saved = await gateway.saveCard({
          card: toCard(card),
          customer: `user:${userId}`,
          idempotencyKey: `${gatewayKey}:card`,
        });
        if (!saved.ok) return refusalAnswer(saved);
        const cardFields = {
          gateway: gateway.name,
          cardToken: saved.token,
          cardBrand: saved.brand,
          cardLast4: saved.last4,
        };
        if (status === 'trial' && user.trialEndsAt) {
          // The trial keeps its days (issue 28): a zero-amount check now, the first charge by the
          // renewal job when the trial ends. A card the issuer refuses is refused now.
          const check = await gateway.verifyCard({
            token: saved.token,
            currency: price.currency,
            idempotencyKey: `${gatewayKey}:verify`,
          });
          if (!check.ok) return refusalAnswer(check);
          const pending = await w.startAfterTrial(
            userId,
            { ...cardFields, amountMinor: toMinor(price.amount), currency: price.currency },
            user.trialEndsAt,
            at,
          );
          changed = true;
          return { statusCode: 200, body: { subscription: toSubscriptionView(user, pending, price, at) } };
        }
        if (status === 'cancelled' && current) {
          // The period is paid: renewal resumes at its end with the new card.
          const resumed = await w.update(current.id, {
            ...cardFields,
            status: 'active',
            cancelledAt: null,
            nextAttemptAt: current.currentPeriodEnd,
            updatedAt: at,
          });
          changed = true;
          return { statusCode: 200, body: { subscription: toSubscriptionView(user, resumed, price, at) } };
        }
        const amountMinor = toMinor(price.amount);
        const charge = await gateway.charge({
          token: saved.token,
          amount: amountMinor,
          currency: price.currency,
          description: 'PetChat subscription, 1 month',
          idempotencyKey: `${gatewayKey}:charge`,
        });
        if (!charge.ok) return refusalAnswer(charge);
        const end = addMonth(at);
        const subscription = await w.activate(
          userId,
          { ...cardFields, amountMinor, currency: price.currency, start: at, end },
          at,
        );
        const payment = await w.insertPayment({
          userId,
          subscriptionId: subscription.id,
          kind: 'subscribe',
          amountMinor,
          currency: price.currency,
          status: 'succeeded',
          cardBrand: saved.brand,
          cardLast4: saved.last4,
          gatewayChargeId: charge.chargeId,
          createdAt: at,
        });
        const paidUser = { ...user, subscriptionEndsAt: end };
        receipt = { user: paidUser, subscription, paymentId: payment.id };
        changed = true;
        return { statusCode: 200, body: { subscription: toSubscriptionView(paidUser, subscription, price, at) } };
      });
      if (changed) events.userChanged(userId);
      const paid = receipt as { user: UserRow; subscription: SubscriptionRow; paymentId: number } | null;
      if (paid && !answer.replayed)
        await deliver(
          receiptMail(paid.user, {
            paymentId: paid.paymentId,
            amount: price.amount,
            currency: price.currency,
            paidAt: at,
            brand: paid.subscription.cardBrand,
            last4: paid.subscription.cardLast4,
            periodEnd: paid.subscription.currentPeriodEnd,
          }),
        );
      throwIfRefused(answer);
      return answer.body as { subscription: SubscriptionView };
    },

    /**
     * Replaces the card future renewals charge. 404 without a subscription (active, cancelled,
     * taken during the trial, or a renewal being retried — then the job retries at once with the
     * new card).
     */
    async changeCard(userId: number, card: CardPayload): Promise<{ card: CardSummary }> {
      const at = now();
      const answer = await repo.lockedForUser(userId, null, at, async (w, user) => {
        const current = await w.findSubscription(userId);
        const status = subscriptionStatus(user, current, at);
        const retrying = current?.status === 'past_due';
        const afterTrial = status === 'trial' && current?.status === 'active' && awaitsFirstCharge(current);
        if (!current || !(status === 'active' || status === 'cancelled' || retrying || afterTrial))
          return { statusCode: 404, body: { message: 'You have no subscription.' } };
        const saved = await gateway.saveCard({
          card: toCard(card),
          customer: `user:${userId}`,
          idempotencyKey: `change-card:${userId}:${randomUUID()}`,
        });
        if (!saved.ok) return refusalAnswer(saved);
        await w.update(current.id, {
          gateway: gateway.name,
          cardToken: saved.token,
          cardBrand: saved.brand,
          cardLast4: saved.last4,
          ...(retrying ? { nextAttemptAt: at } : {}),
          updatedAt: at,
        });
        return { statusCode: 200, body: { card: { brand: saved.brand, last4: saved.last4 } } };
      });
      throwIfRefused(answer);
      return answer.body as { card: CardSummary };
    },

    /**
     * Cancels renewal: access stays until the paid period ends, then the renewal job expires the
     * subscription. A renewal being retried stops at once (its period is already over); so does a
     * subscription taken during the trial (no first charge; the trial keeps its end).
     */
    async unsubscribe(userId: number): Promise<{ subscription: SubscriptionView }> {
      const at = now();
      const answer = await repo.lockedForUser(userId, null, at, async (w, user) => {
        const current = await w.findSubscription(userId);
        const status = subscriptionStatus(user, current, at);
        if (current && status === 'active') {
          const cancelled = await w.update(current.id, {
            status: 'cancelled',
            cancelledAt: at,
            nextAttemptAt: current.currentPeriodEnd,
            updatedAt: at,
          });
          return { statusCode: 200, body: { subscription: toSubscriptionView(user, cancelled, price, at) } };
        }
        if (current && status === 'trial' && current.status === 'active' && awaitsFirstCharge(current)) {
          // Nothing was paid: no first charge at the trial's end, the trial itself runs on.
          const dropped = await w.update(current.id, { status: 'expired', nextAttemptAt: null, updatedAt: at });
          return { statusCode: 200, body: { subscription: toSubscriptionView(user, dropped, price, at) } };
        }
        if (current?.status === 'past_due') {
          const ended = await w.update(current.id, { status: 'expired', nextAttemptAt: null, updatedAt: at });
          return { statusCode: 200, body: { subscription: toSubscriptionView(user, ended, price, at) } };
        }
        return { statusCode: 404, body: { message: 'You have no active subscription.' } };
      });
      throwIfRefused(answer);
      events.userChanged(userId);
      return answer.body as { subscription: SubscriptionView };
    },
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
