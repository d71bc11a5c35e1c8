import type { SnapshotFrom } from 'xstate';
import type { BreedView } from '../../contract/user';
import type { Language } from '../preferences/preferences.types';
import { type BreedGroup, groupBreeds } from './breed-groups';
import type { breedPickerMachine } from './breed-picker.machine';
import type { BreedsProblem } from './breed-picker.types';

export type BreedPickerSnapshot = SnapshotFrom<typeof breedPickerMachine>;

export interface BreedMenuViewModel {
  open: boolean;
  loading: boolean;
  choosing: boolean;
  breeds: BreedView[];
  chosenBreedId: number | null;
  subscribed: boolean;
  problem: BreedsProblem | null;
  /** The search box's text. */
  query: string;
  /** The breeds to show: matching the search, grouped, the user's own breed first. */
  groups: BreedGroup[];
}

/** The menu's view model; `ownBreedId` is the signed-in user's pet breed (listed first). */
export const selectBreedMenuFor =
  (ownBreedId: number | null) =>
  (s: BreedPickerSnapshot): BreedMenuViewModel => ({
    ...selectBreedMenu(s),
    groups: groupBreeds(s.context.breeds, s.context.query, ownBreedId),
  });

export function selectBreedMenu(s: BreedPickerSnapshot): BreedMenuViewModel {
  return {
    open: s.hasTag('menuOpen'),
    loading: s.matches({ list: 'loading' }),
    choosing: s.hasTag('choosing'),
    breeds: s.context.breeds,
    chosenBreedId: s.context.breedId,
    subscribed: s.context.subscribed,
    problem: s.context.problem,
    query: s.context.query,
    groups: groupBreeds(s.context.breeds, s.context.query, null),
  };
}

/** The shared breed list (spec §3 "breeds"): loading flag, list, error. */
export const selectBreeds = (s: BreedPickerSnapshot): BreedView[] => s.context.breeds;
export const selectBreedsLoading = (s: BreedPickerSnapshot): boolean => s.matches({ list: 'loading' });

/**
 * The name of breed `breedId` in `language` (spec §2: `name_ua` in Ukrainian, the English name when
 * it has none), e.g. for the breed chat's title; null for no breed, or while the list is not loaded
 * or lacks that breed.
 */
/**
 * The name of breed `breedId`'s group in `language` (issue 29: "Widen to all shepherds"); null
 * for no breed, a breed outside every group, or while the list is not loaded.
 */
export const selectBreedGroupName =
  (breedId: number | null, language: Language) =>
  (s: BreedPickerSnapshot): string | null => {
    if (breedId === null) return null;
    const group = s.context.breeds.find((b) => b.id === breedId)?.group;
    if (!group) return null;
    return language === 'ua' && group.name_ua ? group.name_ua : group.name;
  };

export const selectBreedName =
  (breedId: number | null, language: Language) =>
  (s: BreedPickerSnapshot): string | null => {
    if (breedId === null) return null;
    const breed = s.context.breeds.find((b) => b.id === breedId);
    if (!breed) return null;
    return language === 'ua' && breed.name_ua ? breed.name_ua : breed.name;
  };
