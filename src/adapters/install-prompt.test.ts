import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchInstallOffer, takeInstallOffer } from './install-offer';
import { browserInstallPrompt } from './install-prompt';

/** A `beforeinstallprompt` event as Chromium makes it: it can prompt, and says what the user chose. */
function installOffer() {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => {});
  return Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome: 'accepted' as const }) });
}

afterEach(() => {
  takeInstallOffer();
});

describe('the browser install offer', () => {
  it('keeps an offer made before the install entry loaded, and hands it over when the entry listens', async () => {
    const page = new EventTarget() as unknown as Window;
    catchInstallOffer(page);
    const offer = installOffer();
    page.dispatchEvent(offer);
    // The mini-infobar is suppressed from the start: the profile menu offers installing.
    expect(offer.defaultPrevented).toBe(true);

    const signals: string[] = [];
    const entry = browserInstallPrompt(page);
    entry.subscribe((signal) => signals.push(signal));
    expect(signals).toEqual(['available']);
    expect(await entry.prompt()).toBe('accepted');
    expect(offer.prompt).toHaveBeenCalledTimes(1);
  });

  it('lets the entry alone hear later offers, and forgets an offer once the app is installed', () => {
    const page = new EventTarget() as unknown as Window;
    catchInstallOffer(page);
    page.dispatchEvent(installOffer());
    page.dispatchEvent(new Event('appinstalled'));

    const signals: string[] = [];
    browserInstallPrompt(page).subscribe((signal) => signals.push(signal));
    expect(signals).toEqual([]);
    // The catcher let go: the next offer reaches the entry once, and nothing keeps it twice.
    page.dispatchEvent(installOffer());
    expect(signals).toEqual(['available']);
    expect(takeInstallOffer()).toBeNull();
  });
});
