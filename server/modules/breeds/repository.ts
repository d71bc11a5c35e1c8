import { asc, eq } from 'drizzle-orm';
import type { BreedView } from '../../../contract/user';
import type { Database } from '../../db/client';
import { breeds } from '../../db/schema/index';

export async function listBreeds(db: Database): Promise<BreedView[]> {
  const rows = await db.select().from(breeds).orderBy(asc(breeds.sort), asc(breeds.id));
  return rows.map((b) => ({ id: b.id, name: b.name, name_ua: b.nameUa, image: b.image }));
}

export async function breedExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: breeds.id }).from(breeds).where(eq(breeds.id, id)).limit(1);
  return rows.length > 0;
}
