import type { SnapshotFrom } from 'xstate';
import type { FieldErrors } from '../shared/form-failure';
import type { cardChangeMachine } from './card-change.machine';
import type { CardChangeProblem } from './card-change.types';

export type CardChangeSnapshot = SnapshotFrom<typeof cardChangeMachine>;

export interface CardChangeViewModel {
  open: boolean;
  saving: boolean;
  problem: CardChangeProblem | null;
  fieldErrors: FieldErrors;
}

export function selectCardChange(s: CardChangeSnapshot): CardChangeViewModel {
  return {
    open: s.hasTag('open'),
    saving: s.hasTag('busy'),
    problem: s.matches('failed') ? s.context.problem : null,
    fieldErrors: s.context.fieldErrors,
  };
}
