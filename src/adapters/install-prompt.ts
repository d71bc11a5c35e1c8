import type {
  InstallOutcome,
  InstallPromptDeps,
  InstallPromptInput,
  InstallSignal,
} from '../../machines/install-prompt/install-prompt.types';

/** Chromium's `beforeinstallprompt` event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: InstallOutcome }>;
}

/** iOS Safari, and whether the page runs as the installed app; read once at start. */
export function readInstallEnvironment(
  nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> & { standalone?: boolean } = navigator,
  matchMedia: (query: string) => { matches: boolean } = (q) => window.matchMedia?.(q) ?? { matches: false },
): InstallPromptInput {
  const ua = nav.userAgent;
  // iPadOS reports itself as a Mac; only the touch screen tells them apart.
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && nav.maxTouchPoints > 1);
  // Chrome, Firefox and Edge on iOS say so (CriOS, FxiOS, EdgiOS); since iOS 16.4 they can add to
  // the Home Screen too, but the words in their menus differ, so the hint is Safari's only.
  const safari = ios && /Safari\//.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
  return {
    iosSafari: safari,
    standalone: nav.standalone === true || matchMedia('(display-mode: standalone)').matches,
  };
}

/**
 * The browser's install signals, and its install dialog. The `beforeinstallprompt` event is kept
 * (and its mini-infobar suppressed: the profile menu offers installing instead) until used.
 */
export function browserInstallPrompt(target: Window = window): InstallPromptDeps {
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
