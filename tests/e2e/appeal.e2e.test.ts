import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema/index';
import { seedUser } from '../api/support/users';
import { pathOf } from './support/app-data';
import { type E2E, startE2E } from './support/e2e';

/**
 * Issue 28, moderators under rules, in Chromium on the built app: a banned user's login notice
 * links to the appeal page; the appeal reaches the moderators' Appeals tab, where a lift with its
 * reason opens the account again.
 */
const MODERATOR = 'appeal.moderator@petchat.test';
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E({ moderatorEmails: [MODERATOR] });
});
afterAll(async () => {
  await e2e?.close();
});

describe('appeal against a ban', () => {
  it('login notice → appeal page → moderator lifts → the user logs in', async () => {
    const banned = await seedUser(e2e.ctx, { password: 'banned-pass-1', name: 'Taras' });
    await e2e.ctx.db
      .update(users)
      .set({ bannedAt: e2e.ctx.now(), standingNote: 'Spam links' })
      .where(eq(users.id, banned.user.id));

    const { page, errors } = await e2e.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(banned.user.email);
    await page.getByLabel('Password', { exact: true }).fill('banned-pass-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('account-closed').waitFor();
    await page.getByTestId('appeal-link').click();
    await expect.poll(() => pathOf(page)).toBe('/appeal');
    expect(new URL(page.url()).hash).toMatch(/^#token=/);
    await page.getByLabel('Your appeal').fill('My cat walked over the keyboard.');
    await page.getByRole('button', { name: 'Send appeal' }).click();
    await page.getByText('Your appeal was sent.', { exact: false }).waitFor();

    const moderator = await seedUser(e2e.ctx, { email: MODERATOR });
    const mod = await e2e.newPage();
    // Signed in through the login form, as a moderator would.
    await mod.page.goto('/login');
    await mod.page.getByLabel('Email').fill(MODERATOR);
    await mod.page.getByLabel('Password', { exact: true }).fill(moderator.password);
    await mod.page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => pathOf(mod.page)).toBe('/');
    await mod.page.goto('/moderation');
    await mod.page.getByRole('tab', { name: 'Appeals' }).click();
    const card = mod.page.getByTestId('moderation-appeal').filter({ hasText: 'Taras' });
    await card.getByText('My cat walked over the keyboard.').waitFor();
    await card.getByRole('button', { name: 'Lift the ban of Taras' }).click();
    const dialog = mod.page.getByRole('dialog');
    await dialog.getByLabel('Reason (required, kept in the log)').fill('First time, believable');
    await dialog.getByRole('button', { name: 'Lift', exact: true }).click();
    await mod.page.getByText('Done. The action is in the log.').waitFor();

    await page.goto('/login');
    await page.getByLabel('Email').fill(banned.user.email);
    await page.getByLabel('Password', { exact: true }).fill('banned-pass-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    expect(errors).toEqual([]);
  });
});
