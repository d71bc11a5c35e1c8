import type { SnapshotFrom } from 'xstate';
import type { createConfirmMachine } from './create-confirm-machine';

export type ConfirmSnapshot = SnapshotFrom<ReturnType<typeof createConfirmMachine>>;

/** What every confirm popup view renders. */
export interface ConfirmDialogViewModel {
  open: boolean;
  busy: boolean;
  /** The success message is on screen. */
  done: boolean;
  failed: boolean;
}

export function selectConfirmDialog(s: ConfirmSnapshot): ConfirmDialogViewModel {
  return {
    open: s.hasTag('open'),
    busy: s.hasTag('busy'),
    done: s.matches('done'),
    failed: s.matches('failed'),
  };
}
