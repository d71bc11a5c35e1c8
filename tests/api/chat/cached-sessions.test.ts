import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../../server/db/schema/index';
import { eventually } from '../../support/eventually';
import { call as api, latestCode, outbox, type SignedUp, signUpAndLogin } from '../accounts/support';
import { seedUser } from '../support/users';
import { type ChatTestServer, call, insertBreeds, peerCredentials, startChatServer } from './support';

const TTL_MS = 5000;

/**
 * The random-chat search routes (`/get-peer-id`, `/users-by-bread`, `/leave-pool`) check the
 * session through the session cache. The manual clock never moves by itself here, so a cached
 * entry never expires during a test: whatever this process changes must reach the hot routes
 * through invalidation alone, and a missing invalidation fails these tests.
 */
describe('session cache on the hot chat routes', () => {
  let server: ChatTestServer;
  let breedId: number;

  beforeAll(async () => {
    server = await startChatServer({ config: { sessionCacheTtlMs: TTL_MS, authRateLimitPerMinute: 100_000 } });
    [breedId] = await insertBreeds(server.ctx, 1);
  });
  afterAll(() => server.close());

  /** A cached route that changes nothing: 204 while the session is valid and verified. */
  const leavePool = (token: string) => api(server, 'POST', '/leave-pool', undefined, { token });
  const waiting = async () => (await server.ctx.matchPool.stats()).waiting;

  async function signedUp(): Promise<SignedUp> {
    const session = await signUpAndLogin(server, { verify: true });
    // Warm the cache: from here on the hot routes answer from memory.
    expect((await leavePool(session.accessToken)).status).toBe(204);
    return session;
  }

  async function login(email: string, password: string) {
    const res = await api(server, 'POST', '/login', { email, password });
    expect(res.status).toBe(200);
    expect((await leavePool(res.body.access_token)).status).toBe(204);
    return { accessToken: res.body.access_token as string, refreshCookie: res.refreshCookie ?? '' };
  }

  it('answers from the cache: a revocation behind this process’s back (another instance) shows after the TTL', async () => {
    const s = await signedUp();
    await server.ctx.db
      .update(refreshTokens)
      .set({ revokedAt: server.ctx.now() })
      .where(eq(refreshTokens.userId, s.user.id));
    // Still served from memory: this is the documented multi-instance window.
    expect((await leavePool(s.accessToken)).status).toBe(204);
    server.clock.advance(TTL_MS);
    expect((await leavePool(s.accessToken)).status).toBe(401);
  });

  it('re-reads sessions in use in the background, which also catches such a revocation before the TTL', async () => {
    const s = await signedUp();
    server.clock.advance(TTL_MS / 2);
    // Served from memory, and queued for the batched re-read.
    expect((await leavePool(s.accessToken)).status).toBe(204);
    await server.ctx.db
      .update(refreshTokens)
      .set({ revokedAt: server.ctx.now() })
      .where(eq(refreshTokens.userId, s.user.id));
    server.clock.advance(50);
    await eventually(async () => expect((await leavePool(s.accessToken)).status).toBe(401));
  });

  it('a database check that finds the session gone drops the cached entry too', async () => {
    const s = await signedUp();
    await server.ctx.db
      .update(refreshTokens)
      .set({ revokedAt: server.ctx.now() })
      .where(eq(refreshTokens.userId, s.user.id));
    // The other routes' guards accept a row read at most AUTH_CACHE_TTL_MS (1 s) ago, the search
    // routes the full TTL: past the first, /me reads the database and finds the session gone.
    server.clock.advance(1000);
    expect((await leavePool(s.accessToken)).status).toBe(204);
    expect((await api(server, 'GET', '/me', undefined, { token: s.accessToken })).status).toBe(401);
    expect((await leavePool(s.accessToken)).status).toBe(401);
  });

  it('refuses a session right after logout, though it was just used', async () => {
    const s = await signedUp();
    expect((await api(server, 'POST', '/logout', undefined, { token: s.accessToken })).status).toBe(204);
    expect((await leavePool(s.accessToken)).status).toBe(401);
    expect((await api(server, 'POST', '/get-peer-id', {}, { token: s.accessToken })).status).toBe(401);
    expect((await api(server, 'GET', '/users-by-bread', undefined, { token: s.accessToken })).status).toBe(401);
  });

  it('refuses a session logged out by its refresh cookie alone', async () => {
    const s = await signedUp();
    expect((await api(server, 'POST', '/logout', undefined, { cookie: s.refreshCookie })).status).toBe(204);
    expect((await leavePool(s.accessToken)).status).toBe(401);
  });

  it('refuses every token of a login whose refresh token was replayed (family revoked)', async () => {
    const s = await signedUp();
    const rotated = await api(server, 'POST', '/refresh', undefined, { cookie: s.refreshCookie });
    expect(rotated.status).toBe(200);
    expect((await leavePool(rotated.body.access_token)).status).toBe(204);
    expect((await api(server, 'POST', '/refresh', undefined, { cookie: s.refreshCookie })).status).toBe(401);
    expect((await leavePool(s.accessToken)).status).toBe(401);
    expect((await leavePool(rotated.body.access_token)).status).toBe(401);
  });

  it('a password change signs the other devices out of the hot routes at once and keeps the one that made it', async () => {
    const s = await signedUp();
    const phone = await login(s.email, s.password);
    const changed = await api(
      server,
      'PATCH',
      '/update-password',
      { old_password: s.password, password: 'new secret 22', password_confirmation: 'new secret 22' },
      { token: s.accessToken },
    );
    expect(changed.status).toBe(200);
    expect((await leavePool(phone.accessToken)).status).toBe(401);
    expect((await leavePool(s.accessToken)).status).toBe(204);
  });

  it('a password reset ends every cached session', async () => {
    const s = await signedUp();
    const phone = await login(s.email, s.password);
    expect((await api(server, 'POST', '/forgot-password', { email: s.email })).status).toBe(200);
    const [mail] = await outbox(server, s.email);
    const token = /password-reset\?token=(\S+)/.exec(mail.text)?.[1] ?? '';
    const reset = await api(server, 'POST', '/reset-password', {
      token: decodeURIComponent(token),
      password: 'brand-new-secret',
      password_confirmation: 'brand-new-secret',
    });
    expect(reset.status).toBe(200);
    expect((await leavePool(s.accessToken)).status).toBe(401);
    expect((await leavePool(phone.accessToken)).status).toBe(401);
  });

  it('refuses the sessions of a deleted account at once', async () => {
    const s = await signedUp();
    const phone = await login(s.email, s.password);
    expect((await api(server, 'DELETE', '/delete-profile', undefined, { token: s.accessToken })).status).toBe(200);
    expect((await leavePool(s.accessToken)).status).toBe(401);
    expect((await leavePool(phone.accessToken)).status).toBe(401);
  });

  it('lets a user in right after email verification, and never refuses on a cached unverified row', async () => {
    const s = await signUpAndLogin(server);
    expect((await leavePool(s.accessToken)).status).toBe(403);
    expect((await leavePool(s.accessToken)).status).toBe(403);
    const code = await latestCode(server, s.email);
    expect(
      (
        await api(
          server,
          'POST',
          '/verify-email',
          { email: s.email, verification_code: code },
          { token: s.accessToken },
        )
      ).status,
    ).toBe(200);
    expect((await leavePool(s.accessToken)).status).toBe(204);

    // Verified by another instance (no invalidation here): the 403 is re-checked, not served from memory.
    const other = await signUpAndLogin(server);
    expect((await leavePool(other.accessToken)).status).toBe(403);
    await server.ctx.db.update(users).set({ emailVerifiedAt: server.ctx.now() }).where(eq(users.id, other.user.id));
    expect((await leavePool(other.accessToken)).status).toBe(204);
  });

  it('allows breed chat right after a subscription starts, even one written by another instance', async () => {
    const owner = await seedUser(server.ctx, { trialEndsAt: null });
    await peerCredentials(server, owner);
    expect((await call(server, owner, 'POST', '/get-peer-id', { breed_id: breedId })).status).toBe(403);
    await server.ctx.db
      .update(users)
      .set({ subscriptionEndsAt: new Date(server.clock.now() + 86_400_000) })
      .where(eq(users.id, owner.user.id));
    const pending = call(server, owner, 'POST', '/get-peer-id', { breed_id: breedId });
    await eventually(async () => expect(await waiting()).toBe(1));
    expect((await call(server, owner, 'POST', '/leave-pool')).status).toBe(204);
    expect((await pending).status).toBe(200);
  });

  it('shows the partner a profile changed a moment ago', async () => {
    const a = await seedUser(server.ctx);
    const b = await seedUser(server.ctx);
    await peerCredentials(server, a);
    await peerCredentials(server, b);
    expect((await call(server, a, 'POST', '/leave-pool')).status).toBe(204);
    const update = await call(server, a, 'POST', '/update', {
      name: 'Renamed',
      phone: '+380501234567',
      pet_name: 'Newpet',
      pet_gender: 'girl',
      pet_breed: breedId,
    });
    expect(update.status).toBe(200);
    const pending = call(server, a, 'POST', '/get-peer-id', {});
    await eventually(async () => expect(await waiting()).toBe(1));
    const found = await call(server, b, 'POST', '/get-peer-id', {});
    expect(found.body.randomUser).toMatchObject({
      id: a.user.id,
      name: 'Renamed',
      pet_name: 'Newpet',
      pet_gender: 'girl',
    });
    await pending;
  });

  it("shows the partner the searcher's photo and pet breed for the companion card (null without them)", async () => {
    const a = await seedUser(server.ctx, { image: '/media/photos/pet-a.webp', petBreedId: breedId });
    const b = await seedUser(server.ctx, { petBreedId: null });
    await peerCredentials(server, a);
    await peerCredentials(server, b);
    const pending = call(server, a, 'POST', '/get-peer-id', {});
    await eventually(async () => expect(await waiting()).toBe(1));
    const found = await call(server, b, 'POST', '/get-peer-id', {});
    expect(found.body.randomUser).toMatchObject({
      id: a.user.id,
      image: '/media/photos/pet-a.webp',
      pet_breed_id: breedId,
    });
    expect((await pending).body.randomUser).toMatchObject({ id: b.user.id, image: null, pet_breed_id: null });
  });

  it('keeps users.is_on_call right across searches and calls (the cached row follows every change)', async () => {
    const a = await seedUser(server.ctx);
    await peerCredentials(server, a);
    const onCall = async () =>
      (await server.ctx.db.select({ v: users.isOnCall }).from(users).where(eq(users.id, a.user.id)))[0].v;
    for (let round = 0; round < 2; round++) {
      expect((await call(server, a, 'PATCH', '/is-on-call', { isOnCall: true })).status).toBe(204);
      expect(await onCall()).toBe(true);
      server.clock.advance(1000);
      const pending = call(server, a, 'POST', '/get-peer-id', {});
      await eventually(async () => expect(await waiting()).toBe(1));
      // Searching means not on a call any more (written beside the search, not before it).
      await eventually(async () => expect(await onCall()).toBe(false));
      expect((await call(server, a, 'POST', '/leave-pool')).status).toBe(204);
      await pending;
    }
  });

  it('a cold search reads its search data beside its session check, and each once', async () => {
    const a = await seedUser(server.ctx);
    // New credentials drop whatever was cached for the user: the next search starts cold.
    await peerCredentials(server, a);
    server.clock.advance(1000);
    const timeline = databaseTimeline(server.ctx, { session: 'refresh_tokens', data: 'peer_credentials' });
    try {
      const pending = call(server, a, 'POST', '/get-peer-id', {});
      await eventually(async () => expect(await waiting()).toBe(1));
      // The guard starts the data read before the session's answer is back (after it, the
      // handler would have read the data only then); the search itself reads it no second time.
      expect(timeline.events.filter((e) => e.startsWith('sent'))).toEqual(['sent data', 'sent session']);
      expect(timeline.events.indexOf('sent data')).toBeLessThan(timeline.events.indexOf('answered session'));
      expect((await call(server, a, 'POST', '/leave-pool')).status).toBe(204);
      expect((await pending).body.randomUser).toBeNull();
    } finally {
      timeline.restore();
    }
  });

  it('announces the newest peer id after new credentials, and accepts it at once', async () => {
    const a = await seedUser(server.ctx);
    const b = await seedUser(server.ctx);
    await peerCredentials(server, b);
    const first = await peerCredentials(server, a);
    const earlier = call(server, a, 'POST', '/get-peer-id', { peer_id: first.peer_id });
    await eventually(async () => expect(await waiting()).toBe(1));
    expect((await call(server, a, 'POST', '/leave-pool')).status).toBe(204);
    expect((await earlier).status).toBe(200);

    // Later than the first (the newest id is chosen by issue time); also past the search cooldown.
    server.clock.advance(1000);
    const second = await peerCredentials(server, a);
    const pending = call(server, a, 'POST', '/get-peer-id', {});
    await eventually(async () => expect(await waiting()).toBe(1));
    const found = await call(server, b, 'POST', '/get-peer-id', {});
    expect(found.body.randomUser).toMatchObject({ id: a.user.id, peer_id: second.peer_id });
    await pending;
  });
});

/**
 * When the server's statements of interest (by a word of their SQL) are sent and answered, in
 * order: which read started before which answer, independent of how fast the machine is.
 */
function databaseTimeline(ctx: ChatTestServer['ctx'], kinds: Record<string, string>) {
  const client = (ctx.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  const events: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const sql = typeof first === 'string' ? first : String(first?.text ?? '');
    const kind = Object.keys(kinds).find((k) => sql.includes(kinds[k]));
    if (kind) events.push(`sent ${kind}`);
    const answer = original.apply(this, args);
    if (kind) void answer.then(() => events.push(`answered ${kind}`));
    return answer;
  };
  return {
    events,
    restore() {
      client.query = original;
    },
  };
}
