import { fromPromise } from 'xstate';
import type { UserView } from '../../contract/user';
import type { BirthDateDeps } from './birth-date.types';

/** Real effects for `birthDateMachine.provide(...)`. */
export function createBirthDateImplementations(deps: BirthDateDeps) {
  return {
    actors: {
      save: fromPromise<UserView, { value: string }>(({ input, signal }) => deps.save(input.value, signal)),
    },
  };
}
