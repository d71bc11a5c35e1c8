import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';

/** Debian's Firefox ESR (`apt-get install -y firefox-esr`), or `FIREFOX_PATH`. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** How long one WebDriver BiDi command may take before it fails (instead of hanging the test). */
const PROTOCOL_TIMEOUT = 60_000;
/** How long `browser.close()` may take before the process is killed. */
const CLOSE_TIMEOUT = 10_000;

/**
 * Firefox preferences for calls between headless browsers on one machine; puppeteer adds its
 * own automation defaults.
 */
export const FIREFOX_PREFS: Record<string, unknown> = {
  // A fake camera (a moving test pattern) and microphone (a tone), as Chromium's
  // --use-fake-device-for-media-stream.
  'media.navigator.streams.fake': true,
  // No permission prompt for getUserMedia (headless has nobody to click it).
  'media.navigator.permission.disabled': true,
  // Camera and microphone allowed for every site, as a user who clicked Allow (Chromium:
  // --use-fake-ui-for-media-stream). Skipping the prompt alone is not a grant: without one,
  // Firefox treats the page as having no camera permission and, for privacy, offers only its
  // default-route address, hidden behind a random `<uuid>.local` mDNS name (Chromium would have
  // to resolve it by multicast DNS), and ignores the loopback pref below. With the grant it
  // offers every interface by its IP address, as it would for a real caller who allowed the camera.
  'permissions.default.camera': 1,
  'permissions.default.microphone': 1,
  // Gather host candidates on 127.0.0.1 too (Firefox leaves loopback out by default), so that a
  // machine whose only interface is `lo` (a CI container) still has a candidate to connect over;
  // Chromium gets the same from --allow-loopback-in-peer-connection.
  'media.peerconnection.ice.loopback': true,
};

export interface Firefox {
  browser: Browser;
  /**
   * A fresh user context (own cookies and storage, like a Playwright browser context) with one
   * page; `errors` collects the page's uncaught exceptions.
   */
  newPage(): Promise<{ page: Page; context: BrowserContext; errors: string[] }>;
  /** Closes the browser (killing it when it does not close) and deletes its profile. */
  close(): Promise<void>;
}

/**
 * A headless Firefox ESR driven by puppeteer-core over WebDriver BiDi, with a fresh profile of
 * its own: every launch starts clean, and `close()` always removes the profile (also when the
 * launch itself fails).
 */
export async function launchFirefox(): Promise<Firefox> {
  if (!existsSync(FIREFOX_PATH))
    throw new Error(`Firefox is missing at ${FIREFOX_PATH}: apt-get install -y firefox-esr`);
  const profile = mkdtempSync(path.join(os.tmpdir(), 'petchat-firefox-'));
  const removeProfile = () => rmSync(profile, { recursive: true, force: true });
  let browser: Browser;
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      protocol: 'webDriverBiDi',
      headless: true,
      userDataDir: profile,
      extraPrefsFirefox: FIREFOX_PREFS,
      timeout: 60_000,
      protocolTimeout: PROTOCOL_TIMEOUT,
    });
  } catch (error) {
    removeProfile();
    throw error;
  }

  return {
    browser,
    async newPage() {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      // Playwright's default viewport, so both engines lay the app out alike (at Firefox's own
      // 800×600 the cookie banner covers the call controls).
      await page.setViewport({ width: 1280, height: 720 });
      page.setDefaultTimeout(30_000);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
      return { page, context, errors };
    },
    async close() {
      const child = browser.process();
      let timer: NodeJS.Timeout | undefined;
      const closed = await Promise.race([
        browser.close().then(
          () => true,
          () => false,
        ),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), CLOSE_TIMEOUT);
        }),
      ]);
      clearTimeout(timer);
      if (!closed && child && child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      removeProfile();
    },
  };
}
