import { asc, eq } from 'drizzle-orm';
import type { BreedView } from '../../../contract/user';
import type { Database } from '../../db/client';
import { breedGroups, breeds } from '../../db/schema/index';

export function createBreedsRepository(db: Database) {
  return {
    /** Every breed with its group (null without one), in the menu's order. */
    async list(): Promise<BreedView[]> {
      const rows = await db
        .select({ breed: breeds, group: breedGroups })
        .from(breeds)
        .leftJoin(breedGroups, eq(breedGroups.key, breeds.groupKey))
        .orderBy(asc(breeds.sort), asc(breeds.id));
      return rows.map(({ breed: b, group: g }) => ({
        id: b.id,
        name: b.name,
        name_ua: b.nameUa,
        image: b.image,
        group: g ? { id: g.key, name: g.name, name_ua: g.nameUa } : null,
      }));
    },

    async exists(id: number): Promise<boolean> {
      const rows = await db.select({ id: breeds.id }).from(breeds).where(eq(breeds.id, id)).limit(1);
      return rows.length > 0;
    },
  };
}
export type BreedsRepository = ReturnType<typeof createBreedsRepository>;
