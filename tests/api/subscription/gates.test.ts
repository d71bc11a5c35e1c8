import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBreeds } from '../chat/support';
import { type SeededUser, seedUser } from '../support/users';
import {
  call,
  DAY,
  isSubscribed,
  renewalJob,
  type SubscriptionTestServer,
  startSubscriptionServer,
  subscribe,
  trialOver,
} from './support';

/**
 * Every subscriber feature follows the one `is_subscribed` (users.subscription_ends_at /
 * trial_ends_at) that this module writes: breed chat (both search routes), the friend limit
 * and /me.
 */
describe('gated endpoints flip with the subscription status', () => {
  let server: SubscriptionTestServer;
  let breedId: number;
  beforeAll(async () => {
    server = await startSubscriptionServer();
    [breedId] = await insertBreeds(server.ctx, 1);
  });
  afterAll(() => server.close());

  /** Breed chat is allowed when the search gets past the subscription check (then: no peer id, 409). */
  async function gates(user: SeededUser) {
    const peer = await call(server, user, 'POST', '/get-peer-id', { breed_id: breedId, exclusion_users: [] });
    const byBreed = await call(server, user, 'GET', `/users-by-bread?breed_id=${breedId}`);
    const limit = await call(server, user, 'GET', '/get-friend-limit');
    return {
      me: await isSubscribed(server, user),
      getPeerId: peer.status === 403 ? 'locked' : peer.status === 409 ? 'open' : peer.status,
      usersByBreed: byBreed.status === 403 ? 'locked' : byBreed.status === 409 ? 'open' : byBreed.status,
      // GET /get-friend-limit: `null` means no limit.
      friendLimit: limit.body.limit === null ? 'open' : 'locked',
    };
  }
  const locked = { me: false, getPeerId: 'locked', usersByBreed: 'locked', friendLimit: 'locked' };
  const open = { me: true, getPeerId: 'open', usersByBreed: 'open', friendLimit: 'open' };
  const expectGates = async (user: SeededUser, want: typeof open | typeof locked) =>
    expect(await gates(user)).toEqual(want);

  it('trial → over → paid → cancelled (still paid) → period end: locked', async () => {
    const user = await seedUser(server.ctx, { trialEndsAt: new Date(server.clock.now() + DAY) });
    await expectGates(user, open);
    server.clock.advance(DAY + 1000);
    await expectGates(user, locked);

    expect((await subscribe(server, user)).status).toBe(200);
    await expectGates(user, open);
    expect((await call(server, user, 'PATCH', '/unsubscribe')).status).toBe(200);
    await expectGates(user, open);

    const end = Date.parse((await call(server, user, 'GET', '/subscription')).body.current_period_end);
    server.clock.advance(end - server.clock.now() + 1000);
    await expectGates(user, locked);
    await renewalJob(server).runDue();
    await expectGates(user, locked);
  });

  it('a renewal keeps them open; a failed renewal locks them', async () => {
    const renewed = await seedUser(server.ctx, trialOver(server));
    const failing = await seedUser(server.ctx, trialOver(server));
    expect((await subscribe(server, renewed)).status).toBe(200);
    expect((await subscribe(server, failing)).status).toBe(200);
    // The gateway declines the second user's renewal only: its card token is swapped for one
    // the test gateway does not know.
    const { subscriptions } = await import('../../../server/db/schema/index');
    const { eq } = await import('drizzle-orm');
    await server.ctx.db
      .update(subscriptions)
      .set({ cardToken: 'tok_unknown' })
      .where(eq(subscriptions.userId, failing.user.id));

    const end = Date.parse((await call(server, renewed, 'GET', '/subscription')).body.current_period_end);
    server.clock.advance(end - server.clock.now() + 1000);
    await renewalJob(server).runDue();
    await expectGates(renewed, open);
    await expectGates(failing, locked);
  });
});
