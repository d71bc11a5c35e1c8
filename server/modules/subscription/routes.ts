import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { type CardPayload, cardPayloadSchema, SUBSCRIPTION_PRICE } from '../../../contract/subscription';
import { currentUser, type Guards } from '../../auth/guard';
import type { AppConfig } from '../../config';
import { type FieldErrors, parseWith, unprocessable } from '../../http/errors';
import type { Clock } from '../../ports/clock';
import { routeAccess } from '../api-docs/route-access';
import { type Renewals, startRenewalJob } from './renewals';
import type { SubscriptionService } from './service';

const PRICE_MESSAGE = `The price is ${SUBSCRIPTION_PRICE.amount} ${SUBSCRIPTION_PRICE.currency} a month.`;

/** `amount` and `currency` of POST /subscribe must be the price of GET /subscription. */
const priceSchema = v.object({
  amount: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/), v.transform(Number))], PRICE_MESSAGE),
    v.value(SUBSCRIPTION_PRICE.amount, PRICE_MESSAGE),
  ),
  currency: v.pipe(v.string(PRICE_MESSAGE), v.toUpperCase(), v.value(SUBSCRIPTION_PRICE.currency, PRICE_MESSAGE)),
});

/** Parses the card and the price together, so every field error is reported at once. */
function parseSubscribe(body: unknown, now: Date): CardPayload {
  const price = v.safeParse(priceSchema, body ?? {});
  const card = v.safeParse(cardPayloadSchema(now), body ?? {});
  if (price.success && card.success) return card.output;
  const issues = [...(price.issues ?? []), ...(card.issues ?? [])];
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '_';
    errors[key] ??= [];
    errors[key].push(issue.message);
  }
  throw unprocessable(issues[0]?.message ?? 'The given data was invalid.', errors);
}

/** The optional Idempotency-Key header: printable text of at most 255 characters. */
function idempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = (Array.isArray(raw) ? raw[0] : raw).trim();
  if (key === '' || key.length > 255 || !/^[\x21-\x7e]+$/.test(key))
    throw unprocessable('Invalid Idempotency-Key.', { idempotency_key: ['Invalid Idempotency-Key.'] });
  return key;
}

/** What the subscription routes are handed (server/composition.ts); the renewal job runs here. */
export interface SubscriptionRouteDeps {
  service: SubscriptionService;
  renewals: Renewals;
  clock: Clock;
  log: FastifyBaseLogger;
  now: () => Date;
  config: Pick<AppConfig, 'subscriptionJobIntervalMs'>;
  guards: Pick<Guards, 'verified'>;
}

/** Subscription and payments (API.md "Subscription") and the renewal job of this instance. */
export function subscriptionRoutes(ctx: SubscriptionRouteDeps): FastifyPluginAsync {
  return async (app) => {
    const { service, renewals } = ctx;
    const stopJob = startRenewalJob({
      renewals,
      clock: ctx.clock,
      intervalMs: ctx.config.subscriptionJobIntervalMs,
      log: ctx.log,
    });
    app.addHook('preClose', stopJob);
    const route = routeAccess({ verified: ctx.guards.verified });

    app.get(
      '/subscription',
      route('verified', {
        tag: 'Subscription',
        summary: 'Plan, status, card on file',
        responses: { 200: 'Subscription view' },
      }),
      async (request) => service.view(currentUser(request).id),
    );

    app.post(
      '/subscribe',
      route('verified', {
        tag: 'Subscription',
        summary: 'Pay and subscribe monthly (Idempotency-Key honoured)',
        body: cardPayloadSchema(new Date()),
        responses: { 200: 'Subscribed', 402: 'Card declined', 409: 'Already subscribed', 422: 'Invalid card' },
      }),
      async (request) => {
        const key = idempotencyKey(request);
        const card = parseSubscribe(request.body, ctx.now());
        return service.subscribe(currentUser(request).id, card, key);
      },
    );

    app.post(
      '/change-card',
      route('verified', {
        tag: 'Subscription',
        summary: 'Replace the card on file',
        body: cardPayloadSchema(new Date()),
        responses: { 200: 'Card replaced', 402: 'Card declined', 422: 'Invalid card' },
      }),
      async (request) => {
        const card = parseWith(cardPayloadSchema(ctx.now()), request.body);
        return service.changeCard(currentUser(request).id, card);
      },
    );

    app.patch(
      '/unsubscribe',
      route('verified', {
        tag: 'Subscription',
        summary: 'Cancel at the end of the paid period',
        responses: { 200: 'Cancelled, access kept until the end' },
      }),
      async (request) => service.unsubscribe(currentUser(request).id),
    );

    app.get(
      '/payments',
      route('verified', {
        tag: 'Subscription',
        summary: 'Payment history',
        responses: { 200: 'Payments, newest first' },
      }),
      async (request) => service.payments(currentUser(request).id),
    );
  };
}
