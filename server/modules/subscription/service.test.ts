import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_PRICE } from '../../../contract/subscription';
import { cardBrand, createTestGateway, luhnValid } from '../../adapters/payments/test-gateway';
import { recordSessionEvents } from '../../auth/session-events';
import type { DatabaseHandle } from '../../db/client';
import { payments, subscriptions, users } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { handClock, insertUser, memoryDatabase, recordingLog, recordingMailer } from '../../testing/spec-support';
import { isSubscribed } from '../users/user-view';
import { addMonth, subscriptionStatus } from './period';
import { createRenewals, RENEWAL_RETRIES } from './renewals';
import { createSubscriptionRepository } from './repository';
import { createSubscriptionService } from './service';

const DAY = 86_400_000;
const card = (number = '4242424242424242') => ({
  card: number,
  card_exp_month: 12,
  card_exp_year: 2030,
  card_cvv: '123',
});

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe('subscription service and renewals', () => {
  let handle: DatabaseHandle;
  const clock = handClock();
  const gateway = createTestGateway();
  const mailer = recordingMailer();
  const events = recordSessionEvents();
  const log = recordingLog();
  let service: ReturnType<typeof createSubscriptionService>;
  let renewals: ReturnType<typeof createRenewals>;

  beforeAll(async () => {
    handle = await memoryDatabase();
    const repo = createSubscriptionRepository(handle.db);
    const deps = { repo, gateway, mailer, events, log, now: clock.now };
    service = createSubscriptionService({ ...deps, price: SUBSCRIPTION_PRICE });
    renewals = createRenewals(deps);
  });
  afterAll(() => handle.close());

  const userRow = async (id: number) => (await handle.db.select().from(users).where(eq(users.id, id)))[0];

  it('checks card numbers like the test gateway of API.md', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
    expect(cardBrand('2223003122003222')).toBe('Mastercard');
    expect(cardBrand('6011111111111117')).toBe('Discover');
    expect(cardBrand('9999999999999995')).toBe('Card');
  });

  it('adds calendar months, clamped to the month end', () => {
    expect(addMonth(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonth(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });

  it('derives the status from the same columns as is_subscribed', () => {
    const at = new Date('2026-01-15T12:00:00Z');
    const later = new Date(at.getTime() + DAY);
    const earlier = new Date(at.getTime() - DAY);
    const cases = [
      [{ trialEndsAt: null, subscriptionEndsAt: null }, null, 'none'],
      [{ trialEndsAt: later, subscriptionEndsAt: null }, null, 'trial'],
      [{ trialEndsAt: earlier, subscriptionEndsAt: null }, null, 'expired'],
      [{ trialEndsAt: earlier, subscriptionEndsAt: later }, { status: 'active' }, 'active'],
      [{ trialEndsAt: null, subscriptionEndsAt: later }, { status: 'cancelled' }, 'cancelled'],
      [{ trialEndsAt: null, subscriptionEndsAt: earlier }, { status: 'past_due' }, 'expired'],
      [{ trialEndsAt: null, subscriptionEndsAt: earlier }, { status: 'active' }, 'expired'],
    ] as const;
    for (const [user, row, want] of cases) {
      const status = subscriptionStatus(user, row, at);
      expect(status).toBe(want);
      expect(isSubscribed(user, at)).toBe(status === 'trial' || status === 'active' || status === 'cancelled');
    }
  });

  it('subscribe writes the access end, a payment, raises userChanged and mails a receipt', async () => {
    const user = await insertUser(handle.db, { trialEndsAt: new Date(clock.now().getTime() - DAY) });
    const { subscription } = await service.subscribe(user.id, card(), null);
    expect(subscription.status).toBe('active');
    const row = await userRow(user.id);
    expect(row.subscriptionEndsAt?.toISOString()).toBe(addMonth(clock.now()).toISOString());
    expect(isSubscribed(row, clock.now())).toBe(true);
    expect(events.events).toContainEqual({ type: 'userChanged', userId: user.id });
    expect(mailer.sent.at(-1)?.to).toBe(user.email);
    const rows = await handle.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows).toMatchObject([{ status: 'succeeded', kind: 'subscribe', amountMinor: 100, cardLast4: '4242' }]);
    expect((await refusal(service.subscribe(user.id, card(), null))).statusCode).toBe(409);
  });

  it('a declined card is 402, a Luhn failure 422 on card; nothing is written', async () => {
    const user = await insertUser(handle.db);
    const declined = await refusal(service.subscribe(user.id, card('4000000000000002'), 'key-1'));
    expect(declined.statusCode).toBe(402);
    const invalid = await refusal(service.subscribe(user.id, card('4242424242424241'), null));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.errors).toEqual({ card: ['Card number is invalid'] });
    expect(await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toEqual([]);
    expect((await userRow(user.id)).subscriptionEndsAt).toBeNull();
    // The first answer of a key is the answer: the same key with a good card is still 402.
    expect((await refusal(service.subscribe(user.id, card(), 'key-1'))).statusCode).toBe(402);
  });

  it('renewals: success moves the period; failures retry daily, then expire; a cancelled one just expires', async () => {
    const renewing = await insertUser(handle.db);
    const failing = await insertUser(handle.db);
    const leaving = await insertUser(handle.db);
    for (const u of [renewing, failing, leaving]) await service.subscribe(u.id, card(), null);
    await service.unsubscribe(leaving.id);
    const failingRow = (await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, failing.id)))[0];
    await handle.db.update(subscriptions).set({ cardToken: 'tok_gone' }).where(eq(subscriptions.id, failingRow.id));

    const end = failingRow.currentPeriodEnd.getTime();
    clock.advance(end - clock.now().getTime() + 1000);
    const charges = gateway.charges.length;
    expect(await renewals.runDue()).toBeGreaterThanOrEqual(3);
    expect(gateway.charges.length).toBeGreaterThanOrEqual(charges + 1);
    expect(isSubscribed(await userRow(renewing.id), clock.now())).toBe(true);
    expect(isSubscribed(await userRow(failing.id), clock.now())).toBe(false);
    expect(isSubscribed(await userRow(leaving.id), clock.now())).toBe(false);
    expect((await service.view(leaving.id)).status).toBe('expired');

    for (let retry = 1; retry <= RENEWAL_RETRIES; retry++) {
      clock.advance(DAY);
      await renewals.runDue();
    }
    const [final] = await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, failing.id));
    expect(final).toMatchObject({ status: 'expired', nextAttemptAt: null, failedAttempts: RENEWAL_RETRIES + 1 });
    const failed = await handle.db.select().from(payments).where(eq(payments.userId, failing.id));
    expect(failed.filter((p) => p.status === 'failed')).toHaveLength(RENEWAL_RETRIES + 1);
    expect(log.lines).toEqual([]);
  });
});
