import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_USERS_PAGE_SIZE } from '../../../contract/friends';
import { breeds } from '../../../server/db/schema/index';
import { type ChatTestServer, startChatServer } from '../chat/support';
import { seedUser } from '../support/users';
import { befriend, call, nonSubscriber, subscriber, uniqueName } from './support';

/** GET /all-users: paged, searched by name only, relation per user, never yourself. */
describe('all users', () => {
  let server: ChatTestServer;

  beforeAll(async () => {
    server = await startChatServer();
  });
  afterAll(() => server.close());

  it('pages by 20 in name order, 1-based, with the page count', async () => {
    const me = await nonSubscriber(server);
    const tag = uniqueName('Pager');
    const names = Array.from({ length: ALL_USERS_PAGE_SIZE + 5 }, (_, i) => `${tag} ${String(i).padStart(2, '0')}`);
    // Inserted in reverse: the order comes from the names.
    for (const name of [...names].reverse()) await seedUser(server.ctx, { name });
    const q = encodeURIComponent(tag.toLowerCase());
    const first = await call(server, me, 'GET', `/all-users?q=${q}`);
    expect(first.status).toBe(200);
    expect(first.body.page).toBe(1);
    expect(first.body.pages).toBe(2);
    expect(first.body.items.map((u: { name: string }) => u.name)).toEqual(names.slice(0, 20));
    const second = await call(server, me, 'GET', `/all-users?q=${q}&page=2`);
    expect(second.body).toMatchObject({ page: 2, pages: 2 });
    expect(second.body.items.map((u: { name: string }) => u.name)).toEqual(names.slice(20));
    const beyond = await call(server, me, 'GET', `/all-users?q=${q}&page=3`);
    expect(beyond.body).toEqual({ items: [], page: 3, pages: 2 });
    // Without q: everyone else, paged the same way.
    const all = await call(server, me, 'GET', '/all-users');
    expect(all.body.items).toHaveLength(ALL_USERS_PAGE_SIZE);
    expect(all.body.pages).toBeGreaterThanOrEqual(2);
  });

  it('items carry id, name, image, pet_name, breed and relation; never email or phone', async () => {
    const [breed] = await server.ctx.db.select().from(breeds).limit(1);
    const me = await nonSubscriber(server);
    const name = uniqueName('Carded');
    const other = await seedUser(server.ctx, { name, petBreedId: breed.id, image: 'users/9/photo.jpg' });
    const res = await call(server, me, 'GET', `/all-users?q=${encodeURIComponent(name)}`);
    expect(res.body).toEqual({
      items: [
        {
          id: other.user.id,
          name,
          image: 'users/9/photo.jpg',
          pet_name: other.user.petName,
          breed: { name: breed.name, name_ua: breed.nameUa },
          relation: null,
        },
      ],
      page: 1,
      pages: 1,
    });
    const text = JSON.stringify((await call(server, me, 'GET', '/all-users')).body);
    expect(text).not.toMatch(/email|phone|@example\.com|\+380/);
  });

  it('searches the name only, case-insensitively; a q matching only an email or phone finds nothing', async () => {
    const me = await nonSubscriber(server);
    const name = uniqueName('Marta');
    const other = await seedUser(server.ctx, {
      name,
      email: `secretmailbox${Date.now()}@example.com`,
      phone: '+380991112233',
    });
    const found = await call(server, me, 'GET', `/all-users?q=${encodeURIComponent(name.toUpperCase().slice(2))}`);
    expect(found.body.items.map((u: { id: number }) => u.id)).toEqual([other.user.id]);
    for (const q of ['secretmailbox', '@example.com', '380991112233', other.user.email]) {
      const res = await call(server, me, 'GET', `/all-users?q=${encodeURIComponent(q)}`);
      expect(res.body, q).toEqual({ items: [], page: 1, pages: 1 });
    }
    // LIKE wildcards are plain characters.
    for (const q of ['%', '_']) {
      const res = await call(server, me, 'GET', `/all-users?q=${encodeURIComponent(q)}`);
      expect(res.body.items, q).toEqual([]);
    }
  });

  it('never lists yourself', async () => {
    const name = uniqueName('Selfie');
    const me = await nonSubscriber(server, { name });
    const res = await call(server, me, 'GET', `/all-users?q=${encodeURIComponent(name)}`);
    expect(res.body).toEqual({ items: [], page: 1, pages: 1 });
    const twin = await seedUser(server.ctx, { name: `${name} twin` });
    const again = await call(server, me, 'GET', `/all-users?q=${encodeURIComponent(name)}`);
    expect(again.body.items.map((u: { id: number }) => u.id)).toEqual([twin.user.id]);
  });

  it('relation: friend, request_sent, request_received or null', async () => {
    const tag = uniqueName('Rel');
    const me = await subscriber(server, { name: `${tag} me` });
    const friend = await nonSubscriber(server, { name: `${tag} a friend` });
    const asked = await nonSubscriber(server, { name: `${tag} b asked` });
    const asker = await nonSubscriber(server, { name: `${tag} c asker` });
    await nonSubscriber(server, { name: `${tag} d stranger` });
    await befriend(server, me, friend);
    await call(server, me, 'POST', '/friends/send-request', { to: asked.user.id });
    await call(server, asker, 'POST', '/friends/send-request', { to: me.user.id });
    const res = await call(server, me, 'GET', `/all-users?q=${encodeURIComponent(tag)}`);
    expect(res.body.items.map((u: { name: string; relation: string | null }) => [u.name, u.relation])).toEqual([
      [`${tag} a friend`, 'friend'],
      [`${tag} b asked`, 'request_sent'],
      [`${tag} c asker`, 'request_received'],
      [`${tag} d stranger`, null],
    ]);
    // The other side sees the mirror image.
    const theirs = await call(server, asker, 'GET', `/all-users?q=${encodeURIComponent(`${tag} me`)}`);
    expect(theirs.body.items).toEqual([expect.objectContaining({ id: me.user.id, relation: 'request_sent' })]);
  });
});
