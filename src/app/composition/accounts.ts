import { createLoginImplementations } from '../../../machines/login/login.actors';
import { loginMachine } from '../../../machines/login/login.machine';
import { login } from '../../adapters/accounts-api';
import { defineScreen } from './screen';

/** Accounts screens with the browser's effects (imported by their lazy route chunks only). */
export const loginScreen = defineScreen('login', loginMachine.provide(createLoginImplementations({ login })));
