import type { SnapshotFrom } from 'xstate';
import type { BreedView } from '../../contract/user';
import type { Language } from '../preferences/preferences.types';
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
}

export function selectBreedMenu(s: BreedPickerSnapshot): BreedMenuViewModel {
  return {
    open: s.hasTag('menuOpen'),
    loading: s.matches({ list: 'loading' }),
    choosing: s.hasTag('choosing'),
    breeds: s.context.breeds,
    chosenBreedId: s.context.breedId,
    subscribed: s.context.subscribed,
    problem: s.context.problem,
  };
}

/** The shared breed list (spec §3 "breeds"): loading flag, list, error. */
export const selectBreeds = (s: BreedPickerSnapshot): BreedView[] => s.context.breeds;
export const selectBreedsLoading = (s: BreedPickerSnapshot): boolean => s.matches({ list: 'loading' });
export const selectBreedsFailed = (s: BreedPickerSnapshot): boolean => s.matches({ list: 'failed' });
/** The breed chosen for breed chat, or null for the general chat. */
export const selectChosenBreedId = (s: BreedPickerSnapshot): number | null => s.context.breedId;

/**
 * The name of breed `breedId` in `language` (spec §2: `name_ua` in Ukrainian, the English name when
 * it has none), e.g. for the breed chat's title; null for no breed, or while the list is not loaded
 * or lacks that breed.
 */
export const selectBreedName =
  (breedId: number | null, language: Language) =>
  (s: BreedPickerSnapshot): string | null => {
    if (breedId === null) return null;
    const breed = s.context.breeds.find((b) => b.id === breedId);
    if (!breed) return null;
    return language === 'ua' && breed.name_ua ? breed.name_ua : breed.name;
  };
