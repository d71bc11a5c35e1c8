import type { SnapshotFrom } from 'xstate';
import type { birthDateMachine } from './birth-date.machine';

export type BirthDateSnapshot = SnapshotFrom<typeof birthDateMachine>;

export interface BirthDateView {
  busy: boolean;
  /** The server's message (English) for the last attempt; '' when it gave none. */
  error: string | null;
}

export const selectBirthDate = (s: BirthDateSnapshot): BirthDateView => ({
  busy: s.hasTag('busy'),
  error: s.context.error,
});
