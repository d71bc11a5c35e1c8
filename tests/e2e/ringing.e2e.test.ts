import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { befriend, type ChatUser, callTestUsers, waitForPhase } from './support/chat-users';

/**
 * The ringing sheet in Chromium (issue 26, Deliver item 5): the callee's tabs ring and stop
 * together (`callEnded` to all of them when one answers or declines). "A reload while ringing
 * keeps ringing" is not here yet: after a reload the sheet's dialog is sometimes mounted (its
 * Answer focused) but not found as a visible dialog named "<Name> is calling you" until the
 * invitation expires (about 1 run in 3 on a busy machine; see commit 0f53173 for that test). Friends are made through the API (`befriend`); the call is placed
 * from /friends as a user does (`friends.e2e.test.ts` proves both pages).
 */

const suite = callTestUsers();

/** The full-screen sheet that rings for `caller`'s call (a dialog named after the caller). */
const ringingSheet = (page: Page, caller: string) => page.getByRole('dialog', { name: `${caller} is calling you` });

/** `callee` has a signed-in page up (its realtime connection rings); `caller` calls from /friends. */
async function call(caller: ChatUser, callee: ChatUser): Promise<void> {
  await caller.page.goto('/friends');
  await caller.page
    .getByRole('region', { name: 'Online' })
    .getByText(callee.name, { exact: true })
    .waitFor({ timeout: 30_000 });
  await caller.page.getByRole('button', { name: `Invite ${callee.name} to a chat` }).click();
  await waitForPhase(caller.page, 'ringing');
}

/** The caller's page says the call was declined. */
async function expectDeclined(caller: ChatUser, callee: ChatUser): Promise<void> {
  await waitForPhase(caller.page, 'ended', 30_000);
  const outcome = caller.page.getByTestId('friend-call-outcome');
  expect(await outcome.getAttribute('data-outcome')).toBe('declined');
  expect(await outcome.textContent()).toContain(`${callee.name} declined the call.`);
}

describe('the ringing sheet', () => {
  it('rings again after a reload, for the same call, without a new invitation', async () => {
    const ann = await suite.newUser('Ann');
    const bob = await suite.newUser('Bob');
    await befriend(suite.e2e.baseUrl, ann, bob);
    await bob.page.goto('/');
    await bob.page.getByRole('heading', { name: 'Start a chat' }).waitFor({ timeout: 30_000 });

    // Ann places one invitation; count them, so the sheet after the reload cannot be a second one.
    const invitations: string[] = [];
    ann.page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'POST' && pathname === '/api/call-friend') invitations.push(pathname);
    });
    await call(ann, bob);
    const sheet = ringingSheet(bob.page, 'Ann');
    await sheet.waitFor({ timeout: 30_000 });
    expect(invitations).toEqual(['/api/call-friend']);

    await bob.page.reload();
    // No wait for the home page's heading first: the modal sheet hides the page beneath it from the
    // accessibility tree, so the heading cannot be found while the call rings.
    // The same call rings again: its sheet, with Answer and Decline, and Ann's page still rings.
    await sheet.waitFor({ timeout: 30_000 });
    expect(await sheet.getByRole('link', { name: 'Answer the call from Ann' }).isVisible()).toBe(true);
    expect(await sheet.getByRole('button', { name: 'Decline the call from Ann' }).isVisible()).toBe(true);
    expect(await ann.page.locator('section[data-phase]').getAttribute('data-phase')).toBe('ringing');
    expect(invitations).toEqual(['/api/call-friend']);

    // It is the live call: declining it from the reloaded page reaches Ann.
    await sheet.getByRole('button', { name: 'Decline the call from Ann' }).click();
    await sheet.waitFor({ state: 'detached' });
    await expectDeclined(ann, bob);
    for (const user of [ann, bob]) expect(user.errors, user.name).toEqual([]);
  });

  it('rings in two tabs, and a decline in one stops the other', async () => {
    const ann = await suite.newUser('Ann');
    const bob = await suite.newUser('Bob');
    await befriend(suite.e2e.baseUrl, ann, bob);
    // Bob's second tab shares his browser context: the token in local storage, the refresh cookie.
    const tab1 = bob.page;
    const tab2 = await bob.context.newPage();
    const tab2Errors: string[] = [];
    tab2.on('pageerror', (error) => tab2Errors.push(error.message));
    for (const tab of [tab1, tab2]) {
      await tab.goto('/');
      await tab.getByRole('heading', { name: 'Start a chat' }).waitFor({ timeout: 30_000 });
    }

    await call(ann, bob);
    const sheet1 = ringingSheet(tab1, 'Ann');
    const sheet2 = ringingSheet(tab2, 'Ann');
    await Promise.all([sheet1.waitFor({ timeout: 30_000 }), sheet2.waitFor({ timeout: 30_000 })]);

    await sheet1.getByRole('button', { name: 'Decline the call from Ann' }).click();
    await sheet1.waitFor({ state: 'detached' });
    // Tab 2 stops ringing without being touched; Ann reads "declined".
    await sheet2.waitFor({ state: 'detached', timeout: 30_000 });
    await expectDeclined(ann, bob);
    // Neither tab rings in its bell any more, and neither counts the call as missed: a sheet that
    // went because the invitation expired (30 s) would leave "Missed call from Ann" in the bell
    // in the same step, so this tells the decline reaching tab 2 apart from the expiry.
    for (const tab of [tab1, tab2]) {
      await tab.getByRole('button', { name: /^Notifications/ }).click();
      const bell = tab.getByRole('region', { name: 'Notifications' });
      await bell.waitFor();
      expect(await bell.getByRole('link', { name: 'Answer the call from Ann' }).count()).toBe(0);
      expect(await bell.getByRole('button', { name: 'Dismiss the missed call from Ann' }).count()).toBe(0);
    }
    expect(tab2Errors).toEqual([]);
    for (const user of [ann, bob]) expect(user.errors, user.name).toEqual([]);
  });
});
