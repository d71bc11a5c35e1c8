import { decodeJwt, SignJWT } from 'jose';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BreedView } from '../../contract/user';
import { seedUser } from '../api/support/users';
import { fetchBreeds, outboxOf, pathOf } from './support/app-data';
import { type E2E, startE2E } from './support/e2e';

let e2e: E2E;
let breeds: BreedView[];
beforeAll(async () => {
  e2e = await startE2E();
  breeds = await fetchBreeds(e2e);
});
afterAll(async () => {
  await e2e?.close();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

let counter = 0;
const uniqueEmail = () => `owner.${Date.now()}.${++counter}@example.com`;

/** The code of the newest verification mail (the indented line of the text part). */
async function latestCode(email: string): Promise<string> {
  const [mail] = await outboxOf(e2e, email);
  const match = /^\s{4}([A-Z0-9]{6})\s*$/m.exec(mail?.text ?? '');
  if (!match) throw new Error(`no code mailed to ${email}`);
  return match[1];
}

async function logIn(page: Page, email: string, password: string) {
  await heading(page, 'Log in').waitFor({ timeout: 30_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('accounts', () => {
  it('signs a new user up through the form, verifies the emailed code, and logs out and in again', async () => {
    const { page, errors } = await e2e.newPage();
    const email = uniqueEmail();
    const password = 'kiwi-and-mango-8';
    await page.goto('/signup');
    await heading(page, 'Quick registration').waitFor({ timeout: 30_000 });

    await page.getByLabel('Your name').fill('Olena');
    // The country picker starts on Ukraine and can be searched.
    const picker = page.getByRole('button', { name: /^Country code: Ukraine \+380$/ });
    await picker.click();
    await page.getByRole('combobox', { name: 'Search for a country' }).fill('pola');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Country code: Poland +48' }).click();
    await page.getByRole('combobox', { name: 'Search for a country' }).fill('+380');
    await page.getByRole('option', { name: /Ukraine/ }).click();
    await picker.waitFor();
    await page.getByLabel('Phone').fill('050 123 45 67');
    await page.getByLabel('Pet name').fill('Kiwi');
    await page.getByLabel('Pet breed').selectOption(String(breeds[0].id));
    await page.getByLabel('Girl').check();
    await page.getByLabel('Your date of birth').fill('1990-05-14');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Send me emails about product updates').check();

    // The terms must be accepted.
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Checkbox is required').waitFor();
    await page.getByLabel(/I agree to the Terms and conditions/).check();
    await page.getByRole('button', { name: 'Sign up' }).click();

    // Registered and logged in automatically: the verification screen.
    await expect.poll(() => pathOf(page), { timeout: 30_000 }).toBe('/verify');
    await heading(page, 'Please verify your email').waitFor();
    expect(await page.getByText(email).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Resend code' }).isDisabled()).toBe(true);
    expect(await page.getByRole('timer').textContent()).toMatch(/^in [12]:\d\d$/);

    await page.getByLabel('Verification code').fill((await latestCode(email)).toLowerCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Trial period activated').waitFor({ timeout: 30_000 });
    await expect.poll(() => pathOf(page)).toBe('/signup-photo');
    await heading(page, 'Add a photo of your pet').waitFor();

    const registered = await (
      await fetch(`${e2e.baseUrl}/api/me`, { headers: { authorization: `Bearer ${await storedToken(page)}` } })
    ).json();
    expect(registered.user).toMatchObject({
      name: 'Olena',
      phone: '+380501234567',
      email,
      email_verified: true,
      pet_name: 'Kiwi',
      pet_breed: breeds[0].id,
      pet_gender: 'girl',
    });
    expect(registered.user.trial_ends_at).not.toBeNull();

    // Log out: the menu asks first.
    await page.getByRole('button', { name: 'Account menu of Olena' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    expect(await storedToken(page)).toBeNull();

    await logIn(page, email, password);
    await expect.poll(() => pathOf(page), { timeout: 30_000 }).toBe('/');
    await page.getByRole('button', { name: 'Account menu of Olena' }).waitFor();
    expect(await storedToken(page)).not.toBeNull();
    expect(errors).toEqual([]);
  });

  it('says the credentials are wrong, in English and in Ukrainian', async () => {
    const user = await seedUser(e2e.ctx, { name: 'Taras' });
    const { page } = await e2e.newPage();
    await page.goto('/login');
    await logIn(page, user.user.email, 'not-the-password');
    await page.getByText('Invalid email or password').waitFor({ timeout: 30_000 });
    expect(pathOf(page)).toBe('/login');

    await page.goto('/ua/login');
    await heading(page, 'Увійти').waitFor({ timeout: 30_000 });
    await page.getByLabel('Пошта').fill(user.user.email);
    await page.getByLabel('Пароль', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Увійти' }).click();
    await page.getByText('Неправильна пошта або пароль').waitFor({ timeout: 30_000 });

    // Form rules first, without asking the server.
    await page.getByLabel('Пароль', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Увійти' }).click();
    await page.getByText('Пароль має містити щонайменше 6 символів').waitFor();
  });

  it('renews an expired access token during navigation, with one refresh', async () => {
    const trialEndsAt = new Date(Date.now() + 5 * 86_400_000);
    const user = await seedUser(e2e.ctx, { name: 'Marta', trialEndsAt });
    const { page, context } = await e2e.newPage();
    // A real login in this browser: the refresh cookie (path /api, httpOnly) is in its jar.
    const login = await context.request.post('/api/login', {
      data: { email: user.user.email, password: user.password },
    });
    expect(login.status()).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    const { sub, fam } = decodeJwt(access_token);
    // The same session's access token, expired a minute ago.
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ fam })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(sub))
      .setIssuedAt(now - 1000)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(e2e.ctx.config.jwtSecret));
    expect((await fetch(`${e2e.baseUrl}/api/me`, { headers: { authorization: `Bearer ${expired}` } })).status).toBe(
      401,
    );

    await page.addInitScript((token) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('token', token);
        sessionStorage.setItem('seeded', '1');
      }
    }, expired);
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/refresh') refreshes.push(request.method());
    });

    await page.goto('/subscription');
    await heading(page, 'Subscription').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Account menu of Marta' }).waitFor();
    expect(pathOf(page)).toBe('/subscription');
    const until = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(trialEndsAt);
    await page.getByTestId('subscription-status').waitFor();
    expect(await page.getByTestId('subscription-status').textContent()).toContain(`Free trial until ${until}`);
    const renewed = await storedToken(page);
    expect(renewed).not.toBe(expired);
    expect(refreshes).toEqual(['POST']);
    expect((await fetch(`${e2e.baseUrl}/api/me`, { headers: { authorization: `Bearer ${renewed}` } })).status).toBe(
      200,
    );

    // Navigating on keeps the renewed session without refreshing again.
    await page.getByRole('link', { name: 'Subscribe' }).click();
    await page.getByRole('button', { name: 'Account menu of Marta' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect.poll(() => pathOf(page)).toBe('/profile');
    await heading(page, 'Profile').waitFor({ timeout: 30_000 });
    expect(refreshes).toEqual(['POST']);
  });

  it('resets a forgotten password through the mailed link', async () => {
    const user = await seedUser(e2e.ctx, { name: 'Ivan' });
    const { page, errors } = await e2e.newPage();
    await page.goto('/login');
    await heading(page, 'Log in').waitFor({ timeout: 30_000 });
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await heading(page, 'Forgot your password?').waitFor();
    await page.getByLabel('Email').fill(user.user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Reset link has been sent to your email!').waitFor({ timeout: 30_000 });

    const [mail] = await outboxOf(e2e, user.user.email);
    const link = /https?:\/\/\S+\/password-reset\?token=\S+/.exec(mail.text)?.[0];
    expect(link).toMatch(/\/password-reset\?token=\S+$/);
    const token = new URL(link!).searchParams.get('token')!;

    // A broken link fails with the spec's message.
    await page.goto('/password-reset?token=not-a-real-token');
    await heading(page, 'Set a new password').waitFor({ timeout: 30_000 });
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm the new password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Failed, please try again.').waitFor({ timeout: 30_000 });

    await page.goto(`/password-reset?token=${encodeURIComponent(token)}`);
    await heading(page, 'Set a new password').waitFor({ timeout: 30_000 });
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm the new password').fill('brand-new-pasz');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('The passwords do not match').waitFor();
    await page.getByLabel('Confirm the new password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Request sent successfully').waitFor({ timeout: 30_000 });
    // Spec §8: then to /, which sends a guest on to /login.
    await expect.poll(() => pathOf(page)).toBe('/login');

    await logIn(page, user.user.email, 'brand-new-pass');
    await expect.poll(() => pathOf(page), { timeout: 30_000 }).toBe('/');
    await page.getByRole('button', { name: 'Account menu of Ivan' }).waitFor();
    expect(errors).toEqual([]);
  });
});
