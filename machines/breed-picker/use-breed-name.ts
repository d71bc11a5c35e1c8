import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Language } from '../preferences/preferences.types';
import type { breedPickerMachine } from './breed-picker.machine';
import { selectBreedGroupName, selectBreedName } from './breed-picker.selectors';

/**
 * The name of breed `breedId` in `language`, from the app's shared breed list (the root's
 * `breedPicker`; whoever shows a breed asks it to load the list with `breeds.load`, as the home
 * route's loader does). Null for no breed, or while the list does not have it.
 */
export function useBreedName(
  breedPicker: ActorRefFrom<typeof breedPickerMachine>,
  breedId: number | null,
  language: Language,
): string | null {
  const selector = useMemo(() => selectBreedName(breedId, language), [breedId, language]);
  return useSelector(breedPicker, selector);
}

/** The name of breed `breedId`'s group in `language` (issue 29), from the same shared list; or null. */
export function useBreedGroupName(
  breedPicker: ActorRefFrom<typeof breedPickerMachine>,
  breedId: number | null,
  language: Language,
): string | null {
  const selector = useMemo(() => selectBreedGroupName(breedId, language), [breedId, language]);
  return useSelector(breedPicker, selector);
}
