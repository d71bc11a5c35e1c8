import type {
  InstallOutcome,
  InstallPromptDeps,
  InstallSignal,
} from '../../machines/install-prompt/install-prompt.types';

import { takeInstallOffer } from './install-offer';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: InstallOutcome }>;
}

/**
 * The browser's install signals, and its install dialog. The `beforeinstallprompt` event is kept
 * (and its mini-infobar suppressed: the profile menu offers installing instead) until used.
 */
export function browserInstallPrompt(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  earlierOffer: () => Event | null = takeInstallOffer,
): InstallPromptDeps {
  let deferred: BeforeInstallPromptEvent | null = null;
  return {
    subscribe(onSignal: (signal: InstallSignal) => void) {
      const offered = (event: Event) => {
        event.preventDefault();
        deferred = event as BeforeInstallPromptEvent;
        onSignal('available');
      };
      const installed = () => {
        deferred = null;
        onSignal('installed');
      };
      target.addEventListener('beforeinstallprompt', offered);
      target.addEventListener('appinstalled', installed);
      // Made before this code loaded (install-offer.ts kept it).
      const earlier = earlierOffer();
      if (earlier) {
        deferred = earlier as BeforeInstallPromptEvent;
        onSignal('available');
      }
      return () => {
        target.removeEventListener('beforeinstallprompt', offered);
        target.removeEventListener('appinstalled', installed);
      };
    },
    async prompt() {
      const event = deferred;
      // The event can prompt once.
      deferred = null;
      if (!event) throw new Error('The browser offers no install prompt now');
      await event.prompt();
      return (await event.userChoice).outcome;
    },
  };
}
