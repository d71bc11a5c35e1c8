import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POOL_STATS_CACHE_MS } from '../../../server/modules/chat/pool-stats';
import { eventually } from '../../support/eventually';
import { countQueries } from '../support/query-counter';
import { seedUser } from '../support/users';
import { type ChatTestServer, call, insertBreeds, peerCredentials, startChatServer } from './support';

/**
 * GET /pool-stats (issue 29, "honest waits"): people online (a keep-alive within two periods),
 * searching in the general chat, and searching in the chosen breed's chat; one reading a second
 * for every client, on the server's clock.
 */
describe('GET /pool-stats', () => {
  let server: ChatTestServer;
  let breedIds: number[];

  beforeAll(async () => {
    server = await startChatServer();
    breedIds = await insertBreeds(server.ctx, 2);
  });
  afterAll(() => server.close());

  async function searcher(fields: Parameters<typeof seedUser>[1] = {}) {
    const user = await seedUser(server.ctx, fields);
    await peerCredentials(server, user);
    return user;
  }
  const waiting = async () => (await server.ctx.matchPool.stats()).waiting;

  it('needs a verified session', async () => {
    expect((await call(server, null, 'GET', '/pool-stats')).status).toBe(401);
  });

  it('refuses a breed id that is not an id, and changes nothing', async () => {
    const user = await searcher();
    const res = await call(server, user, 'GET', '/pool-stats?breed_id=abc');
    expect(res.status).toBe(422);
  });

  it('counts who is online and who searches where, and reads once a second however many ask', async () => {
    const viewer = await searcher();
    server.clock.advance(POOL_STATS_CACHE_MS);
    const empty = await call(server, viewer, 'GET', `/pool-stats?breed_id=${breedIds[0]}`);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ online: 0, general: 0, breed: 0 });

    // Two owners ping (online); one searches in the general chat, two in breed 0's chat.
    const general = await searcher();
    const breedFans = [await searcher({ subscribed: true }), await searcher({ subscribed: true })];
    for (const user of [viewer, general]) expect((await call(server, user, 'PUT', '/ping')).status).toBe(204);
    const searches = [
      call(server, general, 'POST', '/get-peer-id', {}),
      call(server, breedFans[0], 'POST', '/get-peer-id', { breed_id: breedIds[0] }),
    ];
    await eventually(async () => expect(await waiting()).toBe(2));
    searches.push(call(server, breedFans[1], 'POST', '/get-peer-id', { breed_id: breedIds[0] }));
    await eventually(async () => expect(await waiting()).toBe(3));

    // Still within the second of the empty reading: the same figures for everyone.
    const cached = await call(server, viewer, 'GET', '/pool-stats');
    expect(cached.body).toEqual({ online: 0, general: 0, breed: null });

    server.clock.advance(POOL_STATS_CACHE_MS);
    const queries = countQueries(server.ctx);
    try {
      const answers = await Promise.all([
        call(server, viewer, 'GET', `/pool-stats?breed_id=${breedIds[0]}`),
        call(server, general, 'GET', `/pool-stats?breed_id=${breedIds[1]}`),
        call(server, viewer, 'GET', '/pool-stats'),
      ]);
      expect(answers.map((a) => a.body)).toEqual([
        { online: 2, general: 1, breed: 2 },
        { online: 2, general: 1, breed: 0 },
        { online: 2, general: 1, breed: null },
      ]);
      const counts = queries.statements.filter((sql) => /count\(/i.test(sql) && /last_seen_at/.test(sql));
      expect(counts, 'one count for three clients').toHaveLength(1);
    } finally {
      queries.restore();
    }

    // Searches end; a keep-alive older than two periods no longer counts as online.
    for (const user of [general, ...breedFans]) await call(server, user, 'POST', '/leave-pool');
    await Promise.all(searches);
    server.clock.advance(2 * 120_000 + 1);
    const later = await call(server, viewer, 'GET', `/pool-stats?breed_id=${breedIds[0]}`);
    expect(later.body).toEqual({ online: 0, general: 0, breed: 0 });
  });
});
