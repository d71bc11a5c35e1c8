import { createLoginImplementations } from '../../../../machines/login/login.actors';
import { loginMachine } from '../../../../machines/login/login.machine';
import { login } from '../../../adapters/api/accounts-api';
import { defineScreen } from '../screen';

/** /login with the browser's effects (imported by its lazy route chunk only). */
export const loginScreen = defineScreen('login', loginMachine.provide(createLoginImplementations({ login })));
