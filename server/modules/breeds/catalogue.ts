import type { BreedView } from '../../../contract/user';
import type { BreedsRepository } from './repository';

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
 * The breeds and their groups, read once per process: they change only with a migration (a
 * restart; a miss reads them again). Only widened searches and widened pool figures read it, so the plain search path
 * keeps its single `exists` check and pays nothing for groups. A failed read is not kept.
 */
export function createBreedCatalogue(repo: Pick<BreedsRepository, 'list'>): BreedCatalogue {
  let loading: Promise<Map<number, CatalogueBreed>> | null = null;
  const load = () => {
    loading ??= repo.list().then(index);
    loading.catch(() => {
      loading = null;
    });
    return loading;
  };
  return {
    async get(breedId) {
      const known = (await load()).get(breedId);
      if (known) return known;
      // A breed added since the read (seed data of a test): read once more before saying none.
      loading = null;
      return (await load()).get(breedId);
    },
  };
}

function index(list: BreedView[]): Map<number, CatalogueBreed> {
  return new Map(
    list.map((b) => [b.id, { id: b.id, name: b.name, name_ua: b.name_ua, group: b.group?.id ?? null }] as const),
  );
}
