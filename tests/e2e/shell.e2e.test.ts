import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser } from '../api/support/users';
import { cookieOf, DIST_DIR, type E2E, startE2E } from './support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const DAY = 24 * 3600;
const MISSING = '/no-such-page';

/** Opens a path and waits until the app has rendered its layout. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('footer').waitFor();
}

const heading = (page: Page) => page.locator('main h1');
const htmlAttr = (page: Page, name: string) => page.locator('html').getAttribute(name);
const languageButton = (page: Page, label: 'EN' | 'UA') => page.locator('footer fieldset button', { hasText: label });
const banner = (page: Page) => page.getByTestId('cookie-banner');
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Seconds from now until a cookie expires. */
async function lifetimeOf(context: BrowserContext, name: string): Promise<number> {
  const cookie = await cookieOf(context, name);
  if (!cookie) throw new Error(`no ${name} cookie`);
  return cookie.expires - Date.now() / 1000;
}

describe('language', () => {
  it('switching to Ukrainian prepends /ua and translates the page; English removes the prefix', async () => {
    const { page, context, errors } = await e2e.newPage();
    await open(page, `${MISSING}?from=test`);
    expect(await heading(page).textContent()).toBe('Page not found');
    expect(await htmlAttr(page, 'lang')).toBe('en');

    await languageButton(page, 'UA').click();
    await expect.poll(() => pathOf(page)).toBe(`/ua${MISSING}`);
    expect(new URL(page.url()).search).toBe('?from=test');
    await expect.poll(() => heading(page).textContent()).toBe('Сторінку не знайдено');
    expect(await htmlAttr(page, 'lang')).toBe('uk');
    expect(await page.locator('footer').getByRole('link', { name: 'Умови використання' }).getAttribute('href')).toBe(
      '/ua/terms-and-conditions',
    );
    expect((await cookieOf(context, 'language'))?.value).toBe('ua');

    await languageButton(page, 'EN').click();
    await expect.poll(() => pathOf(page)).toBe(MISSING);
    await expect.poll(() => heading(page).textContent()).toBe('Page not found');
    expect(await htmlAttr(page, 'lang')).toBe('en');
    expect(await page.locator('footer').getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe(
      '/terms-and-conditions',
    );
    expect((await cookieOf(context, 'language'))?.value).toBe('en');
    expect(errors).toEqual([]);
  });

  it('keeps the language cookie for a year, and brings a returning Ukrainian visitor to /ua', async () => {
    const { page, context } = await e2e.newPage();
    await open(page, `/ua${MISSING}`);
    await expect.poll(() => heading(page).textContent()).toBe('Сторінку не знайдено');
    expect(await lifetimeOf(context, 'language')).toBeGreaterThan(364 * DAY);

    await open(page, MISSING);
    await expect.poll(() => pathOf(page)).toBe(`/ua${MISSING}`);
    expect(await heading(page).textContent()).toBe('Сторінку не знайдено');
  });
});

describe('theme', () => {
  it('is dark by default and the toggle persists across a reload', async () => {
    const { page, context } = await e2e.newPage();
    await open(page, MISSING);
    expect(await htmlAttr(page, 'data-theme')).toBe('dark');
    const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await page.getByRole('button', { name: 'Light theme' }).click();
    await expect.poll(() => htmlAttr(page, 'data-theme')).toBe('light');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(darkBackground);
    expect((await cookieOf(context, 'theme'))?.value).toBe('light');

    await page.reload();
    await page.locator('footer').waitFor();
    expect(await htmlAttr(page, 'data-theme')).toBe('light');
    expect(await page.getByRole('button', { name: 'Dark theme' }).count()).toBe(1);
  });
});

describe('landing pictures', () => {
  it('shows pets on a call under the log-in form: drawn at build, served as SVG, loaded once scrolled to', async () => {
    const { page, errors } = await e2e.newPage();
    await page.goto('/login');
    const pictures = page.getByTestId('landing-pets').getByRole('img');
    await pictures.first().waitFor({ state: 'attached' });
    expect(await pictures.count()).toBe(3);
    await pictures.last().scrollIntoViewIfNeeded();
    // Each picture decodes at the size the page reserved for it.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[data-testid="landing-pets"] img')].every(
        (img) => img.complete && img.naturalWidth === 320 && img.naturalHeight === 240,
      ),
    );
    const answer = await page.request.get('/landing/dog-call.svg');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('image/svg+xml');
    expect(errors).toEqual([]);
  });
});

describe('cookie banner', () => {
  it('shows until accepted; closing it hides it only until the next navigation', async () => {
    const { page, context } = await e2e.newPage();
    await open(page, MISSING);
    await banner(page).waitFor();

    await page.getByRole('button', { name: 'Close the cookie notice' }).click();
    await banner(page).waitFor({ state: 'detached' });
    // A client-side navigation: the 404 page's home link (/ sends a guest on to /login).
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    await banner(page).waitFor();

    await page.getByRole('button', { name: 'Accept cookies' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await lifetimeOf(context, 'cookieConsent')).toBeGreaterThan(31_536_000 - 60);
    await open(page, MISSING);
    expect(await banner(page).count()).toBe(0);
  });

  it('never shows in the mobile app: ?device=app stores the device cookie for a month', async () => {
    const { page, context } = await e2e.newPage();
    await open(page, `${MISSING}?device=app`);
    expect(await banner(page).count()).toBe(0);
    expect((await cookieOf(context, 'device'))?.value).toBe('app');
    const lifetime = await lifetimeOf(context, 'device');
    expect(lifetime).toBeGreaterThan(29 * DAY);
    expect(lifetime).toBeLessThanOrEqual(31 * DAY);

    await open(page, MISSING);
    expect(await banner(page).count()).toBe(0);
  });
});

describe('offline', () => {
  it('covers the page with ERR_INTERNET_DISCONNECTED while offline and gives it back online', async () => {
    const { page, context } = await e2e.newPage();
    await open(page, MISSING);
    await context.setOffline(true);
    const screen = page.getByTestId('offline-screen');
    await screen.waitFor();
    expect(await screen.textContent()).toContain('ERR_INTERNET_DISCONNECTED');
    expect(await page.locator('main').evaluate((main) => main.closest('[inert]') !== null)).toBe(true);

    await context.setOffline(false);
    await screen.waitFor({ state: 'detached' });
    expect(await heading(page).textContent()).toBe('Page not found');
    expect(await page.locator('main').evaluate((main) => main.closest('[inert]') !== null)).toBe(false);
  });
});

describe('routes and guards', () => {
  it('shows a translated 404 page with a link home for unknown paths', async () => {
    const { page } = await e2e.newPage();
    await open(page, '/ua/definitely/not/here');
    await expect.poll(() => heading(page).textContent()).toBe('Сторінку не знайдено');
    expect(await page.getByTestId('not-found').getByRole('link').getAttribute('href')).toBe('/ua');
    const response = await page.request.get('/ua/definitely/not/here');
    expect(response.headers()['content-type']).toContain('text/html');
  });

  it('sends a guest from a signed-in page to /login, keeping the language prefix', async () => {
    const { page } = await e2e.newPage();
    await open(page, '/');
    await expect.poll(() => pathOf(page)).toBe('/login');
    await open(page, '/ua');
    await expect.poll(() => pathOf(page)).toBe('/ua/login');
  });

  it('shows the home page to a verified user and the verification screen to an unverified one', async () => {
    const verified = await seedUser(e2e.ctx, { name: 'Olena' });
    const { page } = await e2e.newPage();
    await page.addInitScript((token) => localStorage.setItem('token', token), verified.token);
    await open(page, '/');
    await expect.poll(() => heading(page).textContent()).toBe('Start a chat');
    expect(pathOf(page)).toBe('/');
    expect(await page.getByText('Hi, Olena!').count()).toBe(1);

    const unverified = await seedUser(e2e.ctx, { verified: false });
    const second = await e2e.newPage();
    await second.page.addInitScript((token) => localStorage.setItem('token', token), unverified.token);
    await open(second.page, '/ua');
    await expect.poll(() => heading(second.page).textContent()).toBe('Будь ласка, підтвердіть свою електронну пошту');
    expect(pathOf(second.page)).toBe('/ua');
  });

  it('logging out from the account menu leaves the signed-in page for /login', async () => {
    const user = await seedUser(e2e.ctx, { name: 'Taras' });
    const { page } = await e2e.newPage();
    await page.addInitScript((token) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('token', token);
        sessionStorage.setItem('seeded', '1');
      }
    }, user.token);
    await open(page, '/');
    await expect.poll(() => heading(page).textContent()).toBe('Start a chat');

    await page.getByRole('button', { name: 'Account menu of Taras' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

describe('no source on the public server (issue 28 item 4)', () => {
  it('the built scripts link no source map, and the maps the build kept answer 404', async () => {
    const html = await (await fetch(`${e2e.baseUrl}/`)).text();
    const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
    expect(scripts.length).toBeGreaterThan(0);
    // The service worker is built on its own, with its own map.
    for (const script of [...scripts, '/sw.js']) {
      const body = await (await fetch(`${e2e.baseUrl}${script}`)).text();
      expect([script, body.includes('sourceMappingURL')]).toEqual([script, false]);
      // Hidden maps are still written (npm run bench reads them) but never served.
      expect([script, existsSync(path.join(DIST_DIR, `${script}.map`))]).toEqual([script, true]);
      expect([script, (await fetch(`${e2e.baseUrl}${script}.map`)).status]).toEqual([script, 404]);
    }
  });
});
