import type { SnapshotFrom } from 'xstate';
import type { resetPasswordMachine } from './reset-password.machine';

export type ResetPasswordSnapshot = SnapshotFrom<typeof resetPasswordMachine>;

export const selectResetPasswordView = (s: ResetPasswordSnapshot) => ({
  busy: s.hasTag('busy'),
  fieldErrors: s.context.fieldErrors,
});
