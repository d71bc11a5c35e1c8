import type { InstallPromptInput } from '../../machines/install-prompt/install-prompt.types';

// Apart from the install signals (install-prompt.ts): the root reads this at start, while the
// install entry's code loads only once a user signs in (machines/root, `deferred`).
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
