import { and, asc, desc, eq, lt, lte, ne, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  type PaymentRow,
  paymentIdempotencyKeys,
  payments,
  type SubscriptionRow,
  subscriptions,
  type UserRow,
  users,
} from '../../db/schema/index';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Tx;

export interface NewPayment {
  userId: number;
  subscriptionId: number | null;
  kind: 'subscribe' | 'renewal';
  amountMinor: number;
  currency: string;
  status: 'succeeded' | 'failed';
  cardBrand: string;
  cardLast4: string;
  gatewayChargeId: string | null;
  createdAt: Date;
}

export interface ActivePeriod {
  gateway: string;
  cardToken: string;
  cardBrand: string;
  cardLast4: string;
  amountMinor: number;
  currency: string;
  start: Date;
  end: Date;
}

/** The statements of one locked unit of work (checkout, card change, cancel, one renewal). */
function writes(db: Executor) {
  return {
    async findSubscription(userId: number): Promise<SubscriptionRow | null> {
      const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
      return rows[0] ?? null;
    },

    /** Starts (or restarts, after an expiry) the user's paid period: one row per user. */
    async activate(userId: number, period: ActivePeriod, now: Date): Promise<SubscriptionRow> {
      const fields = {
        status: 'active' as const,
        gateway: period.gateway,
        cardToken: period.cardToken,
        cardBrand: period.cardBrand,
        cardLast4: period.cardLast4,
        amountMinor: period.amountMinor,
        currency: period.currency,
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
        nextAttemptAt: period.end,
        failedAttempts: 0,
        cancelledAt: null,
        updatedAt: now,
      };
      const [row] = await db
        .insert(subscriptions)
        .values({ userId, createdAt: now, ...fields })
        .onConflictDoUpdate({ target: subscriptions.userId, set: fields })
        .returning();
      await db.update(users).set({ subscriptionEndsAt: period.end, updatedAt: now }).where(eq(users.id, userId));
      return row;
    },

    /**
     * Keeps the card of a trial user for the first charge at `trialEnd` (period.ts
     * `awaitsFirstCharge`): one row per user, the user's access (the trial) untouched.
     */
    async startAfterTrial(
      userId: number,
      card: Pick<ActivePeriod, 'gateway' | 'cardToken' | 'cardBrand' | 'cardLast4' | 'amountMinor' | 'currency'>,
      trialEnd: Date,
      now: Date,
    ): Promise<SubscriptionRow> {
      const fields = {
        status: 'active' as const,
        ...card,
        currentPeriodStart: trialEnd,
        currentPeriodEnd: trialEnd,
        nextAttemptAt: trialEnd,
        failedAttempts: 0,
        cancelledAt: null,
        updatedAt: now,
      };
      const [row] = await db
        .insert(subscriptions)
        .values({ userId, createdAt: now, ...fields })
        .onConflictDoUpdate({ target: subscriptions.userId, set: fields })
        .returning();
      return row;
    },

    async update(id: number, fields: Partial<typeof subscriptions.$inferInsert>): Promise<SubscriptionRow> {
      const [row] = await db.update(subscriptions).set(fields).where(eq(subscriptions.id, id)).returning();
      return row;
    },

    /** The end of access that `is_subscribed` reads. */
    async setAccessEnd(userId: number, end: Date, now: Date): Promise<void> {
      await db.update(users).set({ subscriptionEndsAt: end, updatedAt: now }).where(eq(users.id, userId));
    },

    async insertPayment(payment: NewPayment): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(payment).returning();
      return row;
    },
  };
}
export type SubscriptionWrites = ReturnType<typeof writes>;

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

/** Drizzle only: subscriptions, payments and idempotency keys. */
export function createSubscriptionRepository(db: Database) {
  return {
    ...writes(db),

    async findUser(id: number): Promise<UserRow | null> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0] ?? null;
    },

    async listPayments(userId: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt), desc(payments.id));
    },

    /**
     * One user's payment work, serialised per user: a transaction holding the user's row lock.
     * With an idempotency key, the key is inserted first: a parallel request with the same key
     * waits on the unique key until this one commits, then finds the stored answer and returns
     * it (`replayed`) without running `work`. The answer is stored in the same transaction, so
     * a request that fails midway (gateway unreachable) leaves no key and may be retried.
     */
    async lockedForUser(
      userId: number,
      idempotencyKey: string | null,
      now: Date,
      work: (w: SubscriptionWrites, user: UserRow) => Promise<StoredAnswer>,
    ): Promise<StoredAnswer & { replayed: boolean }> {
      return db.transaction(async (tx) => {
        if (idempotencyKey !== null) {
          const inserted = await tx
            .insert(paymentIdempotencyKeys)
            .values({ userId, key: idempotencyKey, createdAt: now })
            .onConflictDoNothing()
            .returning({ key: paymentIdempotencyKeys.key });
          if (inserted.length === 0) {
            const [stored] = await tx
              .select()
              .from(paymentIdempotencyKeys)
              .where(and(eq(paymentIdempotencyKeys.userId, userId), eq(paymentIdempotencyKeys.key, idempotencyKey)));
            return { statusCode: stored.statusCode ?? 500, body: stored.response, replayed: true };
          }
        }
        const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!user) return { statusCode: 404, body: { message: 'Not found.' }, replayed: false };
        const answer = await work(writes(tx), user);
        if (idempotencyKey !== null)
          await tx
            .update(paymentIdempotencyKeys)
            .set({ statusCode: answer.statusCode, response: answer.body })
            .where(and(eq(paymentIdempotencyKeys.userId, userId), eq(paymentIdempotencyKeys.key, idempotencyKey)));
        return { ...answer, replayed: false };
      });
    },

    /** Forgets idempotency keys older than `before`; a retry that late is a new request. */
    async pruneIdempotencyKeys(before: Date): Promise<number> {
      const rows = await db
        .delete(paymentIdempotencyKeys)
        .where(lt(paymentIdempotencyKeys.createdAt, before))
        .returning({ key: paymentIdempotencyKeys.key });
      return rows.length;
    },

    /**
     * Claims one subscription due at `now` (renewal, retry or expiry) and runs `work` on it inside
     * the transaction that holds its row lock and its user's. `SKIP LOCKED`: another instance's
     * job (or a checkout holding the user) is never waited for, and a row being renewed is never
     * claimed twice; once committed, its `next_attempt_at` has moved on. `skip`: ids to leave out
     * (a row whose work failed in this run). Null when nothing is due.
     */
    async claimDue<T>(
      now: Date,
      skip: number[],
      work: (w: SubscriptionWrites, subscription: SubscriptionRow, user: UserRow) => Promise<T>,
    ): Promise<{ id: number; result: T } | null> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ subscription: subscriptions, user: users })
          .from(subscriptions)
          .innerJoin(users, eq(users.id, subscriptions.userId))
          .where(
            and(
              lte(subscriptions.nextAttemptAt, now),
              ne(subscriptions.status, 'expired'),
              skip.length > 0 ? notInArray(subscriptions.id, skip) : undefined,
            ),
          )
          .orderBy(asc(subscriptions.nextAttemptAt), asc(subscriptions.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (rows.length === 0) return null;
        const { subscription, user } = rows[0];
        return { id: subscription.id, result: await work(writes(tx), subscription, user) };
      });
    },
  };
}
export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
