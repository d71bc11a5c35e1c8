import type { SnapshotFrom } from 'xstate';
import type { resendCodeMachine } from './resend-code.machine';

export type ResendCodeSnapshot = SnapshotFrom<typeof resendCodeMachine>;

export const selectResendView = (s: ResendCodeSnapshot) => ({
  canResend: s.hasTag('canResend'),
  sending: s.hasTag('busy'),
  secondsLeft: s.context.remaining,
  error: s.context.error,
});
