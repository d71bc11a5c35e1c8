import { fromPromise } from 'xstate';
import type { ChooseBreedResponse } from '../../contract/profile';
import type { BreedView } from '../../contract/user';
import type { BreedPickerDeps } from './breed-picker.types';

/** Real effects for `breedPickerMachine.provide(...)`. */
export function createBreedPickerImplementations(deps: BreedPickerDeps) {
  return {
    actors: {
      loadBreeds: fromPromise<BreedView[]>(({ signal }) => deps.loadBreeds(signal)),
      chooseBreed: fromPromise<ChooseBreedResponse, { breedId: number }>(({ input, signal }) =>
        deps.chooseBreed(input.breedId, signal),
      ),
    },
    actions: {
      persistBreed: (_: unknown, { breedId }: { breedId: number }) => deps.persistBreed(breedId),
      openChat: (_: unknown, { breedId }: { breedId: number }) => deps.openChat(breedId),
    },
  };
}
