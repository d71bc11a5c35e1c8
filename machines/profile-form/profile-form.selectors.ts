import type { SnapshotFrom } from 'xstate';
import type { FieldErrors, FormProblem } from '../shared/form-failure';
import type { profileFormMachine } from './profile-form.machine';

export type ProfileFormSnapshot = SnapshotFrom<typeof profileFormMachine>;

export interface ProfileFormViewModel {
  saving: boolean;
  /** The success message is on screen (5 s). */
  saved: boolean;
  problem: FormProblem | null;
  fieldErrors: FieldErrors;
}

export function selectProfileForm(s: ProfileFormSnapshot): ProfileFormViewModel {
  return {
    saving: s.hasTag('busy'),
    saved: s.matches('saved'),
    problem: s.matches('failed') ? s.context.problem : null,
    fieldErrors: s.context.fieldErrors,
  };
}
