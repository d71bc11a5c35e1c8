import { fromPromise } from 'xstate';
import type { CardFormInput, CardSummary } from '../../contract/subscription';
import type { CardChangeDeps } from './card-change.types';

/** Real effects for `cardChangeMachine.provide(...)`. */
export function createCardChangeImplementations(deps: CardChangeDeps) {
  return {
    actors: {
      changeCard: fromPromise<CardSummary, CardFormInput>(({ input, signal }) => deps.changeCard(input, signal)),
    },
  };
}
