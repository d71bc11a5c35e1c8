import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { breeds } from '../../db/schema/index';
import { memoryDatabase } from '../../testing/spec-support';
import { BREED_CATALOG_TTL_MS, createBreedCatalog } from './catalog';

describe('breed catalog', () => {
  let database: DatabaseHandle;
  let now = 0;
  beforeEach(async () => {
    database = await memoryDatabase();
    now = 0;
  });
  afterEach(() => database.close());

  const catalog = () => createBreedCatalog(database.db, () => now);

  it('lists the breeds in menu order (sort, then id) as GET /breeds answers them', async () => {
    const rows = await database.db.select().from(breeds);
    const listed = await catalog().list();
    expect(listed).toHaveLength(rows.length);
    const sorted = [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id);
    expect(listed[0]).toEqual({
      id: sorted[0].id,
      name: sorted[0].name,
      name_ua: sorted[0].nameUa,
      image: sorted[0].image,
      // Every seeded breed has its group (issue 29), with both names.
      group: { id: sorted[0].groupKey, name: expect.any(String), name_ua: expect.any(String) },
    });
  });

  it('serves the list from memory until the TTL, then reads it again', async () => {
    const c = catalog();
    const [first] = await c.list();
    await database.db.update(breeds).set({ name: 'Renamed by hand' }).where(eq(breeds.id, first.id));
    now += BREED_CATALOG_TTL_MS - 1;
    expect((await c.list())[0].name).toBe(first.name);
    now += 1;
    expect((await c.list())[0].name).toBe('Renamed by hand');
  });

  it('an id it does not know reads the table again (a breed added since), and unknown stays null', async () => {
    const c = catalog();
    await c.list();
    const [added] = await database.db
      .insert(breeds)
      .values({ name: 'Added', nameUa: 'Додана', image: 'added.png', sort: 9999 })
      .returning();
    expect((await c.byId(added.id))?.name).toBe('Added');
    expect(await c.byId(987_654)).toBeNull();
  });
});
