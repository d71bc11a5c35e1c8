import type { SnapshotFrom } from 'xstate';
import type { installPromptMachine } from './install-prompt.machine';

export type InstallPromptSnapshot = SnapshotFrom<typeof installPromptMachine>;

/** The menu's entry: the browser's install dialog, the iOS explanation, or none. */
export type InstallEntry = 'install' | 'iosHint' | null;

export const selectInstallEntry = (s: InstallPromptSnapshot): InstallEntry =>
  s.hasTag('offerInstall') ? 'install' : s.hasTag('offerIosHint') ? 'iosHint' : null;

export const selectInstallView = (s: InstallPromptSnapshot) => ({
  entry: selectInstallEntry(s),
  iosHelpOpen: s.hasTag('iosHelpOpen'),
});
