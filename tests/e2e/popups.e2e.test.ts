import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_POPUPS } from '../../src/features/popups/spec-popups';
import { seedUser } from '../api/support/users';
import { type E2E, startE2E } from './support/e2e';

/**
 * /popups in Chromium against the built app: a signed-in user opens every popup of the gallery
 * from the keyboard, each is a titled dialog that Escape closes, focus comes back to its button,
 * and nothing the gallery does writes to the server.
 */

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

async function signedIn(path: string) {
  const seeded = await seedUser(e2e.ctx);
  const opened = await e2e.newPage();
  await opened.page.addInitScript((token) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', token);
  }, seeded.token);
  await opened.page.goto(path);
  return opened;
}

/** The open dialog's title, as its aria-labelledby names it. */
async function dialogTitle(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog.evaluate((node) => {
    const id = node.getAttribute('aria-labelledby');
    return (id && document.getElementById(id)?.textContent) || '';
  });
}

const focusedTestId = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid ?? null);

/** The background work of a signed-in page (keep-alive, realtime) is not the gallery's doing. */
const BACKGROUND = ['/api/ping', '/api/broadcasting/auth', '/api/refresh'];

describe('/popups', () => {
  it('opens every popup from the keyboard, titled, closes it with Escape and gives focus back; nothing is written', async () => {
    const { page, errors } = await signedIn('/popups');
    await page.getByRole('heading', { name: 'Popups', level: 1 }).waitFor({ timeout: 30_000 });
    const ids = await page
      .locator('[data-testid^="popup-"]')
      .evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.testid!.slice('popup-'.length)));
    expect(SPEC_POPUPS.filter((id) => !ids.includes(id))).toEqual([]);

    const writes: string[] = [];
    const onRequest = (request: Request) => {
      const { pathname } = new URL(request.url());
      if (request.method() !== 'GET' && pathname.startsWith('/api/') && !BACKGROUND.includes(pathname))
        writes.push(`${request.method()} ${pathname}`);
    };
    page.on('request', onRequest);

    const titles = new Set<string>();
    for (const id of ids) {
      const button = page.getByTestId(`popup-${id}`);
      await button.focus();
      await page.keyboard.press('Enter');
      const title = await dialogTitle(page);
      expect(title, id).not.toBe('');
      titles.add(title);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      // Focus comes back when the content unmounts (onCloseAutoFocus), which can trail 'hidden'.
      await expect.poll(() => focusedTestId(page), { message: id }).toBe(`popup-${id}`);
    }
    expect(titles.size).toBe(ids.length);

    // The gallery's actions only close: confirming the logout leaves the user signed in.
    await page.getByTestId('popup-logout').click();
    await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/popups');

    page.off('request', onRequest);
    expect(writes).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('speaks Ukrainian under /ua/popups', async () => {
    const { page, errors } = await signedIn('/ua/popups');
    await page.getByRole('heading', { name: 'Спливні вікна', level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByTestId('popup-logout').click();
    expect(await dialogTitle(page)).toBe('Вийти?');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('is for signed-in users: a guest is sent to the login page', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/popups');
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 30_000 });
  });
});
