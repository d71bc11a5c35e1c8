import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { breeds } from '../../../server/db/schema/index';
import { POOL_STATS_CACHE_MS } from '../../../server/modules/chat/pool-stats';
import { eventually } from '../../support/eventually';
import { seedUser } from '../support/users';
import { type ChatTestServer, call, insertBreeds, peerCredentials, startChatServer } from './support';

/**
 * Widening a breed chat to its breed group (issue 29, API.md "Widening"): `widen: 'group'` on
 * the search meets only others widened to the same group, and shows the partner's breed.
 */
describe('widening a breed chat to its group', () => {
  let server: ChatTestServer;
  /** Seeded breed ids by name (migrations 0011 and 0095). */
  const breedIds = new Map<string, number>();
  const id = (name: string) => breedIds.get(name)!;

  beforeAll(async () => {
    server = await startChatServer();
    for (const b of await server.ctx.db.select().from(breeds)) breedIds.set(b.name, b.id);
  });
  afterAll(() => server.close());

  async function owner(breed: string) {
    const user = await seedUser(server.ctx, { subscribed: true, petBreedId: id(breed) });
    await peerCredentials(server, user);
    return user;
  }
  const waiting = async () => (await server.ctx.matchPool.stats()).waiting;

  it('pairs a German Shepherd and a Corgi owner who both widened; each sees the other’s breed', async () => {
    const shepherd = await owner('German Shepherd');
    const corgi = await owner('Pembroke Welsh Corgi');
    const first = call(server, shepherd, 'POST', '/get-peer-id', { breed_id: id('German Shepherd'), widen: 'group' });
    await eventually(async () => expect(await waiting()).toBe(1));
    const second = await call(
      server,
      corgi,
      'GET',
      `/users-by-bread?breed_id=${id('Pembroke Welsh Corgi')}&widen=group`,
    );
    const answered = await first;
    expect(second.status).toBe(200);
    expect(second.body.randomUser).toMatchObject({
      id: shepherd.user.id,
      breed: { id: id('German Shepherd'), name: 'German Shepherd', name_ua: 'Німецька вівчарка' },
    });
    expect(answered.body.randomUser).toMatchObject({
      id: corgi.user.id,
      breed: { id: id('Pembroke Welsh Corgi'), name: 'Pembroke Welsh Corgi' },
    });
    expect(answered.body.match_id).toBe(second.body.match_id);
  });

  it('keeps widened and plain searchers apart, and counts the group for a widened viewer', async () => {
    const shepherd = await owner('German Shepherd');
    const plain = await owner('German Shepherd');
    const searches = [
      call(server, shepherd, 'POST', '/get-peer-id', { breed_id: id('German Shepherd'), widen: 'group' }),
    ];
    await eventually(async () => expect(await waiting()).toBe(1));
    searches.push(call(server, plain, 'POST', '/get-peer-id', { breed_id: id('German Shepherd') }));
    await eventually(async () => expect(await waiting()).toBe(2));

    server.clock.advance(POOL_STATS_CACHE_MS);
    const viewer = await owner('Pembroke Welsh Corgi');
    const widened = await call(server, viewer, 'GET', `/pool-stats?breed_id=${id('Pembroke Welsh Corgi')}&widen=group`);
    const plainView = await call(server, viewer, 'GET', `/pool-stats?breed_id=${id('German Shepherd')}`);
    expect(widened.body).toMatchObject({ general: 0, breed: 1 });
    expect(plainView.body).toMatchObject({ general: 0, breed: 1 });

    server.clock.advance(25_000);
    const answers = await Promise.all(searches);
    expect(answers.map((a) => a.body.randomUser)).toEqual([null, null]);
  });

  it('answers 422 with a code when there is nothing to widen to', async () => {
    const user = await owner('German Shepherd');
    const noBreed = await call(server, user, 'POST', '/get-peer-id', { widen: 'group' });
    expect(noBreed.status).toBe(422);
    expect(noBreed.body).toMatchObject({ code: 'widen_needs_breed', errors: { widen: [expect.any(String)] } });

    const [loner] = await insertBreeds(server.ctx, 1);
    expect((await server.ctx.db.select().from(breeds).where(eq(breeds.id, loner)))[0].groupKey).toBeNull();
    const noGroup = await call(server, user, 'POST', '/get-peer-id', { breed_id: loner, widen: 'group' });
    expect(noGroup.status).toBe(422);
    expect(noGroup.body.code).toBe('no_breed_group');

    const badValue = await call(server, user, 'POST', '/get-peer-id', { breed_id: id('Beagle'), widen: 'all' });
    expect(badValue.status).toBe(422);
    expect(await waiting()).toBe(0);
  });
});
