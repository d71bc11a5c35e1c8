import { asc, eq } from 'drizzle-orm';
import type { BreedView } from '../../../contract/user';
import type { Database } from '../../db/client';
import { breeds } from '../../db/schema/index';

export function createBreedsRepository(db: Database) {
  return {
    async list(): Promise<BreedView[]> {
      const rows = await db.select().from(breeds).orderBy(asc(breeds.sort), asc(breeds.id));
      return rows.map((b) => ({ id: b.id, name: b.name, name_ua: b.nameUa, image: b.image }));
    },

    async exists(id: number): Promise<boolean> {
      const rows = await db.select({ id: breeds.id }).from(breeds).where(eq(breeds.id, id)).limit(1);
      return rows.length > 0;
    },
  };
}
export type BreedsRepository = ReturnType<typeof createBreedsRepository>;
