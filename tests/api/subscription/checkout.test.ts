import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonth } from '../../../server/modules/subscription/period';
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

describe('subscription checkout (POST /subscribe, GET /subscription, GET /payments)', () => {
  let server: SubscriptionTestServer;
  beforeAll(async () => {
    server = await startSubscriptionServer();
  });
  afterAll(() => server.close());

  it('reports none, trial and expired before anyone pays, with the price', async () => {
    const never = await seedUser(server.ctx);
    expect((await call(server, never, 'GET', '/subscription')).body).toEqual({
      status: 'none',
      trial_ends_at: null,
      current_period_end: null,
      card: null,
      price: { amount: 1, currency: 'UAH' },
    });
    const trialEnd = new Date(server.clock.now() + 3 * DAY);
    const trial = await seedUser(server.ctx, { trialEndsAt: trialEnd });
    const onTrial = await status(server, trial);
    expect(onTrial).toMatchObject({ status: 'trial', trial_ends_at: trialEnd.toISOString(), card: null });
    const over = await seedUser(server.ctx, trialOver(server));
    expect((await status(server, over)).status).toBe('expired');
    expect(await isSubscribed(server, over)).toBe(false);
    expect((await call(server, null, 'GET', '/subscription')).status).toBe(401);
    expect((await call(server, null, 'GET', '/payments')).status).toBe(401);
  });

  it('a newcomer whose trial ended pays with the test card: active for a month, one payment, a receipt', async () => {
    const user = await seedUser(server.ctx, { ...trialOver(server), locale: 'ua' });
    const charges = server.gateway.charges.length;
    const res = await subscribe(server, user);
    expect(res.status).toBe(200);
    expect(res.body.subscription).toEqual({
      status: 'active',
      trial_ends_at: user.user.trialEndsAt?.toISOString(),
      current_period_end: '2026-02-15T12:00:00.000Z',
      card: { brand: 'Visa', last4: '4242' },
      price: { amount: 1, currency: 'UAH' },
    });
    expect(await status(server, user)).toEqual(res.body.subscription);
    expect(await isSubscribed(server, user)).toBe(true);
    expect(server.gateway.charges.length).toBe(charges + 1);
    expect(server.gateway.charges.at(-1)).toMatchObject({ amount: 100, currency: 'UAH' });

    const payments = await call(server, user, 'GET', '/payments');
    expect(payments.body).toEqual([
      {
        id: expect.any(Number),
        amount: 1,
        currency: 'UAH',
        status: 'succeeded',
        created_at: new Date(server.clock.now()).toISOString(),
        card_last4: '4242',
      },
    ]);
    const receipt = server.mails.filter((m) => m.to === user.user.email);
    expect(receipt).toHaveLength(1);
    expect(receipt[0].subject).toContain('квитанція');
    expect(receipt[0].text).toContain('1.00 UAH');
    expect(receipt[0].text).toContain('4242');

    const again = await subscribe(server, user, cardBody(CARDS.mastercard));
    expect(again.status).toBe(409);
    expect(server.gateway.charges.length).toBe(charges + 1);
  });

  it('a user on trial keeps the trial: the card is checked, shown, and charged when the trial ends (issue 28)', async () => {
    const trialEnd = new Date(server.clock.now() + 3 * DAY);
    const user = await seedUser(server.ctx, { trialEndsAt: trialEnd });
    const charges = server.gateway.charges.length;
    const res = await subscribe(
      server,
      user,
      cardBody(CARDS.mastercard, { card_exp_month: '01', card_exp_year: '2026', card_cvv: '1234' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({
      status: 'trial',
      trial_ends_at: trialEnd.toISOString(),
      card: { brand: 'Mastercard', last4: '4444' },
    });
    expect(server.gateway.charges.length).toBe(charges);
    expect((await call(server, user, 'GET', '/payments')).body).toEqual([]);
    expect(server.mails.filter((m) => m.to === user.user.email)).toEqual([]);
    expect(await isSubscribed(server, user)).toBe(true);
    // A declined card is refused now, not at the trial's end.
    const other = await seedUser(server.ctx, { trialEndsAt: trialEnd });
    expect((await subscribe(server, other, cardBody(CARDS.declined))).status).toBe(402);
    expect((await status(server, other)).card).toBeNull();

    server.clock.advance(trialEnd.getTime() - server.clock.now() + 1000);
    await renewalJob(server).runDue();
    expect(await status(server, user)).toMatchObject({
      status: 'active',
      current_period_end: addMonth(trialEnd).toISOString(),
      card: { brand: 'Mastercard', last4: '4444' },
    });
    expect((await call(server, user, 'GET', '/payments')).body).toMatchObject([
      { amount: 1, status: 'succeeded', card_last4: '4444' },
    ]);
    expect(server.mails.find((m) => m.to === user.user.email)?.subject).toBe('PetChat: your subscription receipt');
  });

  it('a declined card is 402 and changes nothing', async () => {
    const user = await seedUser(server.ctx, trialOver(server));
    const charges = server.gateway.charges.length;
    const res = await subscribe(server, user, cardBody(CARDS.declined));
    expect(res.status).toBe(402);
    expect(res.body.message).toEqual(expect.any(String));
    expect(server.gateway.charges.length).toBe(charges);
    expect(await status(server, user)).toMatchObject({ status: 'expired', card: null });
    expect(await isSubscribed(server, user)).toBe(false);
    expect((await call(server, user, 'GET', '/payments')).body).toEqual([]);
    expect(server.mails.filter((m) => m.to === user.user.email)).toEqual([]);
  });

  it('an invalid card (Luhn, expired, CVV, shape) or a wrong price is 422 with field errors and changes nothing', async () => {
    const user = await seedUser(server.ctx, trialOver(server));
    const charges = server.gateway.charges.length;
    const luhn = await subscribe(server, user, cardBody(CARDS.luhnFailure));
    expect(luhn.status).toBe(422);
    expect(luhn.body.errors.card).toEqual(['Card number is invalid']);

    // The clock says January 2026: December 2025 has ended, January 2026 has not.
    const expired = await subscribe(server, user, cardBody(CARDS.visa, { card_exp_month: 12, card_exp_year: 2025 }));
    expect(expired.status).toBe(422);
    expect(expired.body.errors.card_exp_month).toEqual(['Card has expired']);

    const cvv = await subscribe(server, user, cardBody(CARDS.visa, { card_cvv: '12' }));
    expect(cvv.status).toBe(422);
    expect(cvv.body.errors.card_cvv).toEqual(['CVV must be 3 digits']);

    const short = await subscribe(server, user, cardBody('4242 4242 4242'));
    expect(short.status).toBe(422);
    expect(short.body.errors.card).toEqual(['Card number is invalid']);

    const month = await subscribe(server, user, cardBody(CARDS.visa, { card_exp_month: 13 }));
    expect(month.body.errors.card_exp_month).toEqual(['Invalid month']);

    const empty = await call(server, user, 'POST', '/subscribe', {});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual([
      'amount',
      'card',
      'card_cvv',
      'card_exp_month',
      'card_exp_year',
      'currency',
    ]);

    const price = await subscribe(server, user, cardBody(CARDS.visa, { amount: 0.01, currency: 'USD' }));
    expect(price.status).toBe(422);
    expect(Object.keys(price.body.errors).sort()).toEqual(['amount', 'currency']);

    expect(server.gateway.charges.length).toBe(charges);
    expect((await status(server, user)).status).toBe('expired');
    expect((await call(server, user, 'GET', '/payments')).body).toEqual([]);
  });

  it('an unverified user gets 403', async () => {
    const user = await seedUser(server.ctx, { verified: false });
    expect((await subscribe(server, user)).status).toBe(403);
  });
});
