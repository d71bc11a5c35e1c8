import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SeededUser, seedUser } from '../api/support/users';
import { type AxeFinding, axeViolations, describeFindings } from './support/axe';
import { type E2E, startE2E } from './support/e2e';

/**
 * axe-core (WCAG 2.1 A and AA) on every route of the built app, for guests and signed-in users,
 * in both themes and both languages: any serious or critical violation fails, listed with its
 * rule, the elements and axe's summary (contrast ratios included). Each popup of /popups is
 * scanned open, since a dialog's content is not in the page until it opens.
 */

const MODERATOR_EMAIL = 'axe.moderator@petchat.test';

const GUEST_PAGES = [
  '/login',
  '/signup',
  '/forgot-password',
  '/password-reset?token=sample-token',
  '/terms-and-conditions',
  '/privacy-policy',
  '/rules-of-use',
  '/offerta',
  '/no-such-page',
];
const SIGNED_IN_PAGES = [
  '/',
  '/friends',
  '/users-list',
  '/profile',
  '/subscription',
  '/videos',
  '/signup-photo',
  '/moderation',
  '/popups',
];

const THEMES = ['dark', 'light'] as const;
const LANGUAGES = ['en', 'ua'] as const;
type Theme = (typeof THEMES)[number];
type Language = (typeof LANGUAGES)[number];

let e2e: E2E;
let member: SeededUser;
let unverified: SeededUser;
beforeAll(async () => {
  e2e = await startE2E({ moderatorEmails: [MODERATOR_EMAIL] });
  // One moderator stands for every signed-in page (it sees /moderation too); one unverified user for /verify.
  member = await seedUser(e2e.ctx, { email: MODERATOR_EMAIL });
  unverified = await seedUser(e2e.ctx, { verified: false });
});
afterAll(async () => {
  await e2e?.close();
});

/** A browser context in a theme (its cookie), signed in with `token` when given. */
async function contextFor(theme: Theme, token?: string): Promise<{ page: Page; context: BrowserContext }> {
  // The app's CSP (script-src 'self') rightly refuses the injected axe script; only this test context bypasses it.
  const { page, context } = await e2e.newPage({ bypassCSP: true });
  const { hostname } = new URL(e2e.baseUrl);
  // Consent given, so the banner is scanned once (guest /login) and does not cover every other page.
  await context.addCookies([
    { name: 'theme', value: theme, domain: hostname, path: '/' },
    { name: 'cookieConsent', value: '1', domain: hostname, path: '/' },
  ]);
  if (token)
    await page.addInitScript((value) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', value);
    }, token);
  return { page, context };
}

const localized = (path: string, language: Language) => (language === 'ua' ? `/ua${path === '/' ? '' : path}` : path);

/** Opens a page and waits until it has rendered its content: the footer, no loader, a heading. */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('footer').waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-testid="page-spinner"]') &&
      document.querySelector('main h1, main h2, [role="dialog"]') !== null,
    null,
    { timeout: 30_000 },
  );
}

/** The theme and language the page really shows, so a scan is never silently of the wrong variant. */
async function expectVariant(page: Page, theme: Theme, language: Language): Promise<void> {
  expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
  expect(await page.locator('html').getAttribute('lang')).toBe(language === 'ua' ? 'uk' : 'en');
}

async function scanPages(page: Page, paths: string[], theme: Theme, language: Language): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    const url = localized(path, language);
    await openPage(page, url);
    await expectVariant(page, theme, language);
    problems.push(...describeFindings(`${url} (${theme})`, await axeViolations(page)));
  }
  return problems;
}

for (const theme of THEMES) {
  for (const language of LANGUAGES) {
    describe(`axe, ${theme} theme, ${language}`, () => {
      it('guest pages have no serious or critical violation', async () => {
        const { page, context } = await contextFor(theme);
        await context.clearCookies({ name: 'cookieConsent' });
        const problems = await scanPages(page, GUEST_PAGES.slice(0, 1), theme, language);
        await page.getByTestId('cookie-banner').waitFor();
        problems.push(...(await scanPagesAfterConsent(context, page, theme, language)));
        expect(problems, problems.join('\n')).toEqual([]);
      });

      it('signed-in pages have no serious or critical violation', async () => {
        const { page } = await contextFor(theme, member.token);
        const problems = await scanPages(page, SIGNED_IN_PAGES, theme, language);
        expect(problems, problems.join('\n')).toEqual([]);
      });

      it('the verification screen of an unverified user has no serious or critical violation', async () => {
        const { page } = await contextFor(theme, unverified.token);
        const problems = await scanPages(page, ['/verify'], theme, language);
        expect(problems, problems.join('\n')).toEqual([]);
      });

      it('every popup of /popups, open, has no serious or critical violation', async () => {
        const { page } = await contextFor(theme, member.token);
        await openPage(page, localized('/popups', language));
        const buttons = page.locator('[data-testid^="popup-"]');
        const count = await buttons.count();
        expect(count).toBeGreaterThan(10);
        const problems: string[] = [];
        for (let i = 0; i < count; i += 1) {
          const button = buttons.nth(i);
          const id = await button.getAttribute('data-testid');
          await button.click();
          const dialog = page.getByRole('dialog');
          await dialog.waitFor();
          const findings: AxeFinding[] = await axeViolations(page, dialog);
          problems.push(...describeFindings(`/popups ${id} (${theme}, ${language})`, findings));
          await page.keyboard.press('Escape');
          await dialog.waitFor({ state: 'detached' });
        }
        expect(problems, problems.join('\n')).toEqual([]);
      });
    });
  }
}

/** The rest of the guest pages, with the consent given (the banner was scanned on /login). */
async function scanPagesAfterConsent(context: BrowserContext, page: Page, theme: Theme, language: Language) {
  const { hostname } = new URL(e2e.baseUrl);
  await context.addCookies([{ name: 'cookieConsent', value: '1', domain: hostname, path: '/' }]);
  return scanPages(page, GUEST_PAGES.slice(1), theme, language);
}
