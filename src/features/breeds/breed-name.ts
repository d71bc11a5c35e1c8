import type { BreedNames } from '../../../contract/friends';

/** Spec §2: breed names show `name_ua` when the language is Ukrainian. */
export function breedName(breed: BreedNames, locale: string): string {
  return locale === 'ua' && breed.name_ua ? breed.name_ua : breed.name;
}

/** The breed's name in the language, or null without a breed (friends lists, cards, notifications). */
export const breedNameOrNull = (breed: BreedNames | null, locale: string): string | null =>
  breed ? breedName(breed, locale) : null;
