import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../contract/chat';
import { canPair, type Searcher } from '../../../server/ports/match-pool';
import { eventually } from '../../support/eventually';
import { type SeededUser, seedUser } from '../support/users';
import { type ChatTestServer, call, insertBreeds, peerCredentials, startChatServer } from './support';

const WAIT_MS = 25_000;

async function waitingCount(server: ChatTestServer) {
  return (await server.ctx.matchPool.stats()).waiting;
}

describe('random matching over HTTP', () => {
  let server: ChatTestServer;
  let breedIds: number[];

  beforeAll(async () => {
    server = await startChatServer();
    breedIds = await insertBreeds(server.ctx, 3);
  });
  afterAll(() => server.close());

  async function searcher(fields: Parameters<typeof seedUser>[1] = {}) {
    const user = await seedUser(server.ctx, fields);
    const peer = await peerCredentials(server, user);
    return { ...user, peer };
  }

  it('pairs 200 concurrent searchers into disjoint, mutual, valid pairs with one caller each', async () => {
    // A mix: general chat, breed chat (subscribed owners), and exclusion lists.
    const specs = Array.from({ length: 200 }, (_, i) => ({
      breed: i % 4 === 0 ? breedIds[i % 3] : i % 5 === 0 ? breedIds[(i + 1) % 3] : null,
      filter: i % 7 === 0 ? breedIds[i % 3] : null,
    }));
    const users: Array<SeededUser & { peer: { peer_id: string } }> = [];
    for (let i = 0; i < specs.length; i += 20) {
      users.push(
        ...(await Promise.all(
          specs.slice(i, i + 20).map((s) => searcher({ petBreedId: s.breed, subscribed: s.filter !== null })),
        )),
      );
    }
    const ids = users.map((u) => u.user.id);
    const exclusions = users.map((_, i) =>
      i % 3 === 0 ? [ids[(i + 1) % ids.length], ids[(i + 2) % ids.length], ids[(i + 7) % ids.length]] : [],
    );
    const model = new Map<number, Searcher>();
    users.forEach((u, i) => {
      model.set(u.user.id, {
        userId: u.user.id,
        peerId: u.peer.peer_id,
        breedId: specs[i].breed,
        breedFilter: specs[i].filter,
        excluded: exclusions[i],
        profile: {
          id: u.user.id,
          name: u.user.name,
          pet_name: u.user.petName,
          pet_gender: u.user.petGender,
          friends: [],
        },
      });
    });

    const responses = users.map((u, i) =>
      call(server, u, 'POST', '/get-peer-id', {
        breed_id: specs[i].filter,
        exclusion_users: exclusions[i],
        peer_id: u.peer.peer_id,
      }),
    );
    // Once every search has been either paired or parked, time out the parked ones.
    await eventually(
      async () => {
        const stats = await server.ctx.matchPool.stats();
        expect(stats.waiting + 2 * stats.matchesMade).toBe(200);
      },
      { timeout: 20_000, interval: 20 },
    );
    server.clock.advance(WAIT_MS);
    const results = await Promise.all(responses);

    const byUser = new Map<number, SearchResult>();
    results.forEach((res, i) => {
      expect(res.status).toBe(200);
      byUser.set(ids[i], res.body);
    });
    const unmatched: number[] = [];
    for (const [userId, result] of byUser) {
      if (!result.randomUser) {
        expect(result).toEqual({ randomUser: null, role: null, match_id: null });
        unmatched.push(userId);
        continue;
      }
      const partnerId = result.randomUser.id;
      const partner = byUser.get(partnerId);
      expect(partnerId).not.toBe(userId);
      // Mutual, same match, exactly one caller.
      expect(partner?.randomUser?.id).toBe(userId);
      expect(partner?.match_id).toBe(result.match_id);
      expect([result.role, partner?.role].sort()).toEqual(['callee', 'caller']);
      // The partner's peer id is the one they announced; exclusions and breed filters hold both ways.
      const me = model.get(userId) as Searcher;
      const them = model.get(partnerId) as Searcher;
      expect(result.randomUser.peer_id).toBe(them.peerId);
      expect(canPair(me, them)).toBe(true);
      expect(me.excluded).not.toContain(partnerId);
      expect(them.excluded).not.toContain(userId);
      if (me.breedFilter !== null) expect(them.breedId).toBe(me.breedFilter);
      expect(result.randomUser).toMatchObject({
        name: them.profile.name,
        pet_name: them.profile.pet_name,
        pet_gender: them.profile.pet_gender,
        friends: [],
      });
    }
    const matchIds = [...byUser.values()].filter((r) => r.match_id).map((r) => r.match_id);
    expect(new Set(matchIds).size).toBe(matchIds.length / 2);
    expect(matchIds.length).toBeGreaterThan(150);
    // Whoever is left could not have been paired with anyone else left.
    for (let i = 0; i < unmatched.length; i++) {
      for (let j = i + 1; j < unmatched.length; j++) {
        expect(canPair(model.get(unmatched[i]) as Searcher, model.get(unmatched[j]) as Searcher)).toBe(false);
      }
    }
  });

  it('works through GET /users-by-bread with a query-string exclusion list', async () => {
    const a = await searcher();
    const b = await searcher();
    const excluded = await searcher();
    const waiting = call(server, a, 'GET', `/users-by-bread?breed_id=&exclusion_users=${excluded.user.id}`);
    await eventually(async () => expect(await waitingCount(server)).toBe(1));
    const found = await call(server, b, 'GET', `/users-by-bread?exclusion_users=[${excluded.user.id}]`);
    expect(found.status).toBe(200);
    expect(found.body.role).toBe('caller');
    expect(found.body.randomUser).toMatchObject({ id: a.user.id, peer_id: a.peer.peer_id });
    expect((await waiting).body.randomUser.id).toBe(b.user.id);
  });

  it('never hands out a searcher whose request was aborted', async () => {
    const gone = await searcher();
    const controller = new AbortController();
    const aborted = call(
      server,
      gone,
      'POST',
      '/get-peer-id',
      { exclusion_users: [] },
      { signal: controller.signal },
    ).catch((e: Error) => e.name);
    await eventually(async () => expect(await waitingCount(server)).toBe(1));
    controller.abort();
    expect(await aborted).toBe('AbortError');
    await eventually(async () => expect(await waitingCount(server)).toBe(0));

    const next = await searcher();
    const pending = call(server, next, 'POST', '/get-peer-id', {});
    await eventually(async () => expect(await waitingCount(server)).toBe(1));
    server.clock.advance(WAIT_MS);
    expect((await pending).body).toEqual({ randomUser: null, role: null, match_id: null });
  });

  it('never hands out a searcher who left the pool; their own search answers null', async () => {
    const leaver = await searcher();
    const pending = call(server, leaver, 'POST', '/get-peer-id', {});
    await eventually(async () => expect(await waitingCount(server)).toBe(1));
    const left = await call(server, leaver, 'POST', '/leave-pool');
    expect(left.status).toBe(204);
    expect((await pending).body).toEqual({ randomUser: null, role: null, match_id: null });

    const next = await searcher();
    const other = call(server, next, 'POST', '/get-peer-id', {});
    await eventually(async () => expect(await waitingCount(server)).toBe(1));
    server.clock.advance(WAIT_MS);
    expect((await other).body.randomUser).toBeNull();
  });

  it('drops a waiting searcher who goes on a call, and never hands them out', async () => {
    const busy = await searcher();
    const pending = call(server, busy, 'POST', '/get-peer-id', {});
    await eventually(async () => expect(await waitingCount(server)).toBe(1));
    expect((await call(server, busy, 'PATCH', '/is-on-call', { isOnCall: true })).status).toBe(204);
    expect((await pending).body.randomUser).toBeNull();
    expect(await waitingCount(server)).toBe(0);
  });

  it('refuses the breed filter without a subscription or trial (403), and accepts it on trial', async () => {
    const free = await searcher({ trialEndsAt: null });
    const res = await call(server, free, 'POST', '/get-peer-id', { breed_id: breedIds[0], exclusion_users: [] });
    expect(res.status).toBe(403);
    const expired = await searcher({ trialEndsAt: new Date(server.clock.now() - 1000) });
    expect((await call(server, expired, 'GET', `/users-by-bread?breed_id=${breedIds[0]}`)).status).toBe(403);
    expect(await waitingCount(server)).toBe(0);

    const trial = await searcher({ trialEndsAt: new Date(server.clock.now() + 86_400_000), petBreedId: breedIds[1] });
    const owner = await searcher({ petBreedId: breedIds[0] });
    const pending = call(server, trial, 'POST', '/get-peer-id', { breed_id: breedIds[0], exclusion_users: [] });
    await eventually(async () => expect(await waitingCount(server)).toBe(1));
    const found = await call(server, owner, 'POST', '/get-peer-id', {});
    expect(found.body.randomUser.id).toBe(trial.user.id);
    expect((await pending).body.randomUser.id).toBe(owner.user.id);
  });

  it('rejects an unknown breed and malformed input with 422', async () => {
    const user = await searcher({ subscribed: true });
    const unknown = await call(server, user, 'POST', '/get-peer-id', { breed_id: 999_999 });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.breed_id).toEqual(expect.arrayContaining([expect.stringMatching(/\S/)]));
    const bad = await call(server, user, 'POST', '/get-peer-id', { exclusion_users: 'everyone' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.exclusion_users).toEqual(expect.arrayContaining([expect.stringMatching(/\S/)]));
    const tooMany = await call(server, user, 'POST', '/get-peer-id', {
      exclusion_users: Array.from({ length: 51 }, (_, i) => i + 1),
    });
    expect(tooMany.status).toBe(422);
    const foreignPeer = await call(server, user, 'POST', '/get-peer-id', { peer_id: 'a'.repeat(32) });
    expect(foreignPeer.status).toBe(422);
    expect(await waitingCount(server)).toBe(0);
  });

  it('needs peer credentials first (409), and announces another user’s peer id never', async () => {
    const bare = await seedUser(server.ctx);
    const res = await call(server, bare, 'POST', '/get-peer-id', {});
    expect(res.status).toBe(409);
    const other = await searcher();
    const stolen = await call(server, bare, 'POST', '/get-peer-id', { peer_id: other.peer.peer_id });
    expect(stolen.status).toBe(422);
  });

  it('rate-limits searches per user: a second search within the cooldown gets 429 with Retry-After', async () => {
    const user = await searcher();
    const first = call(server, user, 'POST', '/get-peer-id', {});
    await eventually(async () => expect(await waitingCount(server)).toBe(1));
    const second = await call(server, user, 'POST', '/get-peer-id', {});
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('1');
    // The refused search did not disturb the first one.
    expect(await waitingCount(server)).toBe(1);
    server.clock.advance(1000);
    const third = call(server, user, 'POST', '/get-peer-id', {});
    // The new search replaced the old one, which ends with null.
    expect((await first).body.randomUser).toBeNull();
    server.clock.advance(WAIT_MS);
    expect((await third).status).toBe(200);
  });

  it('answers 401 without a token and 403 to unverified users', async () => {
    expect((await call(server, null, 'POST', '/get-peer-id', {})).status).toBe(401);
    const unverified = await seedUser(server.ctx, { verified: false });
    for (const [method, path, body] of [
      ['POST', '/get-peer-id', {}],
      ['GET', '/users-by-bread', undefined],
      ['POST', '/leave-pool', undefined],
      ['PATCH', '/is-on-call', { isOnCall: true }],
      ['POST', '/end-call', { to: 1 }],
      ['GET', '/get-time-limit', undefined],
      ['POST', '/add-report', { to_id: 1, to_name: 'x', report_details: 'abc', report_topic: 'Spam or advertising' }],
      ['GET', '/peer-credentials', undefined],
      ['POST', '/broadcasting/auth', undefined],
    ] as const) {
      const res = await call(server, unverified, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });
});
