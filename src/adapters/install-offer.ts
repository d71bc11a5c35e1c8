/**
 * The browser's install offer (`beforeinstallprompt`), caught from the first moment of the page.
 * The install entry's code (install-prompt.ts) loads only once a user signs in, and Chromium
 * makes its offer once per page, often before that: a guest who signs in on /login would never
 * hear it. The catcher keeps the offer (and suppresses the mini-infobar, as the entry does) until
 * the entry takes it over.
 */
let kept: Event | null = null;
let release: (() => void) | null = null;

export function catchInstallOffer(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): void {
  if (release) return;
  const offered = (event: Event) => {
    event.preventDefault();
    kept = event;
  };
  const installed = () => {
    kept = null;
  };
  target.addEventListener('beforeinstallprompt', offered);
  target.addEventListener('appinstalled', installed);
  release = () => {
    target.removeEventListener('beforeinstallprompt', offered);
    target.removeEventListener('appinstalled', installed);
  };
}

/** The offer made before the entry listened, if any; from now on the entry listens itself. */
export function takeInstallOffer(): Event | null {
  release?.();
  release = null;
  const offer = kept;
  kept = null;
  return offer;
}
