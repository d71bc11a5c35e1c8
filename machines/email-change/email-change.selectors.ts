import type { SnapshotFrom } from 'xstate';
import type { FieldErrors, FormProblem } from '../shared/form-failure';
import type { emailChangeMachine } from './email-change.machine';

export type EmailChangeSnapshot = SnapshotFrom<typeof emailChangeMachine>;

export interface EmailChangeViewModel {
  currentEmail: string;
  newEmail: string;
  /** "Change your email to …?" popup. */
  confirmOpen: boolean;
  /** The popup asking for the code mailed to the new address. */
  codeOpen: boolean;
  /** The popup saying the new address is confirmed. */
  doneOpen: boolean;
  busy: boolean;
  /** The repeat-email error (2 s). */
  repeatEmail: boolean;
  /** A problem of the address form (requesting the code). */
  emailProblem: FormProblem | null;
  /** A problem of the code popup. */
  codeProblem: FormProblem | null;
  fieldErrors: FieldErrors;
}

export function selectEmailChange(s: EmailChangeSnapshot): EmailChangeViewModel {
  return {
    currentEmail: s.context.currentEmail,
    newEmail: s.context.newEmail,
    confirmOpen: s.hasTag('confirmOpen'),
    codeOpen: s.hasTag('codeOpen'),
    doneOpen: s.hasTag('doneOpen'),
    busy: s.hasTag('busy'),
    repeatEmail: s.matches('repeatEmailError'),
    emailProblem: s.matches('failed') ? s.context.problem : null,
    codeProblem: s.hasTag('codeOpen') ? s.context.problem : null,
    fieldErrors: s.context.fieldErrors,
  };
}
