import { createTestGateway, type TestGateway } from '../../../server/adapters/payments/test-gateway';
import { subscriptionParts } from '../../../server/composition';
import type { AppConfig } from '../../../server/config';
import type { AppContext } from '../../../server/context';
import type { Mail, Mailer } from '../../../server/ports/mail';
import { call } from '../chat/support';
import { ManualClock } from '../support/manual-clock';
import { startTestServer, type TestServer, type TestServerOptions } from '../support/server';
import type { SeededUser } from '../support/users';

export { call };

export const DAY = 86_400_000;

/** Test cards of API.md. */
export const CARDS = {
  visa: '4242 4242 4242 4242',
  mastercard: '5555 5555 5555 4444',
  declined: '4000 0000 0000 0002',
  luhnFailure: '4242 4242 4242 4241',
} as const;

export interface SubscriptionTestServer extends TestServer {
  clock: ManualClock;
  gateway: TestGateway;
  /** Mails sent through the mail port (undefined when the real outbox is used). */
  mails: Mail[];
}

/**
 * A test server with a moved-by-hand clock (ctx.now and ctx.clock, so the renewal job's timer
 * too), the test gateway as an object the test can read (charges) and steer (declineCharges),
 * and the mails kept in memory unless `realOutbox`.
 */
export async function startSubscriptionServer(
  opts: {
    config?: Partial<AppConfig>;
    realOutbox?: boolean;
    loggerStream?: { write(line: string): void };
    overrides?: Partial<AppContext>;
    setup?: TestServerOptions['setup'];
  } = {},
): Promise<SubscriptionTestServer> {
  const clock = new ManualClock(Date.UTC(2026, 0, 15, 12, 0, 0));
  const gateway = createTestGateway();
  const mails: Mail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      mails.push(mail);
    },
  };
  const server = await startTestServer({
    // The job started with the server stays quiet unless a test asks for it: tests run the
    // renewals themselves (renewalJob) so each run is awaited.
    config: { subscriptionJobIntervalMs: 1000 * 365 * DAY, ...opts.config },
    loggerStream: opts.loggerStream,
    setup: opts.setup,
    overrides: {
      clock,
      now: clock.date,
      payments: gateway,
      ...(opts.realOutbox ? {} : { mailer }),
      ...opts.overrides,
    },
  });
  return { ...server, clock, gateway, mails };
}

/** A card payload of POST /subscribe (amount and currency of the price) or /change-card. */
export function cardBody(number: string = CARDS.visa, overrides: Record<string, unknown> = {}) {
  return {
    amount: 1,
    currency: 'UAH',
    card: number,
    card_exp_month: 12,
    card_exp_year: 2030,
    card_cvv: '123',
    ...overrides,
  };
}

export function subscribe(server: TestServer, user: SeededUser, body = cardBody(), key?: string) {
  return call(
    server,
    user,
    'POST',
    '/subscribe',
    body,
    key ? { headers: { ...user.headers, 'content-type': 'application/json', 'idempotency-key': key } } : {},
  );
}

export async function status(server: TestServer, user: SeededUser) {
  const res = await call(server, user, 'GET', '/subscription');
  return res.body as {
    status: string;
    current_period_end: string | null;
    card: { brand: string; last4: string } | null;
  };
}

export async function isSubscribed(server: TestServer, user: SeededUser): Promise<boolean> {
  const res = await call(server, user, 'GET', '/me');
  return res.body.user.is_subscribed;
}

/** Another instance's renewal job over the same database (same parts as the route builds). */
export function renewalJob(server: SubscriptionTestServer) {
  return subscriptionParts(server.ctx).renewals;
}

/** A user whose trial is over (the newcomer of issue 11). */
export const trialOver = (server: SubscriptionTestServer) => ({ trialEndsAt: new Date(server.clock.now() - DAY) });
