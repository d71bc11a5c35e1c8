import type { SnapshotFrom } from 'xstate';
import type { appealMachine } from './appeal.machine';

export type AppealSnapshot = SnapshotFrom<typeof appealMachine>;

/** What the appeal page renders. */
export const selectAppealView = (s: AppealSnapshot) => ({
  busy: s.hasTag('busy'),
  sent: s.hasTag('sent'),
  fieldErrors: s.context.fieldErrors,
  refusal: s.context.refusal,
});
export type AppealViewModel = ReturnType<typeof selectAppealView>;
