import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ChatUser, callTestUsers, waitForPhase, waitForRemoteFrames } from './support/chat-users';

/**
 * Friends and friend calls in Chromium (issue 10): two real users become friends through
 * /users-list and the bell, see each other online in /friends, and call each other by video
 * through the real server (invitations, realtime hub, PeerJS signalling, WebRTC on loopback).
 */

const suite = callTestUsers();
const newUser = (name: string) => suite.newUser(name);

const path = (page: Page) => new URL(page.url()).pathname;
/** Opens the bell's panel (its name says "Notifications", with "(new)" while unread). */
async function openBell(user: ChatUser): Promise<void> {
  await user.page.getByRole('button', { name: /^Notifications/ }).click();
  await user.page.getByRole('region', { name: 'Notifications' }).waitFor();
}
async function openFriends(user: ChatUser): Promise<void> {
  await user.page.goto('/friends');
  await user.page.getByRole('heading', { name: 'Friends' }).waitFor({ timeout: 30_000 });
}
const onlineFriend = (user: ChatUser, name: string) =>
  user.page.getByRole('region', { name: 'Online' }).getByText(name, { exact: true });
const inviteButton = (user: ChatUser, name: string) =>
  user.page.getByRole('button', { name: `Invite ${name} to a chat` });
/** The top bar's controls whose centre something else (a toast) covers: a click there would miss them. */
const coveredTopBarControls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('header a, header button')]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.bottom <= 0) return false;
        const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return !top || !control.contains(top);
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent),
  );
const stopButton = (user: ChatUser) =>
  user.page.getByRole('navigation', { name: 'Call controls' }).getByRole('button', { name: 'Stop', exact: true });

describe('friends and friend calls', () => {
  it('become friends, see each other online, call by video, hang up, and decline', async () => {
    const ana = await newUser('Ana');
    const bohdan = await newUser('Bohdan');
    // Bohdan is online (his bell listens) before Ana asks.
    await openFriends(bohdan);

    // Ana finds Bohdan in /users-list and sends a request.
    await ana.page.goto('/users-list');
    await ana.page.getByLabel('Search by name').fill('Bohdan');
    await ana.page.getByRole('button', { name: 'Add friend: Bohdan' }).click({ timeout: 30_000 });
    // Bohdan is told top-right, under the top bar: the toast leaves the bell (and the whole bar) clickable.
    await bohdan.page.getByText('You have a new friend request').waitFor({ timeout: 30_000 });
    expect(await coveredTopBarControls(bohdan.page)).toEqual([]);

    // Bohdan accepts from the bell.
    await openBell(bohdan);
    await bohdan.page.getByRole('button', { name: 'Accept the friend request from Ana' }).click({ timeout: 30_000 });

    // Each sees the other online in /friends.
    await openFriends(ana);
    await openFriends(bohdan);
    await onlineFriend(ana, 'Bohdan').waitFor({ timeout: 30_000 });
    await onlineFriend(bohdan, 'Ana').waitFor({ timeout: 30_000 });

    // Ana invites Bohdan: her page rings with his card and a cancel button.
    await inviteButton(ana, 'Bohdan').click();
    await ana.page.waitForURL(/\/friend-call\?userId=\d+/);
    await waitForPhase(ana.page, 'ringing');
    expect(await ana.page.getByTestId('friend-card').textContent()).toContain('Bohdan');
    expect(await ana.page.getByRole('button', { name: 'Cancel call' }).isVisible()).toBe(true);

    // Bohdan answers from the ringing sheet (it covers every page); both see each other's video.
    await bohdan.page.locator('a[aria-label="Answer the call from Ana"]').first().click({ timeout: 30_000 });
    await bohdan.page.waitForURL(/\/friend-call\?incomingCallFrom=\d+/);
    await Promise.all([waitForRemoteFrames(ana.page), waitForRemoteFrames(bohdan.page)]);
    await Promise.all([waitForPhase(ana.page, 'connected'), waitForPhase(bohdan.page, 'connected')]);
    expect(await ana.page.getByTestId('companion-card').textContent()).toContain('Bohdan');
    expect(await bohdan.page.getByTestId('companion-card').textContent()).toContain('Ana');

    // Bohdan stops: both are back on the home page.
    await stopButton(bohdan).click();
    await bohdan.page.waitForURL((url) => url.pathname === '/');
    await ana.page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
    expect(path(ana.page)).toBe('/');

    // Ana invites Bohdan again; his page reloads while it rings, and still rings (the server
    // tells the invitation again); he declines: Ana reads "declined".
    await openFriends(ana);
    await inviteButton(ana, 'Bohdan').click({ timeout: 30_000 });
    await waitForPhase(ana.page, 'ringing');
    await bohdan.page.reload();
    await bohdan.page.locator('button[aria-label="Decline the call from Ana"]').first().click({ timeout: 30_000 });
    await waitForPhase(ana.page, 'ended', 30_000);
    const outcome = ana.page.getByTestId('friend-call-outcome');
    expect(await outcome.getAttribute('data-outcome')).toBe('declined');
    expect(await outcome.textContent()).toContain('Bohdan declined the call.');
    // "Back" leads home.
    await ana.page.getByRole('button', { name: 'Back' }).click();
    await ana.page.waitForURL((url) => url.pathname === '/');

    // A call link to someone not (or no longer) on the friends list says so; the page stays up.
    await ana.page.goto('/friend-call?userId=999999');
    await waitForPhase(ana.page, 'ended', 30_000);
    expect(await outcome.getAttribute('data-outcome')).toBe('notFriend');
    expect(await outcome.textContent()).toContain('You can call only the people on your friends list.');

    // In Ukrainian the friend's breed is named in Ukrainian too (spec §2: name_ua).
    await bohdan.page.goto('/ua/friends');
    const anaCard = bohdan.page.getByTestId('friend-card').filter({ hasText: 'Ana' });
    await anaCard.waitFor({ timeout: 30_000 });
    expect(await anaCard.textContent()).toContain('Хвилястий папуга');
    expect(await anaCard.textContent()).not.toContain('Budgerigar');

    for (const user of [ana, bohdan]) expect(user.errors, user.name).toEqual([]);
  });
});
