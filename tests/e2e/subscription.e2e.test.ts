import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment, SubscriptionView } from '../../contract/subscription';
import type { UserResponse } from '../../contract/user';
import { type SeededUser, seedUser } from '../api/support/users';
import { type E2E, startE2E } from './support/e2e';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const DAY_MS = 86_400_000;

async function api<T>(seeded: SeededUser, path: string): Promise<T> {
  return (await (await fetch(`${e2e.baseUrl}/api${path}`, { headers: seeded.headers })).json()) as T;
}

/** The breed menu of the navbar: what it says to this user, and whether a breed can be chosen. */
async function breedMenu(page: Page) {
  await page.getByRole('button', { name: 'Breed chat' }).click();
  // The breed popup: its warning, search box and menu of breeds.
  const menu = page.locator('[data-radix-menu-content]');
  await menu.waitFor();
  const warning = (await menu.getByTestId('breed-menu-warning').textContent()) ?? '';
  const locked = warning === 'Breed chat needs a subscription.';
  const unlocked = warning.startsWith('Chat by breeds with your subscription');
  const choose = menu.getByRole('menuitem', { name: /^Choose / }).first();
  await choose.waitFor();
  const canChoose = (await choose.getAttribute('aria-disabled')) !== 'true';
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return { locked, unlocked, canChoose };
}

const statusText = (page: Page) => page.getByTestId('subscription-status').textContent();

/** Types a card into the open popup's form, key by key (the number groups itself in fours). */
async function typeCard(page: Page, card: { number: string; expiry: string; cvv: string }) {
  const dialog = page.getByRole('dialog');
  const number = dialog.getByLabel('Card number');
  await number.fill('');
  await number.pressSequentially(card.number.replace(/\s/g, ''));
  expect(await number.inputValue()).toBe(card.number);
  const expiry = dialog.getByLabel('Expiry date (MM/YY)');
  await expiry.fill('');
  await expiry.pressSequentially(card.expiry.replace('/', ''));
  expect(await expiry.inputValue()).toBe(card.expiry);
  await dialog.getByLabel('CVV').fill(card.cvv);
}

describe('subscription', () => {
  it('a user whose trial is over pays with the test card, gets breed chat, replaces the card and cancels — keeping access until the period ends', async () => {
    const seeded = await seedUser(e2e.ctx, { trialEndsAt: new Date(e2e.ctx.now().getTime() - DAY_MS) });
    const { page, errors } = await e2e.newPage();
    await page.addInitScript((token) => {
      if (!localStorage.getItem('token')) localStorage.setItem('token', token);
    }, seeded.token);

    // The top bar's subscribe button leads to /subscription.
    await page.goto('/');
    await page.getByRole('link', { name: 'Subscribe' }).first().click();
    await page.waitForURL((url) => url.pathname === '/subscription');
    await page.getByRole('heading', { name: 'Subscription', level: 1 }).waitFor({ timeout: 30_000 });
    await expect.poll(() => statusText(page)).toBe('Your subscription has expired');
    await page.getByText('No payments yet.').waitFor();
    expect(await breedMenu(page)).toEqual({ locked: true, unlocked: false, canChoose: false });

    // A declined card changes nothing.
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await typeCard(page, { number: '4000 0000 0000 0002', expiry: '12/35', cvv: '123' });
    await page.getByRole('button', { name: 'Pay and subscribe' }).click();
    await page.getByRole('dialog').getByText('Your card was declined. Please try another card.').waitFor();
    expect((await api<SubscriptionView>(seeded, '/subscription')).status).toBe('expired');

    // The test card succeeds: the success popup, then the page as a reload would show it.
    await typeCard(page, { number: '4242 4242 4242 4242', expiry: '12/35', cvv: '123' });
    await page.getByRole('button', { name: 'Pay and subscribe' }).click();
    await page.getByRole('dialog', { name: 'You are subscribed!' }).waitFor();
    await page.getByText('Subscription successful').waitFor();
    await page.getByRole('button', { name: 'Great' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    const active = await api<SubscriptionView>(seeded, '/subscription');
    expect(active.status).toBe('active');
    await expect.poll(() => statusText(page)).toMatch(/^Active, renews on /);
    expect(await page.getByTestId('subscription-card').textContent()).toBe(`Card: ${active.card?.brand} •••• 4242`);
    const payments = await api<Payment[]>(seeded, '/payments');
    expect(payments.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    const paid = page.getByRole('row').filter({ hasText: 'Paid' });
    await paid.waitFor();
    expect(await paid.textContent()).toContain('•••• 4242');

    // Breed chat unlocks at once (the session's user was refreshed, no reload).
    expect(await breedMenu(page)).toEqual({ locked: false, unlocked: true, canChoose: true });
    expect((await api<UserResponse>(seeded, '/me')).user.is_subscribed).toBe(true);

    // Replace the card.
    await page.getByRole('button', { name: 'Replace card' }).click();
    await typeCard(page, { number: '5555 5555 5555 4444', expiry: '01/34', cvv: '456' });
    await page.getByRole('dialog').getByRole('button', { name: 'Replace card' }).click();
    await page.getByText('Card changed').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('subscription-card').textContent()).toMatch(/•••• 4444$/);

    // Cancel: the popup lists the four lost benefits; access stays until the period ends.
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel subscription?' });
    await dialog.waitFor();
    expect(await dialog.getByRole('listitem').allTextContents()).toEqual([
      'Chat by breed',
      'Unlimited friends',
      'Chat recording',
      'Saving videos in the cloud',
    ]);
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByText('Subscription cancelled').waitFor();
    const cancelled = await api<SubscriptionView>(seeded, '/subscription');
    expect(cancelled.status).toBe('cancelled');
    const until = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(cancelled.current_period_end!));
    await expect.poll(() => statusText(page)).toBe(`Cancelled until ${until}`);
    expect(await breedMenu(page)).toEqual({ locked: false, unlocked: true, canChoose: true });

    // A reload shows the same page.
    await page.reload();
    await expect.poll(() => statusText(page), { timeout: 30_000 }).toBe(`Cancelled until ${until}`);
    expect(await page.getByTestId('subscription-card').textContent()).toMatch(/•••• 4444$/);
    expect(errors).toEqual([]);
  }, 120_000);
});
