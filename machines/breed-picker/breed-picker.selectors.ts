import type { SnapshotFrom } from 'xstate';
import type { BreedView } from '../../contract/user';
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
