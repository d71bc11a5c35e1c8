import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIdempotencyKeys, payments } from '../../../server/db/schema/index';
import { seedUser } from '../support/users';
import {
  CARDS,
  call,
  cardBody,
  DAY,
  renewalJob,
  type SubscriptionTestServer,
  startSubscriptionServer,
  subscribe,
  trialOver,
} from './support';

describe('POST /subscribe with an Idempotency-Key', () => {
  let server: SubscriptionTestServer;
  beforeAll(async () => {
    server = await startSubscriptionServer();
  });
  afterAll(() => server.close());

  const paymentRows = async (userId: number) =>
    (await server.ctx.db.select({ n: count() }).from(payments).where(eq(payments.userId, userId)))[0].n;

  it('5 parallel retries return the first result and charge once: one payment row, one receipt', async () => {
    const user = await seedUser(server.ctx, trialOver(server));
    const charges = server.gateway.charges.length;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => subscribe(server, user, cardBody(), 'checkout-1')),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.body).toEqual(answers[0].body);
    expect(answers[0].body.subscription.status).toBe('active');
    expect(server.gateway.charges.length).toBe(charges + 1);
    expect(await paymentRows(user.user.id)).toBe(1);
    expect(server.mails.filter((m) => m.to === user.user.email)).toHaveLength(1);
    expect((await call(server, user, 'GET', '/payments')).body).toHaveLength(1);

    // Later, the same key again: the same first answer (not 409), still one charge.
    const later = await subscribe(server, user, cardBody(), 'checkout-1');
    expect(later).toMatchObject({ status: 200, body: answers[0].body });
    // A new key is a new request: already active.
    expect((await subscribe(server, user, cardBody(), 'checkout-2')).status).toBe(409);
    expect(server.gateway.charges.length).toBe(charges + 1);
  });

  it('keys are per user, stored in the database with a unique constraint', async () => {
    const a = await seedUser(server.ctx, trialOver(server));
    const b = await seedUser(server.ctx, trialOver(server));
    expect((await subscribe(server, a, cardBody(), 'same-key')).status).toBe(200);
    expect((await subscribe(server, b, cardBody(), 'same-key')).status).toBe(200);
    const rows = await server.ctx.db
      .select()
      .from(paymentIdempotencyKeys)
      .where(eq(paymentIdempotencyKeys.key, 'same-key'));
    expect(rows.map((r) => r.userId).sort()).toEqual([a.user.id, b.user.id].sort());
    await expect(
      server.ctx.db
        .insert(paymentIdempotencyKeys)
        .values({ userId: a.user.id, key: 'same-key', createdAt: new Date() }),
    ).rejects.toThrow();
  });

  it('a declined first attempt is answered again for its key; a new key may pay with another card', async () => {
    const user = await seedUser(server.ctx, trialOver(server));
    const declined = await Promise.all(
      Array.from({ length: 3 }, () => subscribe(server, user, cardBody(CARDS.declined), 'attempt-1')),
    );
    expect(declined.map((d) => d.status)).toEqual([402, 402, 402]);
    expect(await paymentRows(user.user.id)).toBe(0);
    const paid = await subscribe(server, user, cardBody(CARDS.visa), 'attempt-2');
    expect(paid.status).toBe(200);
    expect(await paymentRows(user.user.id)).toBe(1);
  });

  it('parallel subscribes without a key still charge once (the user is locked): one 200, the rest 409', async () => {
    const user = await seedUser(server.ctx, trialOver(server));
    const charges = server.gateway.charges.length;
    const answers = await Promise.all(Array.from({ length: 4 }, () => subscribe(server, user)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    expect(server.gateway.charges.length).toBe(charges + 1);
    expect(await paymentRows(user.user.id)).toBe(1);
  });

  it('a key is remembered for a day; then the renewal job forgets it', async () => {
    const user = await seedUser(server.ctx, trialOver(server));
    expect((await subscribe(server, user, cardBody(), 'day-old')).status).toBe(200);
    const stored = () =>
      server.ctx.db.select().from(paymentIdempotencyKeys).where(eq(paymentIdempotencyKeys.key, 'day-old'));
    server.clock.advance(DAY - 1000);
    await renewalJob(server).runDue();
    expect(await stored()).toHaveLength(1);
    server.clock.advance(2000);
    await renewalJob(server).runDue();
    expect(await stored()).toEqual([]);
  });

  it('refuses a malformed key with 422', async () => {
    const user = await seedUser(server.ctx, trialOver(server));
    expect((await subscribe(server, user, cardBody(), 'x'.repeat(256))).status).toBe(422);
  });
});
