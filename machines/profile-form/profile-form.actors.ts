import { fromPromise } from 'xstate';
import type { UserView } from '../../contract/user';
import type { ProfileFormDeps, ProfileValues } from './profile-form.types';

/** Real effects for `profileFormMachine.provide(...)`. */
export function createProfileFormImplementations(deps: ProfileFormDeps) {
  return {
    actors: {
      saveProfile: fromPromise<UserView, ProfileValues>(({ input, signal }) => deps.saveProfile(input, signal)),
    },
  };
}
