import type { BreedView } from '../../../contract/user';

/** Spec §2: breed names show `name_ua` when the language is Ukrainian. */
export function breedName(breed: Pick<BreedView, 'name' | 'name_ua'>, locale: string): string {
  return locale === 'ua' && breed.name_ua ? breed.name_ua : breed.name;
}
