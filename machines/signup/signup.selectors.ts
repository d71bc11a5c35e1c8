import type { SnapshotFrom } from 'xstate';
import type { signupMachine } from './signup.machine';

export type SignupSnapshot = SnapshotFrom<typeof signupMachine>;

/** What the sign-up view renders. */
export const selectSignupView = (s: SignupSnapshot) => ({
  busy: s.hasTag('busy'),
  /** The breed select is shown only once the breeds are loaded (spec §2). */
  breeds: s.matches({ breeds: 'loaded' }) ? s.context.breeds : null,
  breedsFailed: s.matches({ breeds: 'failed' }),
  registered: s.matches({ form: 'registered' }),
  formError: s.context.formError,
  fieldErrors: s.context.fieldErrors,
});
