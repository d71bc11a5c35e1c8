/**
 * Install prompt: whether the profile menu offers "Install PetChat", and what it does.
 *
 * - Chromium (and Edge, Samsung Internet) fire `beforeinstallprompt` when the app may be installed;
 *   the adapter keeps that event, and the menu entry shows only after it (`available`). Choosing it
 *   shows the browser's own dialog once (`prompting`); the event cannot be used again, so after a
 *   dismissal the entry goes until the browser offers it anew.
 * - iOS Safari has no such event: "Add to Home Screen" in the share menu is the only way, so there
 *   (not when already running from the Home Screen) the entry opens a short explanation instead.
 * - Installed (`appinstalled`, or running as the installed app): no entry.
 */
export interface InstallPromptInput {
  /** Safari on iPhone or iPad. */
  iosSafari: boolean;
  /** Running as the installed app (`display-mode: standalone`, or iOS's `navigator.standalone`). */
  standalone: boolean;
}

/** What the browser says: it offers installing (`beforeinstallprompt`), or the app was installed. */
export type InstallSignal = 'available' | 'installed';

export type InstallPromptEvent =
  | { type: 'install.available' }
  | { type: 'install.installed' }
  /** The user chose the menu entry. */
  | { type: 'install.open' }
  /** The user closed the iOS explanation. */
  | { type: 'install.close' };

/** The user's answer in the browser's install dialog. */
export type InstallOutcome = 'accepted' | 'dismissed';

export interface InstallPromptDeps {
  /** Listens to the browser's install signals; returns the unsubscribe function. */
  subscribe(onSignal: (signal: InstallSignal) => void): () => void;
  /** Shows the browser's install dialog with the kept `beforeinstallprompt` event. */
  prompt(): Promise<InstallOutcome>;
}
