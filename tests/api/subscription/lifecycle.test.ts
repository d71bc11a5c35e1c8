import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRenewals } from '../../../server/modules/subscription/renewals';
import { createSubscriptionRepository } from '../../../server/modules/subscription/repository';
import { eventually } from '../../support/eventually';
import { seedUser } from '../support/users';
import {
  CARDS,
  call,
  cardBody,
  DAY,
  isSubscribed,
  renewalJob,
  type SubscriptionTestServer,
  startSubscriptionServer,
  status,
  subscribe,
  trialOver,
} from './support';

const PERIOD_END = Date.parse('2026-02-15T12:00:00.000Z');

describe('subscription lifecycle with a moved clock', () => {
  let server: SubscriptionTestServer;
  beforeEach(async () => {
    server = await startSubscriptionServer();
  });
  afterEach(() => server.close());

  async function paidUser(locale: 'en' | 'ua' = 'en') {
    const user = await seedUser(server.ctx, { ...trialOver(server), locale });
    expect((await subscribe(server, user)).status).toBe(200);
    return user;
  }
  const moveTo = (ms: number) => server.clock.advance(ms - server.clock.now());

  it('cancel keeps access until the period end, then expires without a charge', async () => {
    const user = await paidUser();
    const cancelled = await call(server, user, 'PATCH', '/unsubscribe');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.subscription).toMatchObject({
      status: 'cancelled',
      current_period_end: new Date(PERIOD_END).toISOString(),
      card: { brand: 'Visa', last4: '4242' },
    });
    expect((await call(server, user, 'PATCH', '/unsubscribe')).status).toBe(404);

    moveTo(PERIOD_END - 1000);
    expect(await isSubscribed(server, user)).toBe(true);
    expect((await status(server, user)).status).toBe('cancelled');

    moveTo(PERIOD_END + 1000);
    // Access follows the clock at once, before any job ran.
    expect(await isSubscribed(server, user)).toBe(false);
    expect((await status(server, user)).status).toBe('expired');
    const charges = server.gateway.charges.length;
    expect(await renewalJob(server).runDue()).toBe(1);
    expect(server.gateway.charges.length).toBe(charges);
    expect(await status(server, user)).toMatchObject({ status: 'expired', card: null });
    expect((await call(server, user, 'GET', '/payments')).body).toHaveLength(1);
    expect(await renewalJob(server).runDue()).toBe(0);

    // Expired: may subscribe again, and is charged again.
    expect((await subscribe(server, user)).body.subscription.status).toBe('active');
    expect(server.gateway.charges.length).toBe(charges + 1);
  });

  it('subscribing again while cancelled resumes renewal with the new card, without a second charge', async () => {
    const user = await paidUser();
    await call(server, user, 'PATCH', '/unsubscribe');
    const charges = server.gateway.charges.length;
    const resumed = await subscribe(server, user, cardBody(CARDS.mastercard));
    expect(resumed.status).toBe(200);
    expect(resumed.body.subscription).toMatchObject({
      status: 'active',
      current_period_end: new Date(PERIOD_END).toISOString(),
      card: { brand: 'Mastercard', last4: '4444' },
    });
    expect(server.gateway.charges.length).toBe(charges);
  });

  it('renews at the period end by charging the stored card: a new month, a payment, a receipt', async () => {
    const user = await paidUser('ua');
    moveTo(PERIOD_END + 1000);
    const charges = server.gateway.charges.length;
    expect(await renewalJob(server).runDue()).toBe(1);
    expect(server.gateway.charges.length).toBe(charges + 1);
    expect(await status(server, user)).toMatchObject({
      status: 'active',
      current_period_end: '2026-03-15T12:00:00.000Z',
    });
    expect(await isSubscribed(server, user)).toBe(true);
    const list = (await call(server, user, 'GET', '/payments')).body;
    expect(list.map((p: { status: string }) => p.status)).toEqual(['succeeded', 'succeeded']);
    expect(Date.parse(list[0].created_at)).toBeGreaterThan(Date.parse(list[1].created_at));
    const mails = server.mails.filter((m) => m.to === user.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].text).toContain('15.03.2026');
    // Nothing more is due until the next period end.
    expect(await renewalJob(server).runDue()).toBe(0);
  });

  it('a failed renewal retries once a day for 3 days, then expires; a mail each time', async () => {
    const user = await paidUser();
    server.gateway.declineCharges = true;
    const failedMails = () => server.mails.filter((m) => m.to === user.user.email && !m.subject.includes('receipt'));

    moveTo(PERIOD_END + 1000);
    expect(await renewalJob(server).runDue()).toBe(1);
    expect(await isSubscribed(server, user)).toBe(false);
    expect(await status(server, user)).toMatchObject({ status: 'expired', card: { last4: '4242' } });
    expect(failedMails()).toHaveLength(1);
    expect(failedMails()[0].subject).toBe('PetChat: your subscription could not be renewed');
    // Not again the same day.
    server.clock.advance(DAY / 2);
    expect(await renewalJob(server).runDue()).toBe(0);

    for (let retry = 1; retry <= 3; retry++) {
      moveTo(PERIOD_END + retry * DAY + 1000);
      expect(await renewalJob(server).runDue()).toBe(1);
      expect(failedMails()).toHaveLength(1 + retry);
    }
    expect(failedMails().at(-1)?.subject).toBe('PetChat: your subscription has ended');
    const list = (await call(server, user, 'GET', '/payments')).body as Array<{ status: string }>;
    expect(list.map((p) => p.status)).toEqual(['failed', 'failed', 'failed', 'failed', 'succeeded']);
    expect(await status(server, user)).toMatchObject({ status: 'expired', card: null });
    expect((await call(server, user, 'POST', '/change-card', cardBody())).status).toBe(404);

    moveTo(PERIOD_END + 10 * DAY);
    expect(await renewalJob(server).runDue()).toBe(0);
    expect(failedMails()).toHaveLength(4);
  });

  it('a retry that succeeds starts a new month from the payment', async () => {
    const user = await paidUser();
    server.gateway.declineCharges = true;
    moveTo(PERIOD_END + 1000);
    await renewalJob(server).runDue();
    // The owner replaces the card: the job retries at its next run, and it goes through.
    server.gateway.declineCharges = false;
    const changed = await call(server, user, 'POST', '/change-card', cardBody(CARDS.mastercard));
    expect(changed).toMatchObject({ status: 200, body: { card: { brand: 'Mastercard', last4: '4444' } } });
    server.clock.advance(60_000);
    expect(await renewalJob(server).runDue()).toBe(1);
    expect(await status(server, user)).toMatchObject({
      status: 'active',
      current_period_end: new Date(Date.UTC(2026, 2, 15, 12, 1, 1)).toISOString(),
      card: { last4: '4444' },
    });
    expect(await isSubscribed(server, user)).toBe(true);
  });

  it('two instances racing over the same due renewals charge each once', async () => {
    const users = await Promise.all([paidUser(), paidUser(), paidUser()]);
    moveTo(PERIOD_END + 1000);
    const charges = server.gateway.charges.length;
    const [a, b] = await Promise.all([renewalJob(server).runDue(), renewalJob(server).runDue()]);
    expect(a + b).toBe(3);
    expect(server.gateway.charges.length).toBe(charges + 3);
    for (const user of users) {
      const list = (await call(server, user, 'GET', '/payments')).body;
      expect(list).toHaveLength(2);
    }
  });

  it('a second instance that runs while the first is charging skips the row: one charge', async () => {
    const user = await paidUser();
    moveTo(PERIOD_END + 1000);
    // Instance A's gateway call hangs until the test lets it go; B runs meanwhile.
    let release = () => {};
    let entered = () => {};
    const charging = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const slow: typeof server.gateway = Object.create(server.gateway);
    slow.charge = async (input) => {
      entered();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return server.gateway.charge(input);
    };
    const deps = {
      repo: createSubscriptionRepository(server.ctx.db),
      mailer: server.ctx.mailer,
      events: server.ctx.sessionEvents,
      log: server.ctx.log,
      now: server.ctx.now,
    };
    const charges = server.gateway.charges.length;
    const a = createRenewals({ ...deps, gateway: slow }).runDue();
    await charging;
    const b = createRenewals({ ...deps, gateway: server.gateway }).runDue();
    // On PostgreSQL B skips the locked row at once; on PGlite it waits for A's transaction.
    if (server.ctx.database.driver === 'postgres') expect(await b).toBe(0);
    release();
    expect(await a).toBe(1);
    expect(await b).toBe(0);
    expect(server.gateway.charges.length).toBe(charges + 1);
    expect((await call(server, user, 'GET', '/payments')).body).toHaveLength(2);
  });

  it('the job started with the server renews on its own when the clock passes the period end', async () => {
    await server.close();
    server = await startSubscriptionServer({ config: { subscriptionJobIntervalMs: 60_000 } });
    const user = await paidUser();
    const charges = server.gateway.charges.length;
    moveTo(PERIOD_END);
    // Each attempt moves the clock one job interval on: the job's next run fires and renews.
    await eventually(
      () => {
        server.clock.advance(60_000);
        expect(server.gateway.charges.length).toBe(charges + 1);
      },
      { timeout: 20_000, interval: 100 },
    );
    await eventually(async () =>
      expect((await status(server, user)).current_period_end).toBe('2026-03-15T12:00:00.000Z'),
    );
  });

  it('change-card: 404 without a subscription, 402 declined, 422 invalid; works while cancelled', async () => {
    const none = await seedUser(server.ctx, trialOver(server));
    expect((await call(server, none, 'POST', '/change-card', cardBody())).status).toBe(404);
    expect((await call(server, none, 'PATCH', '/unsubscribe')).status).toBe(404);

    const user = await paidUser();
    const declined = await call(server, user, 'POST', '/change-card', cardBody(CARDS.declined));
    expect(declined.status).toBe(402);
    const invalid = await call(server, user, 'POST', '/change-card', cardBody(CARDS.luhnFailure));
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.card).toEqual(['Card number is invalid']);
    const empty = await call(server, user, 'POST', '/change-card', { card: '' });
    expect(empty.body.errors.card).toEqual(['Card number is required']);
    expect((await status(server, user)).card).toEqual({ brand: 'Visa', last4: '4242' });

    await call(server, user, 'PATCH', '/unsubscribe');
    const changed = await call(server, user, 'POST', '/change-card', cardBody(CARDS.mastercard));
    expect(changed.body).toEqual({ card: { brand: 'Mastercard', last4: '4444' } });
    expect(await status(server, user)).toMatchObject({ status: 'cancelled', card: { last4: '4444' } });
  });
});
