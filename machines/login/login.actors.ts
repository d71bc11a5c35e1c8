import { fromPromise } from 'xstate';
import type { LoginInput } from '../../contract/auth';
import type { LoginResponse } from '../../contract/user';
import type { LoginDeps } from './login.types';

export function createLoginImplementations(deps: LoginDeps) {
  return {
    actors: {
      login: fromPromise<LoginResponse, LoginInput>(({ input, signal }) => deps.login(input, signal)),
    },
  };
}
