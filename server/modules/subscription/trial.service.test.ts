import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_PRICE } from '../../../contract/subscription';
import { createTestGateway } from '../../adapters/payments/test-gateway';
import { recordSessionEvents } from '../../auth/session-events';
import type { DatabaseHandle } from '../../db/client';
import { payments, subscriptions, users } from '../../db/schema/index';
import { HttpError } from '../../http/errors';
import { handClock, insertUser, memoryDatabase, recordingLog, recordingMailer } from '../../testing/spec-support';
import { isSubscribed } from '../users/user-view';
import { addMonth } from './period';
import { createRenewals } from './renewals';
import { createSubscriptionRepository } from './repository';
import { createSubscriptionService } from './service';

/** Issue 28 item 6: subscribing during a trial keeps the trial's days; the first charge is at its end. */

const DAY = 86_400_000;
const card = (number = '4242424242424242') => ({
  card: number,
  card_exp_month: 12,
  card_exp_year: 2030,
  card_cvv: '123',
});

async function statusOf(promise: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
}

describe('a trial that keeps its days', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await memoryDatabase();
  });
  afterAll(() => handle.close());

  let clock: ReturnType<typeof handClock>;
  let gateway: ReturnType<typeof createTestGateway>;
  let mailer: ReturnType<typeof recordingMailer>;
  let events: ReturnType<typeof recordSessionEvents>;
  let log: ReturnType<typeof recordingLog>;
  let service: ReturnType<typeof createSubscriptionService>;
  let renewals: ReturnType<typeof createRenewals>;
  beforeEach(() => {
    clock = handClock();
    gateway = createTestGateway();
    mailer = recordingMailer();
    events = recordSessionEvents();
    log = recordingLog();
    const deps = { repo: createSubscriptionRepository(handle.db), gateway, mailer, events, log, now: clock.now };
    service = createSubscriptionService({ ...deps, price: SUBSCRIPTION_PRICE });
    renewals = createRenewals(deps);
  });

  const userRow = async (id: number) => (await handle.db.select().from(users).where(eq(users.id, id)))[0];
  const paymentsOf = (id: number) => handle.db.select().from(payments).where(eq(payments.userId, id));
  const rowOf = async (id: number) =>
    (await handle.db.select().from(subscriptions).where(eq(subscriptions.userId, id)))[0];
  /** A user 7 days into a 10-day trial. */
  const trialUser = () => insertUser(handle.db, { trialEndsAt: new Date(clock.now().getTime() + 3 * DAY) });
  const toTrialEnd = async (userId: number, by = 1000) => {
    const end = (await userRow(userId)).trialEndsAt as Date;
    clock.advance(end.getTime() - clock.now().getTime() + by);
  };

  it('checks the card at once, charges nothing, stays `trial` with the card; the first charge comes at the trial’s end', async () => {
    const user = await trialUser();
    const trialEnd = user.trialEndsAt as Date;
    const { subscription } = await service.subscribe(user.id, card(), 'key-1');
    expect(subscription).toMatchObject({
      status: 'trial',
      trial_ends_at: trialEnd.toISOString(),
      current_period_end: trialEnd.toISOString(),
      card: { brand: 'Visa', last4: '4242' },
    });
    expect(gateway.verifications).toHaveLength(1);
    expect(gateway.charges).toEqual([]);
    expect(await paymentsOf(user.id)).toEqual([]);
    expect(mailer.sent).toEqual([]);
    expect(events.events).toContainEqual({ type: 'userChanged', userId: user.id });
    expect((await userRow(user.id)).subscriptionEndsAt).toBeNull();
    expect(await service.view(user.id)).toEqual(subscription);
    // The same key answers the first answer and checks nothing more.
    expect((await service.subscribe(user.id, card(), 'key-1')).subscription).toEqual(subscription);
    expect(gateway.verifications).toHaveLength(1);

    // A second before the trial ends: nothing is due.
    await toTrialEnd(user.id, -1000);
    expect(await renewals.runDue()).toBe(0);
    expect(gateway.charges).toEqual([]);
    expect((await service.view(user.id)).status).toBe('trial');

    // The trial's end: one charge, the month runs from the trial's end, a receipt.
    clock.advance(2000);
    expect(await renewals.runDue()).toBe(1);
    expect(gateway.charges).toMatchObject([{ amount: 100, currency: SUBSCRIPTION_PRICE.currency }]);
    const paid = await userRow(user.id);
    expect(paid.subscriptionEndsAt?.toISOString()).toBe(addMonth(trialEnd).toISOString());
    expect(isSubscribed(paid, clock.now())).toBe(true);
    expect(await service.view(user.id)).toMatchObject({
      status: 'active',
      current_period_end: addMonth(trialEnd).toISOString(),
      card: { last4: '4242' },
    });
    expect(await paymentsOf(user.id)).toMatchObject([{ kind: 'subscribe', status: 'succeeded', cardLast4: '4242' }]);
    expect(mailer.sent.map((m) => m.to)).toEqual([user.email]);
    // And a month later it renews like any subscription.
    clock.advance(addMonth(trialEnd).getTime() - clock.now().getTime() + 1000);
    expect(await renewals.runDue()).toBe(1);
    expect((await paymentsOf(user.id)).map((p) => p.kind).sort()).toEqual(['renewal', 'subscribe']);
    expect(log.lines).toEqual([]);
  });

  it('a card the issuer refuses is refused then (402), and nothing is written', async () => {
    const user = await trialUser();
    expect(await statusOf(service.subscribe(user.id, card('4000000000000002'), null))).toBe(402);
    gateway.declineCharges = true; // the zero-amount check says no
    expect(await statusOf(service.subscribe(user.id, card(), null))).toBe(402);
    expect(await rowOf(user.id)).toBeUndefined();
    expect((await service.view(user.id)).card).toBeNull();
    expect(gateway.charges).toEqual([]);
  });

  it('a first charge that fails at the trial’s end is retried like a renewal, with mails', async () => {
    const user = await trialUser();
    await service.subscribe(user.id, card(), null);
    gateway.declineCharges = true;
    await toTrialEnd(user.id);
    expect(await renewals.runDue()).toBe(1);
    expect(await rowOf(user.id)).toMatchObject({ status: 'past_due', failedAttempts: 1 });
    expect((await service.view(user.id)).status).toBe('expired');
    expect(mailer.sent).toHaveLength(1);
    gateway.declineCharges = false;
    clock.advance(DAY);
    expect(await renewals.runDue()).toBe(1);
    const paid = await userRow(user.id);
    expect(paid.subscriptionEndsAt?.toISOString()).toBe(addMonth(clock.now()).toISOString());
    expect((await paymentsOf(user.id)).map((p) => [p.kind, p.status]).sort()).toEqual([
      ['subscribe', 'failed'],
      ['subscribe', 'succeeded'],
    ]);
    expect(mailer.sent).toHaveLength(2);
  });

  it('the card can be changed during the trial; cancelling during the trial means no charge at all', async () => {
    const changing = await trialUser();
    const leaving = await trialUser();
    await service.subscribe(changing.id, card(), null);
    await service.subscribe(leaving.id, card(), null);
    expect(await service.changeCard(changing.id, card('5555555555554444'))).toEqual({
      card: { brand: 'Mastercard', last4: '4444' },
    });
    const cancelled = await service.unsubscribe(leaving.id);
    expect(cancelled.subscription).toMatchObject({ status: 'trial', card: null });

    await toTrialEnd(changing.id);
    await renewals.runDue();
    expect(gateway.charges).toHaveLength(1);
    expect(gateway.charges[0]?.token).toMatch(/_4444_/);
    expect((await service.view(changing.id)).status).toBe('active');
    expect((await service.view(leaving.id)).status).toBe('expired');
    expect(await paymentsOf(leaving.id)).toEqual([]);
  });
});
