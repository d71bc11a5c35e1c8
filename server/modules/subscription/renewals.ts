import type { SessionEvents } from '../../auth/session-events';
import type { Clock } from '../../ports/clock';
import type { Mail, Mailer } from '../../ports/mail';
import type { PaymentGateway } from '../../ports/payment-gateway';
import { receiptMail, renewalFailedMail } from './mail';
import { addMonth, awaitsFirstCharge, DAY_MS, fromMinor } from './period';
import type { SubscriptionRepository } from './repository';

/** Retries after the failed charge at period end, one a day; then the subscription expires. */
export const RENEWAL_RETRIES = 3;

/** How long an Idempotency-Key of POST /subscribe answers its first result. */
export const IDEMPOTENCY_KEY_TTL_MS = DAY_MS;

export interface RenewalDeps {
  repo: Pick<SubscriptionRepository, 'claimDue' | 'pruneIdempotencyKeys'>;
  gateway: Pick<PaymentGateway, 'charge'>;
  mailer: Pick<Mailer, 'send'>;
  events: Pick<SessionEvents, 'userChanged'>;
  log: { error(obj: object, msg: string): void };
  now: () => Date;
}

export type RenewalOutcome = 'renewed' | 'retrying' | 'expired';

/**
 * The renewal work over the database: every subscription whose `next_attempt_at` has come is
 * claimed with `FOR UPDATE SKIP LOCKED` and handled in that transaction — a cancelled one
 * expires; an active or retried one charges its stored token (idempotency key per period and
 * attempt, so a transaction that dies after the charge never charges twice); success starts the
 * next month, failure retries a day later, and after RENEWAL_RETRIES the subscription expires.
 * A subscription taken during a trial is due at the trial's end: its first charge goes the same
 * way (the month runs from the trial's end; retries, receipts and failure mails alike).
 * Any number of instances may run it at once: a row is renewed by exactly one of them.
 */
export function createRenewals(deps: RenewalDeps) {
  const { repo, gateway, mailer, events, log, now } = deps;

  async function deliver(mail: Mail) {
    try {
      await mailer.send(mail);
    } catch (err) {
      log.error({ err }, 'subscription mail failed');
    }
  }

  return {
    /** Handles everything due now; answers how many subscriptions it handled. */
    async runDue(): Promise<number> {
      await repo.pruneIdempotencyKeys(new Date(now().getTime() - IDEMPOTENCY_KEY_TTL_MS));
      const failed: number[] = [];
      let handled = 0;
      for (;;) {
        const at = now();
        let claimed: Awaited<ReturnType<typeof claimOne>>;
        try {
          claimed = await claimOne(at, failed);
        } catch (err) {
          const id = (err as { subscriptionId?: number }).subscriptionId;
          log.error({ err, subscriptionId: id }, 'subscription renewal failed');
          if (id === undefined) break;
          failed.push(id);
          continue;
        }
        if (!claimed) break;
        handled += 1;
        const { result } = claimed;
        events.userChanged(result.user.id);
        if (result.mail) await deliver(result.mail);
      }
      return handled;
    },
  };

  function claimOne(at: Date, skip: number[]) {
    return repo.claimDue(at, skip, async (w, subscription, user) => {
      try {
        if (subscription.status === 'cancelled') {
          await w.update(subscription.id, { status: 'expired', nextAttemptAt: null, updatedAt: at });
          return { user, outcome: 'expired' as RenewalOutcome, mail: null };
        }
        const attempt = subscription.failedAttempts;
        // A subscription taken during the trial: this is its first charge, at the trial's end.
        const first = awaitsFirstCharge(subscription);
        const charge = await gateway.charge({
          token: subscription.cardToken,
          amount: subscription.amountMinor,
          currency: subscription.currency,
          description: first ? 'PetChat subscription, 1 month' : 'PetChat subscription, 1 month (renewal)',
          idempotencyKey: `renewal:${subscription.id}:${subscription.currentPeriodEnd.toISOString()}:${attempt}`,
        });
        const payment = await w.insertPayment({
          userId: user.id,
          subscriptionId: subscription.id,
          kind: first ? 'subscribe' : 'renewal',
          amountMinor: subscription.amountMinor,
          currency: subscription.currency,
          status: charge.ok ? 'succeeded' : 'failed',
          cardBrand: subscription.cardBrand,
          cardLast4: subscription.cardLast4,
          gatewayChargeId: charge.ok ? charge.chargeId : null,
          createdAt: at,
        });
        const money = { amount: fromMinor(subscription.amountMinor), currency: subscription.currency };
        const card = { brand: subscription.cardBrand, last4: subscription.cardLast4 };
        if (charge.ok) {
          // On time, the new month follows the old one; after retries it starts at the payment.
          let start = attempt === 0 ? subscription.currentPeriodEnd : at;
          if (addMonth(start) <= at) start = at;
          const end = addMonth(start);
          await w.update(subscription.id, {
            status: 'active',
            currentPeriodStart: start,
            currentPeriodEnd: end,
            nextAttemptAt: end,
            failedAttempts: 0,
            updatedAt: at,
          });
          await w.setAccessEnd(user.id, end, at);
          const mail = receiptMail(user, { paymentId: payment.id, paidAt: at, periodEnd: end, ...money, ...card });
          return { user, outcome: 'renewed' as RenewalOutcome, mail };
        }
        const failures = attempt + 1;
        if (failures > RENEWAL_RETRIES) {
          await w.update(subscription.id, {
            status: 'expired',
            failedAttempts: failures,
            nextAttemptAt: null,
            updatedAt: at,
          });
          return {
            user,
            outcome: 'expired' as RenewalOutcome,
            mail: renewalFailedMail(user, { ...money, ...card, retryAt: null }),
          };
        }
        const planned = (subscription.nextAttemptAt ?? at).getTime() + DAY_MS;
        const retryAt = new Date(planned > at.getTime() ? planned : at.getTime() + DAY_MS);
        await w.update(subscription.id, {
          status: 'past_due',
          failedAttempts: failures,
          nextAttemptAt: retryAt,
          updatedAt: at,
        });
        return {
          user,
          outcome: 'retrying' as RenewalOutcome,
          mail: renewalFailedMail(user, { ...money, ...card, retryAt }),
        };
      } catch (err) {
        throw Object.assign(err instanceof Error ? err : new Error(String(err)), { subscriptionId: subscription.id });
      }
    });
  }
}
export type Renewals = ReturnType<typeof createRenewals>;

/**
 * Runs the renewals every `intervalMs` on the injectable clock (tests move it), one run at a
 * time. Returns the stop function, which also waits for a run in progress.
 */
export function startRenewalJob(opts: {
  renewals: Renewals;
  clock: Clock;
  intervalMs: number;
  log: { error(obj: object, msg: string): void };
}): () => Promise<void> {
  const { renewals, clock, intervalMs, log } = opts;
  let stopped = false;
  let cancelTimer: (() => void) | null = null;
  let running: Promise<void> | null = null;

  const schedule = (ms: number) => {
    if (stopped) return;
    cancelTimer = clock.setTimeout(tick, ms);
  };
  function tick() {
    cancelTimer = null;
    running = renewals
      .runDue()
      .then(
        () => {},
        (err) => log.error({ err }, 'subscription renewal run failed'),
      )
      .finally(() => {
        running = null;
        schedule(intervalMs);
      });
  }
  schedule(intervalMs);
  return async () => {
    stopped = true;
    cancelTimer?.();
    await running;
  };
}
