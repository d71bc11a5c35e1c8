import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { breeds } from '../../db/schema/index';
import { memoryDatabase } from '../../testing/spec-support';
import { BREED_CATALOG_TTL_MS, createBreedCatalog } from './catalog';
import { createBreedCatalogue } from './catalogue';

describe('breed catalogue: the widening’s breed → group map, a view over the breed catalog', () => {
  let database: DatabaseHandle;
  let now = 0;
  beforeEach(async () => {
    database = await memoryDatabase();
    now = 0;
  });
  afterEach(() => database.close());

  it('answers each breed with its names and group key, and undefined for no such breed', async () => {
    const [row] = await database.db.select().from(breeds).limit(1);
    const catalogue = createBreedCatalogue(createBreedCatalog(database.db, () => now));
    expect(await catalogue.get(row.id)).toEqual({
      id: row.id,
      name: row.name,
      name_ua: row.nameUa,
      group: row.groupKey,
    });
    expect(row.groupKey).not.toBeNull();
    expect(await catalogue.get(987_654)).toBeUndefined();
  });

  it('follows the catalog’s snapshot: a hand edit shows when the catalog reads the table again, not before', async () => {
    const catalog = createBreedCatalog(database.db, () => now);
    const catalogue = createBreedCatalogue(catalog);
    const [row] = await database.db.select().from(breeds).limit(1);
    expect((await catalogue.get(row.id))?.group).toBe(row.groupKey);

    await database.db.update(breeds).set({ groupKey: null, name: 'Renamed by hand' }).where(eq(breeds.id, row.id));
    now += BREED_CATALOG_TTL_MS - 1;
    // The catalog still serves its snapshot, and the catalogue with it: it holds no copy of its own.
    expect((await catalogue.get(row.id))?.group).toBe(row.groupKey);
    now += 1;
    // The catalog's list (what /breeds answers) reads the table again; the catalogue sees that read.
    expect((await catalog.list()).find((b) => b.id === row.id)?.name).toBe('Renamed by hand');
    expect(await catalogue.get(row.id)).toEqual({
      id: row.id,
      name: 'Renamed by hand',
      name_ua: row.nameUa,
      group: null,
    });
  });

  it('finds a breed added since through the catalog’s second read', async () => {
    const catalogue = createBreedCatalogue(createBreedCatalog(database.db, () => now));
    await catalogue.get(1);
    const [added] = await database.db
      .insert(breeds)
      .values({ name: 'Added', nameUa: 'Додана', image: 'added.png', sort: 9999 })
      .returning();
    expect(await catalogue.get(added.id)).toEqual({ id: added.id, name: 'Added', name_ua: 'Додана', group: null });
  });
});
