import type { SnapshotFrom } from 'xstate';
import type { FieldErrors, FormProblem } from '../shared/form-failure';
import type { passwordChangeMachine } from './password-change.machine';

export type PasswordChangeSnapshot = SnapshotFrom<typeof passwordChangeMachine>;

export interface PasswordChangeViewModel {
  open: boolean;
  saving: boolean;
  saved: boolean;
  problem: FormProblem | null;
  fieldErrors: FieldErrors;
}

export function selectPasswordChange(s: PasswordChangeSnapshot): PasswordChangeViewModel {
  return {
    open: s.hasTag('open'),
    saving: s.hasTag('busy'),
    saved: s.matches('saved'),
    problem: s.matches('failed') ? s.context.problem : null,
    fieldErrors: s.context.fieldErrors,
  };
}
