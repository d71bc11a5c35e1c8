import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { type AccountsServer, call, outbox, signupBody, startAccountsServer } from './support';

describe('GET /breeds and breed pictures', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer();
  });
  afterAll(() => server.close());

  it('lists at least 24 breeds, parrots first, with Ukrainian names and our own pictures, without a token', async () => {
    const res = await call(server, 'GET', '/breeds');
    expect(res.status).toBe(200);
    const breeds = res.body as Array<{ id: number; name: string; name_ua: string; image: string }>;
    expect(breeds.length).toBeGreaterThanOrEqual(24);
    expect(breeds.slice(0, 8).map((b) => b.name)).toEqual([
      'Budgerigar',
      'Cockatiel',
      'African grey parrot',
      'Macaw',
      'Lovebird',
      'Cockatoo',
      'Amazon parrot',
      'Sun conure',
    ]);
    expect(breeds.map((b) => b.name)).toEqual(expect.arrayContaining(['Labrador Retriever', 'Maine Coon']));
    for (const breed of breeds) {
      expect(Object.keys(breed).sort()).toEqual(['group', 'id', 'image', 'name', 'name_ua']);
      expect(breed.name_ua).toMatch(/[А-Яа-яІіЇїЄєҐґ]/);
      expect(breed.image).toMatch(/^\/media\/breeds\/[a-z-]+\.svg$/);
    }
    expect(new Set(breeds.map((b) => b.image)).size).toBe(breeds.length);
  });

  it('puts every seeded breed in a breed group with English and Ukrainian names (issue 29)', async () => {
    type Listed = { name: string; group: { id: string; name: string; name_ua: string } | null };
    const breeds = (await call(server, 'GET', '/breeds')).body as Listed[];
    for (const breed of breeds) {
      expect(breed.group, breed.name).not.toBeNull();
      expect(breed.group?.id).toMatch(/^[a-z-]+$/);
      expect(breed.group?.name_ua).toMatch(/[А-Яа-яІіЇїЄєҐґ]/);
    }
    const groupOf = (name: string) => breeds.find((b) => b.name === name)?.group;
    expect(groupOf('German Shepherd')).toEqual({ id: 'shepherds', name: 'shepherds', name_ua: 'вівчарки' });
    expect(groupOf('Pembroke Welsh Corgi')?.id).toBe('shepherds');
    expect(groupOf('Golden Retriever')?.id).toBe('retrievers');
    expect(groupOf('Persian')?.id).toBe('long-haired-cats');
    expect(groupOf('Siamese')?.id).toBe('short-haired-cats');
    expect(groupOf('Macaw')?.id).toBe('parrots');
    expect(groupOf('Guinea pig')?.id).toBe('small-pets');
  });

  it('serves every listed picture as SVG', async () => {
    const breeds = (await call(server, 'GET', '/breeds')).body as Array<{ image: string }>;
    for (const { image } of breeds) {
      const res = await fetch(`${server.url}${image}`);
      expect(res.status, image).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await res.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    expect((await fetch(`${server.url}/media/breeds/unknown.svg`)).status).toBe(404);
    const traversal = await fetch(`${server.url}/media/breeds/..%2f..%2fdb%2fmigrations%2f0010_accounts.sql`);
    expect([403, 404]).toContain(traversal.status);
    expect(await traversal.text()).not.toContain('CREATE TABLE');
  });
});

describe('GET /dev/outbox', () => {
  let server: AccountsServer;
  beforeAll(async () => {
    server = await startAccountsServer();
  });
  afterAll(() => server.close());

  it('lists stored mails newest first, optionally for one address, without a token', async () => {
    const first = signupBody();
    const second = signupBody();
    await call(server, 'POST', '/register', first);
    server.clock.advance(1000);
    await call(server, 'POST', '/register', second);

    const all = await outbox(server);
    expect(all.map((m) => m.to)).toEqual([second.email, first.email]);
    for (const mail of all) expect(Object.keys(mail).sort()).toEqual(['html', 'sent_at', 'subject', 'text', 'to']);
    expect(new Date(all[0].sent_at).getTime() - new Date(all[1].sent_at).getTime()).toBe(1000);

    const mine = await outbox(server, (first.email as string).toUpperCase());
    expect(mine.map((m) => m.to)).toEqual([first.email]);
    expect(await outbox(server, 'nobody@example.com')).toEqual([]);
  });
});

describe('GET /dev/outbox in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { nodeEnv: 'production' } });
  });
  afterAll(() => server.close());

  it('does not exist', async () => {
    const res = await fetch(`${server.url}/api/dev/outbox`);
    expect(res.status).toBe(404);
  });
});
