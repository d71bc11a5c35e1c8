import type { BreedView } from '../../contract/user';

/** The menu's groups, in order. `yours` holds the user's own breed, above the rest. */
export type BreedGroupKey = 'yours' | 'birds' | 'dogs' | 'cats' | 'smallPets' | 'other';

export interface BreedGroup {
  key: BreedGroupKey;
  breeds: BreedView[];
}

/**
 * The breed list has no category field (GET /breeds: id, name, name_ua, image), so the groups are
 * a mapping from the seeded breeds' English names (server/db/migrations/0011_breeds_seed.sql);
 * a breed added later without a mapping lands in "other" rather than disappearing.
 */
const GROUP_OF_BREED: Readonly<Record<string, BreedGroupKey>> = {
  Budgerigar: 'birds',
  Cockatiel: 'birds',
  'African grey parrot': 'birds',
  Macaw: 'birds',
  Lovebird: 'birds',
  Cockatoo: 'birds',
  'Amazon parrot': 'birds',
  'Sun conure': 'birds',
  'Eclectus parrot': 'birds',
  'Eastern rosella': 'birds',
  'Monk parakeet': 'birds',
  'Indian ringneck parakeet': 'birds',
  Canary: 'birds',
  'Zebra finch': 'birds',
  'Labrador Retriever': 'dogs',
  'German Shepherd': 'dogs',
  'Golden Retriever': 'dogs',
  'French Bulldog': 'dogs',
  Beagle: 'dogs',
  'Yorkshire Terrier': 'dogs',
  Dachshund: 'dogs',
  'Siberian Husky': 'dogs',
  Chihuahua: 'dogs',
  'Pembroke Welsh Corgi': 'dogs',
  'Maine Coon': 'cats',
  'British Shorthair': 'cats',
  Persian: 'cats',
  Siamese: 'cats',
  Sphynx: 'cats',
  'Scottish Fold': 'cats',
  Ragdoll: 'cats',
  Bengal: 'cats',
  'Holland Lop rabbit': 'smallPets',
  'Syrian hamster': 'smallPets',
  'Guinea pig': 'smallPets',
};

const ORDER: readonly BreedGroupKey[] = ['yours', 'birds', 'dogs', 'cats', 'smallPets', 'other'];

export const groupOfBreed = (breed: Pick<BreedView, 'name'>): BreedGroupKey => GROUP_OF_BREED[breed.name] ?? 'other';

/** A breed matches when its English or Ukrainian name contains the query, ignoring case. */
function matches(breed: BreedView, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return true;
  return [breed.name, breed.name_ua].some((name) => name?.toLocaleLowerCase().includes(q));
}

/**
 * The menu's list: the breeds matching the search, the user's own breed first (its own group),
 * then by kind of pet in the server's order; empty groups are left out.
 */
export function groupBreeds(breeds: readonly BreedView[], query: string, ownBreedId: number | null): BreedGroup[] {
  const byGroup = new Map<BreedGroupKey, BreedView[]>();
  for (const breed of breeds) {
    if (!matches(breed, query)) continue;
    const key = breed.id === ownBreedId ? 'yours' : groupOfBreed(breed);
    byGroup.set(key, [...(byGroup.get(key) ?? []), breed]);
  }
  return ORDER.filter((key) => byGroup.has(key)).map((key) => ({ key, breeds: byGroup.get(key) ?? [] }));
}
