import { createAppealImplementations } from '../../../machines/appeal/appeal.actors';
import { appealMachine } from '../../../machines/appeal/appeal.machine';
import { appealApi } from '../../adapters/api/safety-api';
import { defineScreen } from './screen';

/** The banned user's appeal page (/appeal): POST /appeals with the token of the link. */
export const appealScreen = defineScreen(
  'appeal',
  appealMachine.provide(createAppealImplementations({ file: (body, signal) => appealApi.file(body, signal) })),
);
