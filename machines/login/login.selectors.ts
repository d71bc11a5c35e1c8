import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './login.machine';

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** What the login view renders. */
export const selectLoginView = (s: LoginSnapshot) => ({
  busy: s.hasTag('busy'),
  formError: s.context.formError,
  fieldErrors: s.context.fieldErrors,
  closed: s.context.closed,
});
