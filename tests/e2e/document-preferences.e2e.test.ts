import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type E2E, startE2E } from './support/e2e';

/**
 * What the document itself carries for assistive technology and users' system settings:
 * `<html lang dir>` follows the language (served and after every switch), and
 * `prefers-reduced-motion: reduce` switches transitions and animations off (src/styles/global.css.ts).
 */

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const html = (page: Page, name: string) => page.locator('html').getAttribute(name);

describe('<html lang dir>', () => {
  it('is served as lang="uk" for /ua pages, and follows each language switch with dir="ltr"', async () => {
    const served = await (await fetch(`${e2e.baseUrl}/ua/login`)).text();
    expect(served).toMatch(/<html lang="uk"/);
    expect(await (await fetch(`${e2e.baseUrl}/login`)).text()).toMatch(/<html lang="en"/);

    const { page, errors } = await e2e.newPage();
    await page.goto('/ua/login');
    await page.locator('footer').waitFor();
    await expect.poll(() => html(page, 'lang')).toBe('uk');
    expect(await html(page, 'dir')).toBe('ltr');
    await page.getByRole('button', { name: 'EN: Англійська' }).click();
    await expect.poll(() => html(page, 'lang')).toBe('en');
    expect(await html(page, 'dir')).toBe('ltr');
    expect(errors).toEqual([]);
  });
});

describe('prefers-reduced-motion', () => {
  /** The computed durations (seconds) of a button's transition and the cookie banner's animation. */
  async function motionOf(page: Page): Promise<{ transition: number; animation: number }> {
    await page.goto('/login');
    const button = page.locator('form button[type="submit"]');
    await button.waitFor();
    const transition = await button.evaluate((el) => Number.parseFloat(getComputedStyle(el).transitionDuration));
    // The cookie banner (no consent yet in a fresh context) rises in with an animation.
    const banner = page.getByTestId('cookie-banner');
    await banner.waitFor();
    const animation = await banner.evaluate((el) => Number.parseFloat(getComputedStyle(el).animationDuration));
    return { transition, animation };
  }

  it('leaves motion on by default and switches it off when the system asks for less', async () => {
    const normal = await e2e.newPage({ reducedMotion: 'no-preference' });
    const reduced = await e2e.newPage({ reducedMotion: 'reduce' });
    const on = await motionOf(normal.page);
    const off = await motionOf(reduced.page);
    expect(on).toEqual({ transition: expect.closeTo(0.12, 3), animation: expect.closeTo(0.22, 3) });
    expect(off.transition).toBeLessThan(0.001);
    expect(off.animation).toBeLessThan(0.001);
  });
});
