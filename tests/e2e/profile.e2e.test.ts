import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BreedView, UserResponse } from '../../contract/user';
import { type SeededUser, seedUser } from '../api/support/users';
import { fetchBreeds, outboxOf, pathOf } from './support/app-data';
import { cookieOf, type E2E, startE2E } from './support/e2e';

let e2e: E2E;
let breeds: BreedView[];
beforeAll(async () => {
  e2e = await startE2E();
  breeds = await fetchBreeds(e2e);
});
afterAll(async () => {
  await e2e?.close();
});

/**
 * A seeded user's browser: the access token in local storage, as the app keeps it, and no
 * File System Access API, so the photo picker takes its hidden-input fallback (spec §5) and
 * `setInputFiles` can feed it.
 */
async function signedIn(
  options: Parameters<typeof seedUser>[1] = {},
): Promise<{ seeded: SeededUser; page: Page; context: BrowserContext; errors: string[] }> {
  const seeded = await seedUser(e2e.ctx, options);
  const { page, context, errors } = await e2e.newPage();
  await page.addInitScript((token) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', token);
    Object.defineProperty(window, 'showOpenFilePicker', { value: undefined, configurable: true });
  }, seeded.token);
  return { seeded, page, context, errors };
}

async function openProfile(page: Page) {
  await page.goto('/profile');
  await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor({ timeout: 30_000 });
}

async function me(seeded: SeededUser) {
  const response = await fetch(`${e2e.baseUrl}/api/me`, { headers: seeded.headers });
  return ((await response.json()) as UserResponse).user;
}

async function apiLogin(email: string, password: string): Promise<number> {
  const response = await fetch(`${e2e.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

/** A 600×400 opaque picture, as a camera would give. */
const picture = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 255, g: 138, b: 76 } } })
    .png()
    .toBuffer();

describe('profile', () => {
  it('saves the personal info, and the change is still there after a reload', async () => {
    const { page, seeded, errors } = await signedIn();
    await openProfile(page);
    const form = page.locator('section', { has: page.getByRole('heading', { name: 'Personal info' }) });
    await form.getByLabel('Pet name').fill('Rio');
    await form.getByLabel('Owner name').fill('Olena Kovalenko');
    await form.getByLabel('Phone').fill('+380 67 111 22 33');
    await form.getByLabel('Breed').selectOption(String(breeds[1].id));
    await form.getByLabel('Pet gender').selectOption('girl');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Profile saved successfully').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await expect.poll(() => form.getByLabel('Pet name').inputValue()).toBe('Rio');
    expect(await form.getByLabel('Owner name').inputValue()).toBe('Olena Kovalenko');
    expect(await form.getByLabel('Phone').inputValue()).toBe('+380671112233');
    expect(await form.getByLabel('Breed').inputValue()).toBe(String(breeds[1].id));
    expect(await form.getByLabel('Pet gender').inputValue()).toBe('girl');
    expect(await me(seeded)).toMatchObject({
      pet_name: 'Rio',
      name: 'Olena Kovalenko',
      pet_breed: breeds[1].id,
      pet_gender: 'girl',
    });
    expect(errors).toEqual([]);
  });

  it('refuses invalid fields in Ukrainian without calling the server', async () => {
    const { page, seeded } = await signedIn({ name: 'Оксана' });
    await page.goto('/ua/profile');
    await page.getByRole('heading', { name: 'Профіль', level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByLabel('Кличка улюбленця').fill('');
    await page.getByRole('button', { name: 'Зберегти', exact: true }).click();
    await page.getByText('Введіть кличку улюбленця').waitFor();
    expect((await me(seeded)).name).toBe('Оксана');
  });

  it('uploads a photo through the editor (hidden input); it shows on the profile and in the top bar', async () => {
    const { page, seeded, errors } = await signedIn();
    await openProfile(page);
    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: 'kesha.png', mimeType: 'image/png', buffer: await picture() });
    const editor = page.getByRole('dialog', { name: 'Edit photo' });
    await editor.waitFor();
    await editor.getByRole('slider', { name: /Size/ }).fill('6');
    await editor.getByRole('slider', { name: /Angle/ }).fill('90');
    await editor.getByRole('button', { name: 'Save photo' }).click();
    await editor.getByText('Photo updated successfully').waitFor();
    // Spec §4: the message stays 3 seconds, then the editor closes and the profile shows the photo.
    await editor.waitFor({ state: 'detached', timeout: 10_000 });
    const photo = page.getByTestId('profile-photo');
    await photo.waitFor();
    const src = await photo.getAttribute('src');
    expect(src).toMatch(/^\/media\/photos\/\d+-[^/]+\.jpg$/);
    expect((await me(seeded)).image).toBe(src);
    // Saved at half the picture's resolution: the square frame of the 400 px side, halved.
    const stored = await fetch(`${e2e.baseUrl}${src}`);
    expect(stored.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([200, 200]);
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);
    // The session got the new user: the top bar's avatar shows the photo too.
    const avatar = page.locator(`header img[src="${src}"]`);
    await avatar.waitFor();

    // Delete it again: confirmation, success message, then no photo.
    await page.getByRole('button', { name: 'Delete photo' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete photo?' });
    await confirm.getByRole('button', { name: 'Delete photo' }).click();
    await confirm.getByText('Photo deleted successfully').waitFor();
    await confirm.waitFor({ state: 'detached', timeout: 10_000 });
    await photo.waitFor({ state: 'detached' });
    await avatar.waitFor({ state: 'detached' });
    expect((await me(seeded)).image).toBeNull();
    expect(errors).toEqual([]);
  });

  it('refuses a file that is not an image', async () => {
    const { page } = await signedIn();
    await openProfile(page);
    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('Please choose an image file.').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('changes the password; the new one logs in on the login page, the old one no longer does', async () => {
    const { page, seeded, errors } = await signedIn();
    await openProfile(page);
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel('Old password').fill('wrong password 1');
    await dialog.getByLabel('New password', { exact: true }).fill('brand new secret');
    await dialog.getByLabel('Confirm new password').fill('brand new secret');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('The old password is incorrect.').waitFor();
    // One message per error (issue 25): the field says it, no summary line repeats it.
    expect(await dialog.getByText('The data is incorrect. Please check it and try again.').count()).toBe(0);

    await dialog.getByLabel('Old password').fill(seeded.password);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('Your password has been changed.').waitFor();
    await dialog.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await apiLogin(seeded.user.email, seeded.password)).toBe(422);

    const other = await e2e.newPage();
    await other.page.goto('/login');
    await other.page.getByLabel('Email').fill(seeded.user.email);
    await other.page.getByLabel('Password', { exact: true }).fill('brand new secret');
    await other.page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => pathOf(other.page), { timeout: 30_000 }).toBe('/');
    expect(await other.page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(errors).toEqual([]);
  });

  it('changes the email through the confirmation popup and the mailed code; the unchanged email is refused', async () => {
    const { page, seeded, errors } = await signedIn();
    await openProfile(page);
    const form = page.locator('section', { has: page.getByRole('heading', { name: 'Change email' }) });
    // The current address: the repeat-email error, for 2 seconds.
    await form.getByRole('button', { name: 'Change email' }).click();
    const repeat = form.getByText('This is your current email. Please enter a new one.');
    await repeat.waitFor();
    await repeat.waitFor({ state: 'detached', timeout: 5_000 });

    const next = `new.${seeded.user.email}`;
    await form.getByLabel('New email').fill(next);
    await form.getByRole('button', { name: 'Change email' }).click();
    const confirm = page.getByRole('dialog', { name: 'Change email?' });
    await confirm.getByText(next, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Send code' }).click();
    const codeDialog = page.getByRole('dialog', { name: 'Verify your new email' });
    await codeDialog.waitFor();

    const mails = await outboxOf(e2e, next);
    // The code stands on a line of its own in the mail (server/mail/layout.ts).
    const code = /^\s+([A-Z0-9]{6})$/m.exec(mails[0]?.text ?? '')?.[1];
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    await codeDialog.getByLabel('Confirmation code').fill('ZZZZZZ');
    await codeDialog.getByRole('button', { name: 'Verify' }).click();
    await codeDialog.getByText('The verification code is incorrect.').waitFor();
    await codeDialog.getByLabel('Confirmation code').fill(code!.toLowerCase());
    await codeDialog.getByRole('button', { name: 'Verify' }).click();

    const done = page.getByRole('dialog', { name: 'Email confirmed' });
    await done.getByText(`Your email is now ${next}.`).waitFor();
    // The user is reloaded: the account info shows the new address at once.
    expect(await page.getByTestId('account-email').textContent()).toBe(next);
    await done.getByRole('button', { name: 'Done' }).click();
    expect((await me(seeded)).email).toBe(next);
    expect(await apiLogin(next, seeded.password)).toBe(200);
    expect(errors).toEqual([]);
  });

  it('deletes the account after confirmation: warning, logout, and the login fails', async () => {
    const { page, seeded, errors } = await signedIn();
    await openProfile(page);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await apiLogin(seeded.user.email, seeded.password)).toBe(200);

    await page.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await page.getByText('Your account has been deleted').waitFor();
    await expect.poll(() => pathOf(page), { timeout: 30_000 }).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await apiLogin(seeded.user.email, seeded.password)).toBe(422);
    expect(errors).toEqual([]);
  });
});

describe('sign-up photo', () => {
  it('picks a pet photo, saves it through the editor and goes on to the profile', async () => {
    const { page, seeded, errors } = await signedIn();
    await page.goto('/signup-photo');
    await page.getByText('SVG, PNG, JPG max 800x400px').waitFor({ timeout: 30_000 });
    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: 'pet.png', mimeType: 'image/png', buffer: await picture() });
    const editor = page.getByRole('dialog', { name: 'Edit photo' });
    await editor.getByRole('button', { name: 'Save photo' }).click();
    await editor.getByText('Photo updated successfully').waitFor();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/profile');
    await page.getByTestId('profile-photo').waitFor();
    expect((await me(seeded)).image).toMatch(/^\/media\/photos\//);
    expect(errors).toEqual([]);
  });

  it('takes an SVG too: the editor draws it and uploads pixels (the server refuses SVG files)', async () => {
    const { page, seeded } = await signedIn();
    await page.goto('/signup-photo');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><rect width="300" height="200" fill="#3cc8b4"/></svg>';
    await page
      .getByTestId('photo-input')
      .setInputFiles({ name: 'pet.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });
    const editor = page.getByRole('dialog', { name: 'Edit photo' });
    await editor.getByRole('button', { name: 'Save photo' }).click();
    await editor.getByText('Photo updated successfully').waitFor();
    await expect.poll(() => pathOf(page), { timeout: 10_000 }).toBe('/profile');
    const stored = await fetch(`${e2e.baseUrl}${(await me(seeded)).image}`);
    const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([100, 100]);
  });

  it('can be skipped', async () => {
    const { page } = await signedIn();
    await page.goto('/ua/signup-photo');
    await page.getByRole('link', { name: 'Пропустити' }).click();
    await expect.poll(() => pathOf(page)).toBe('/ua/profile');
  });
});

describe('navbar breed menu', () => {
  it('a subscriber chooses a breed: stored, kept in the breed_id cookie, and breed chat opens', async () => {
    const { page, context, seeded, errors } = await signedIn({ subscribed: true });
    await openProfile(page);
    await page.getByRole('button', { name: /Breed chat/ }).click();
    // The breed popup: its warning, search box and menu of breeds.
    const menu = page.locator('[data-radix-menu-content]');
    expect(await menu.getByTestId('breed-menu-warning').textContent()).toContain(
      'Chat by breeds with your subscription',
    );
    const breed = breeds[2];
    await menu.getByRole('menuitem', { name: `Choose ${breed.name}` }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?breed_id=${breed.id}`);
    expect(pathOf(page)).toBe('/');
    await menu.waitFor({ state: 'detached' });
    const cookie = await cookieOf(context, 'breed_id');
    expect(cookie).toMatchObject({ value: String(breed.id), path: '/', sameSite: 'Strict', secure: false });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(24 * 3600 - 120);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(24 * 3600);
    // The pet's own breed is not touched: the choice is for breed chat only.
    expect((await me(seeded)).pet_breed).toBeNull();
    expect(errors).toEqual([]);
  });

  it('a non-subscriber is told that breed chat needs a subscription, and cannot choose', async () => {
    const { page, context } = await signedIn({ subscribed: false, trialEndsAt: null });
    await page.goto('/ua/profile');
    await page.getByRole('heading', { name: 'Профіль', level: 1 }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: /Чат за породою/ }).click();
    // The breed popup: its warning, search box and menu of breeds.
    const menu = page.locator('[data-radix-menu-content]');
    expect(await menu.getByTestId('breed-menu-warning').textContent()).toBe('Для чату за породою потрібна підписка.');
    expect(await menu.getByRole('menuitem', { name: 'Підписатися зараз' }).getAttribute('href')).toBe(
      '/ua/subscription',
    );
    const first = menu.getByRole('menuitem', { name: `Обрати: ${breeds[0].name_ua}` });
    expect(await first.getAttribute('aria-disabled')).toBe('true');
    // A click outside closes it.
    await page.mouse.click(5, 300);
    await menu.waitFor({ state: 'detached' });
    expect(await cookieOf(context, 'breed_id')).toBeUndefined();
  });
});
