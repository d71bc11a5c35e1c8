import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  befriend,
  type ChatUser,
  callTestUsers,
  companionName,
  openChat,
  waitForPhase,
  waitForRemoteFrames,
} from './support/chat-users';
import * as fx from './support/firefox-chat';

/**
 * Calls across engines (issue 24, item 7a): a user in Debian's Firefox ESR (puppeteer-core over
 * WebDriver BiDi) and a user in Debian's Chromium (Playwright) meet through the real server —
 * matching, PeerJS signalling, the realtime hub — and see each other over real WebRTC on
 * loopback. Every direction is tried: who presses Start first, who calls whom, who hangs up.
 */

const suite = callTestUsers();
const firefox = fx.firefoxTestUsers(() => suite.e2e);

const startButton = (user: ChatUser) => user.page.getByRole('button', { name: 'Start chat' }).first();
const controlButton = (user: ChatUser, name: string) =>
  user.page.getByRole('navigation', { name: 'Call controls' }).getByRole('button', { name, exact: true });
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function openFriends(user: ChatUser): Promise<void> {
  await user.page.goto('/friends');
  await user.page.getByRole('heading', { name: 'Friends' }).waitFor({ timeout: 30_000 });
}
/** An incoming call opens the ringing sheet over every page; it is answered there. */
async function answerFromSheet(user: ChatUser, callerName: string): Promise<void> {
  await user.page.locator(`a[aria-label="Answer the call from ${callerName}"]`).first().click({ timeout: 30_000 });
}

/** Both see each other's video, and each one's card names the other. */
async function expectFaceToFace(fox: fx.FirefoxUser, chrome: ChatUser): Promise<void> {
  await Promise.all([fx.waitForRemoteFrames(fox), waitForRemoteFrames(chrome.page)]);
  await Promise.all([fx.waitForPhase(fox, 'connected'), waitForPhase(chrome.page, 'connected')]);
  expect(await fx.companionName(fox)).toBe(chrome.name);
  expect(await companionName(chrome.page)).toBe(fox.name);
}

function expectNoPageErrors(fox: fx.FirefoxUser, chrome: ChatUser): void {
  expect(fox.errors, `${fox.name} (Firefox)`).toEqual([]);
  expect(chrome.errors, `${chrome.name} (Chromium)`).toEqual([]);
}

describe('calls between Firefox and Chromium', () => {
  it('random chat: Firefox presses Start first, both see each other, Chromium stops and Firefox leaves the call', async () => {
    const fox = await firefox.newUser('Fenja');
    const chrome = await suite.newUser('Cyril');
    await Promise.all([fx.openChat(fox), openChat(chrome)]);

    await fx.startChat(fox);
    await fx.waitForPhase(fox, 'searching');
    await startButton(chrome).click();
    await expectFaceToFace(fox, chrome);

    await controlButton(chrome, 'Stop').click();
    await waitForPhase(chrome.page, 'idle');
    // Fenja's side of the call ends: she is searching for someone new.
    await fx.waitForPhase(fox, 'searching', 30_000);
    await fx.pressControl(fox, 'Stop');
    await fx.waitForPhase(fox, 'idle');
    expectNoPageErrors(fox, chrome);
  });

  it('random chat: Chromium presses Start first, both see each other, Firefox stops and Chromium leaves the call', async () => {
    const fox = await firefox.newUser('Frida');
    const chrome = await suite.newUser('Chloe');
    await Promise.all([fx.openChat(fox), openChat(chrome)]);

    await startButton(chrome).click();
    await waitForPhase(chrome.page, 'searching');
    await fx.startChat(fox);
    await expectFaceToFace(fox, chrome);

    await fx.pressControl(fox, 'Stop');
    await fx.waitForPhase(fox, 'idle');
    // Chloe's side of the call ends: she is searching for someone new.
    await waitForPhase(chrome.page, 'searching', 30_000);
    await controlButton(chrome, 'Stop').click();
    await waitForPhase(chrome.page, 'idle');
    expectNoPageErrors(fox, chrome);
  });

  it('friend call: Firefox calls Chromium, who answers; both see each other; Firefox hangs up', async () => {
    const fox = await firefox.newUser('Filip');
    const chrome = await suite.newUser('Clara');
    await befriend(suite.e2e.baseUrl, fox, chrome);
    await Promise.all([fx.openFriends(fox), openFriends(chrome)]);

    await fx.inviteOnlineFriend(fox, chrome.name);
    await fx.waitForPath(fox, /^\/friend-call\?userId=\d+$/);
    await fx.waitForPhase(fox, 'ringing');
    expect(await fx.textOf(fox, '[data-testid="friend-card"]')).toContain(chrome.name);

    await answerFromSheet(chrome, fox.name);
    await chrome.page.waitForURL(/\/friend-call\?incomingCallFrom=\d+/);
    await expectFaceToFace(fox, chrome);

    await fx.pressControl(fox, 'Stop');
    await fx.waitForPath(fox, /^\/$/);
    await chrome.page.waitForURL((url) => url.pathname === '/', { timeout: 30_000 });
    expect(pathOf(chrome.page)).toBe('/');
    expectNoPageErrors(fox, chrome);
  });

  it('friend call: Chromium calls Firefox, who answers; both see each other; Chromium hangs up', async () => {
    const fox = await firefox.newUser('Flora');
    const chrome = await suite.newUser('Colin');
    await befriend(suite.e2e.baseUrl, chrome, fox);
    await Promise.all([fx.openFriends(fox), openFriends(chrome)]);

    await chrome.page
      .getByRole('region', { name: 'Online' })
      .getByRole('button', { name: `Invite ${fox.name} to a chat` })
      .click({ timeout: 30_000 });
    await chrome.page.waitForURL(/\/friend-call\?userId=\d+/);
    await waitForPhase(chrome.page, 'ringing');

    // The ringing sheet's Answer (the sheet covers the page, the bell included).
    await fx.answerCallFrom(fox, chrome.name);
    await fx.waitForPath(fox, /^\/friend-call\?incomingCallFrom=\d+$/);
    await expectFaceToFace(fox, chrome);

    await controlButton(chrome, 'Stop').click();
    await chrome.page.waitForURL((url) => url.pathname === '/');
    await fx.waitForPath(fox, /^\/$/);
    expect(fx.pathOf(fox)).toBe('/');
    expectNoPageErrors(fox, chrome);
  });
});
