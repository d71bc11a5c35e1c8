import { createSignupImplementations } from '../../../../machines/signup/signup.actors';
import { signupMachine } from '../../../../machines/signup/signup.machine';
import { login, register } from '../../../adapters/api/accounts-api';
import { fetchBreeds } from '../../../adapters/api/breeds-api';
import { defineScreen } from '../screen';

/** /signup with the browser's effects (imported by its lazy route chunk only). */
export const signupScreen = defineScreen(
  'signup',
  signupMachine.provide(createSignupImplementations({ fetchBreeds, register, login })),
);
