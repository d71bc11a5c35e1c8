import type { SnapshotFrom } from 'xstate';
import type { forgotPasswordMachine } from './forgot-password.machine';

export type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;

export const selectForgotPasswordView = (s: ForgotPasswordSnapshot) => ({
  busy: s.hasTag('busy'),
  sent: s.hasTag('sent'),
  fieldErrors: s.context.fieldErrors,
});
