import type { SnapshotFrom } from 'xstate';
import type { ConfirmDialogViewModel } from '../photo-deletion/photo-deletion.selectors';
import type { accountDeletionMachine } from './account-deletion.machine';

export type AccountDeletionSnapshot = SnapshotFrom<typeof accountDeletionMachine>;

export function selectAccountDeletion(s: AccountDeletionSnapshot): ConfirmDialogViewModel {
  return { open: s.hasTag('open'), busy: s.hasTag('busy'), done: s.matches('deleted'), failed: s.matches('failed') };
}
