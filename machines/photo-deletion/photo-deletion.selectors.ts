import type { SnapshotFrom } from 'xstate';
import type { photoDeletionMachine } from './photo-deletion.machine';

export type PhotoDeletionSnapshot = SnapshotFrom<typeof photoDeletionMachine>;

export interface ConfirmDialogViewModel {
  open: boolean;
  busy: boolean;
  /** The success message is on screen. */
  done: boolean;
  failed: boolean;
}

export function selectPhotoDeletion(s: PhotoDeletionSnapshot): ConfirmDialogViewModel {
  return { open: s.hasTag('open'), busy: s.hasTag('busy'), done: s.matches('deleted'), failed: s.matches('failed') };
}
