import type { BreedCatalog } from './catalog';

/** What a widened search needs of a breed: its group key and the name its partner is shown. */
export interface CatalogueBreed {
  id: number;
  name: string;
  name_ua: string;
  /** The breed's group key, or null for a breed outside every group. */
  group: string | null;
}

export interface BreedCatalogue {
  /** The breed, or undefined when no such breed exists. */
  get(breedId: number): Promise<CatalogueBreed | undefined>;
}

/**
 * The breed → group map of widened searches and widened pool figures (issue 29): a view over the
 * breed catalog (`./catalog.ts`), so the table is read once per database for `/breeds`, the user
 * objects and the widening alike, and follows the catalog's snapshot (its TTL, and its second read
 * for a breed added since). Only widened searches ask it, so the plain search path keeps its
 * single `exists` check.
 */
export function createBreedCatalogue(catalog: Pick<BreedCatalog, 'byId'>): BreedCatalogue {
  return {
    async get(breedId) {
      const row = await catalog.byId(breedId);
      return row ? { id: row.id, name: row.name, name_ua: row.nameUa, group: row.groupKey } : undefined;
    },
  };
}
