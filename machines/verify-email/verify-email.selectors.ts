import type { SnapshotFrom } from 'xstate';
import type { verifyEmailMachine } from './verify-email.machine';

export type VerifyEmailSnapshot = SnapshotFrom<typeof verifyEmailMachine>;

export const selectVerifyEmailView = (s: VerifyEmailSnapshot) => ({
  busy: s.hasTag('busy'),
  codeError: s.context.codeError,
  formError: s.context.formError,
  fieldErrors: s.context.fieldErrors,
});
