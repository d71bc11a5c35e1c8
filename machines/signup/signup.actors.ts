import { fromPromise } from 'xstate';
import type { LoginInput, SignupInput } from '../../contract/auth';
import type { BreedView, LoginResponse, UserResponse } from '../../contract/user';
import type { SignupDeps } from './signup.types';

export function createSignupImplementations(deps: SignupDeps) {
  return {
    actors: {
      fetchBreeds: fromPromise<BreedView[]>(({ signal }) => deps.fetchBreeds(signal)),
      register: fromPromise<UserResponse, SignupInput>(({ input, signal }) => deps.register(input, signal)),
      login: fromPromise<LoginResponse, LoginInput>(({ input, signal }) => deps.login(input, signal)),
    },
  };
}
