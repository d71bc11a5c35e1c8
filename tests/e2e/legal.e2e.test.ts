import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const pathOf = (page: Page) => new URL(page.url()).pathname;
const panelHeading = (page: Page) => page.getByRole('tabpanel').locator('h2');
const selectedTab = (page: Page) => page.locator('[role="tab"][aria-selected="true"]');
/** The text of the focused element if it is the selected tab, else null. */
const focusedTab = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el?.getAttribute('role') === 'tab' && el.getAttribute('aria-selected') === 'true' ? el.textContent : null;
  });

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('tablist').waitFor();
}

describe('legal pages (public)', () => {
  it('shows each document to a guest under its own URL, switching tabs by click', async () => {
    const { page, errors } = await e2e.newPage();
    await open(page, '/terms-and-conditions');
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      'Terms and conditions',
      'Privacy policy',
      'Public offer',
      'Rules of use',
    ]);
    expect(await panelHeading(page).textContent()).toBe('Terms and conditions');

    await page.getByRole('tab', { name: 'Privacy policy' }).click();
    await expect.poll(() => pathOf(page)).toBe('/privacy-policy');
    await expect.poll(() => panelHeading(page).textContent()).toBe('Privacy policy');
    expect(await page.getByRole('tabpanel').textContent()).toContain('breed_id');
    expect(errors).toEqual([]);
  });

  it('moves between tabs with the arrow keys, each tab a URL, keeping focus on the tab', async () => {
    const { page, errors } = await e2e.newPage();
    await open(page, '/offerta');
    await selectedTab(page).focus();

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pathOf(page)).toBe('/rules-of-use');
    await expect.poll(() => panelHeading(page).textContent()).toBe('Rules of use');
    await expect.poll(() => focusedTab(page)).toBe('Rules of use');

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pathOf(page)).toBe('/terms-and-conditions');
    await expect.poll(() => focusedTab(page)).toBe('Terms and conditions');

    await page.keyboard.press('End');
    await expect.poll(() => pathOf(page)).toBe('/rules-of-use');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => pathOf(page)).toBe('/offerta');
    await expect.poll(() => focusedTab(page)).toBe('Public offer');
    expect(errors).toEqual([]);
  });

  it('serves the Ukrainian documents under /ua, with /ua tab links', async () => {
    const { page } = await e2e.newPage();
    await open(page, '/ua/offerta');
    await expect.poll(() => panelHeading(page).textContent()).toBe('Публічна оферта щодо підписки PetChat');
    expect(await page.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('href')))).toEqual([
      '/ua/terms-and-conditions',
      '/ua/privacy-policy',
      '/ua/offerta',
      '/ua/rules-of-use',
    ]);
  });

  it('reads the Ukrainian documents when the footer switches the language on a legal page', async () => {
    const { page, errors } = await e2e.newPage();
    await open(page, '/rules-of-use');
    await page.getByRole('button', { name: 'Ukrainian' }).click();
    await expect.poll(() => pathOf(page)).toBe('/ua/rules-of-use');
    await expect.poll(() => panelHeading(page).textContent()).toBe('Правила користування');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Правова інформація');
    expect(errors).toEqual([]);
  });

  it('sends /terms and /privacy to their tabs, keeping the language and the query', async () => {
    const { page } = await e2e.newPage();
    await open(page, '/terms?device=app');
    await expect.poll(() => pathOf(page)).toBe('/terms-and-conditions');
    expect(new URL(page.url()).search).toBe('?device=app');
    expect(await selectedTab(page).textContent()).toBe('Terms and conditions');

    await open(page, '/ua/privacy');
    await expect.poll(() => pathOf(page)).toBe('/ua/privacy-policy');
    await expect.poll(() => panelHeading(page).textContent()).toBe('Політика конфіденційності');
  });
});
