import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxOf, pathOf } from './support/app-data';
import { type E2E, startE2E } from './support/e2e';

/**
 * A keyboard-only user: signs up (Tab to each field, typing, Space for choices, Enter to send),
 * verifies the mailed code, skips the photo, starts a random chat, then opens the log-out popup
 * from the account menu and closes it — focus visible at every stop, trapped in the popup and
 * given back. No mouse call anywhere in this file.
 */

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** What the focused element is, for matching and for failure messages. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const labelledBy = el.getAttribute('aria-labelledby');
    const label =
      el.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      '';
    const style = getComputedStyle(el);
    return {
      tag: el.tagName.toLowerCase(),
      name: el.getAttribute('name'),
      value: (el as HTMLInputElement).value ?? null,
      label: label.replace(/\s+/g, ' ').trim(),
      inDialog: el.closest('[role="dialog"], [role="alertdialog"]') !== null,
      outline: { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) },
      focusVisible: el.matches(':focus-visible'),
      datePicker: (el as HTMLInputElement).type === 'date' && !el.matches(':focus'),
    };
  });
}

/** Presses Tab until the focused element matches (at most `limit` presses), checking each stop shows its focus. */
async function tabTo(
  page: Page,
  matches: (f: NonNullable<Awaited<ReturnType<typeof focused>>>) => boolean,
  limit = 40,
) {
  const seen: string[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    // Chromium's date field has a last stop on its calendar button, inside the field's shadow
    // DOM: the field then is neither :focus nor styled, and the browser draws that button's ring.
    if (!now || now.datePicker) continue;
    seen.push(`${now.tag}[${now.name ?? ''}] ${now.label.slice(0, 40)}`);
    // What the user sees: a drawn outline (the :focus-visible rule, or :focus where a control
    // such as a date field never matches :focus-visible itself).
    expect(now.outline.style, `outline on ${seen.at(-1)}`).not.toBe('none');
    expect(now.outline.width, `outline width on ${seen.at(-1)}`).toBeGreaterThanOrEqual(2);
    if (matches(now)) return now;
  }
  throw new Error(`Tab never reached the control; stops:\n${seen.join('\n')}`);
}

const byName = (name: string, value?: string) => (f: { name: string | null; value: string | null }) =>
  f.name === name && (value === undefined || f.value === value);
const byLabel = (pattern: RegExp) => (f: { label: string }) => pattern.test(f.label);

async function latestCode(email: string): Promise<string> {
  const [mail] = await outboxOf(e2e, email);
  const match = /^\s{4}([A-Z0-9]{6})\s*$/m.exec(mail?.text ?? '');
  if (!match) throw new Error(`no code mailed to ${email}`);
  return match[1];
}

describe('keyboard only', () => {
  it('signs up, starts a chat, and opens and closes a popup with a visible focus', async () => {
    const { page, errors } = await e2e.newPage();
    const email = `keys.${Date.now()}@example.com`;
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'Quick registration', level: 1 }).waitFor({ timeout: 30_000 });

    await tabTo(page, byName('name'));
    await page.keyboard.type('Oksana');
    await tabTo(page, byName('phone'));
    await page.keyboard.type('050 123 45 67');
    await tabTo(page, byName('pet_name'));
    await page.keyboard.type('Kiwi');
    // A closed <select> takes the arrow keys: the first breed after the placeholder.
    await tabTo(page, byName('pet_breed'));
    await page.keyboard.press('ArrowDown');
    expect((await focused(page))?.value).not.toBe('');
    // A date field: Tab enters its month segment, typing fills month, day and year.
    await tabTo(page, byName('birth_date'));
    await page.keyboard.type('05141990');
    // Radios: Tab enters the group, Space chooses.
    await tabTo(page, byName('pet_gender'));
    await page.keyboard.press('Space');
    await tabTo(page, byName('email'));
    await page.keyboard.type(email);
    await tabTo(page, byName('password'));
    await page.keyboard.type('kiwi-and-mango-8');
    await tabTo(page, byName('terms'));
    await page.keyboard.press('Space');
    await tabTo(page, byLabel(/^Sign up$/));
    await page.keyboard.press('Enter');

    // Registered and signed in: the verification screen; the code comes from the dev outbox.
    await expect.poll(() => pathOf(page), { timeout: 30_000 }).toBe('/verify');
    await page.getByRole('heading', { name: 'Please verify your email' }).waitFor();
    await tabTo(page, byName('verification_code'));
    await page.keyboard.type(await latestCode(email));
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page), { timeout: 30_000 }).toBe('/signup-photo');

    // The photo is optional: Skip is a link, Enter follows it.
    await page.getByRole('heading', { name: 'Add a photo of your pet' }).waitFor();
    await tabTo(page, byLabel(/^Skip$/));
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page), { timeout: 30_000 }).toBe('/profile');

    // Home: the random chat. Start searches for a companion.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Start a chat' }).waitFor({ timeout: 30_000 });
    await tabTo(page, byLabel(/^Start chat$/), 60);
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => document.querySelector('section[data-phase]')?.getAttribute('data-phase') === 'searching',
      null,
      { timeout: 30_000 },
    );
    await tabTo(page, byLabel(/^Stop$/), 60);
    await page.keyboard.press('Space');
    await page.waitForFunction(
      () => document.querySelector('section[data-phase]')?.getAttribute('data-phase') !== 'searching',
      null,
      { timeout: 30_000 },
    );

    // A popup: the account menu (Enter opens it, arrows move), Log out opens the confirmation.
    const trigger = await tabTo(page, byLabel(/Account menu of Oksana/), 60);
    expect(trigger.tag).toBe('button');
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    // The menu focuses its first item once it is open; each arrow press moves focus one item on.
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
    for (let i = 0; i < 12; i += 1) {
      const label = (await focused(page))?.label ?? '';
      if (/Log out/.test(label)) break;
      // Waits for focus to leave the item it was on (a poll with a deadline, not a fixed pause).
      await page.evaluate(() => document.activeElement?.setAttribute('data-was-focused', ''));
      await page.keyboard.press('ArrowDown');
      await page
        .waitForFunction(() => !document.activeElement?.hasAttribute('data-was-focused'), null, { timeout: 2000 })
        .catch(() => {});
    }
    expect((await focused(page))?.label).toMatch(/Log out/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // Focus moved into the popup, is visible there, and Tab keeps it inside (focus trap).
    expect((await focused(page))?.inDialog).toBe(true);
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      const stop = await focused(page);
      expect(stop?.inDialog, `Tab ${i + 1} stays in the popup`).toBe(true);
      expect(stop?.focusVisible).toBe(true);
      expect(stop?.outline.style).not.toBe('none');
      expect(stop?.outline.width).toBeGreaterThanOrEqual(2);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Still signed in, and focus is given back to where the popup came from.
    expect(pathOf(page)).toBe('/');
    // Radix gives focus back after the dialog unmounts, a frame later on a busy machine: poll.
    await expect
      .poll(async () => (await focused(page))?.label ?? '', { timeout: 10_000 })
      .toMatch(/Account menu of Oksana/);
    expect(errors).toEqual([]);
  });
});
