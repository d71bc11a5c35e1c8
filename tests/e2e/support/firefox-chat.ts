import { type BrowserContext, Locator, type Page } from 'puppeteer-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { seedUser } from '../../api/support/users';
import { inPage } from './chat-users';
import type { E2E } from './e2e';
import { type Firefox, launchFirefox } from './firefox';

/**
 * The chat screen as a Firefox user sees it: small puppeteer counterparts of the Playwright
 * helpers in `chat-users.ts`, sharing their in-page checks (`inPage`). Elements are found by
 * accessible name through WebDriver BiDi's accessibility locator (`::-p-aria`) or by the
 * `aria-label` the app sets.
 */

export interface FirefoxUser {
  id: number;
  token: string;
  name: string;
  petName: string;
  page: Page;
  context: BrowserContext;
  /** Uncaught exceptions of the page. */
  errors: string[];
  /** The app's origin, e.g. http://127.0.0.1:41234 (puppeteer has no base URL). */
  baseUrl: string;
}

/**
 * One Firefox for a file of tests (launched before, closed after all) and `newUser`, a verified
 * user seeded through the server's context and signed in the way the app keeps a session (the
 * access token in local storage), in a user context of its own that closes after each test —
 * a searcher left behind would be the next test's partner. Call it at the top level of the file,
 * after `callTestUsers()` (its server is `server()`).
 */
export function firefoxTestUsers(server: () => E2E) {
  let firefox: Firefox | undefined;
  const users: FirefoxUser[] = [];
  beforeAll(async () => {
    firefox = await launchFirefox();
  });
  afterAll(async () => {
    await firefox?.close();
  });
  afterEach(async () => {
    for (const user of users.splice(0)) await user.context.close().catch(() => {});
  });
  return {
    async newUser(name: string): Promise<FirefoxUser> {
      if (!firefox) throw new Error('firefoxTestUsers: Firefox starts in beforeAll');
      const e2e = server();
      const petName = `${name}'s cat`;
      const { user, token } = await seedUser(e2e.ctx, { name, petName });
      const { page, context, errors } = await firefox.newPage();
      const created: FirefoxUser = { id: user.id, token, name, petName, page, context, errors, baseUrl: e2e.baseUrl };
      users.push(created);
      // Only on the app's origin: the script also runs in the new tab's first about:blank, where
      // touching localStorage throws a SecurityError ("The operation is insecure").
      await page.evaluateOnNewDocument(
        (value, origin) => {
          if (location.origin === origin && !localStorage.getItem('token')) localStorage.setItem('token', value);
        },
        token,
        new URL(e2e.baseUrl).origin,
      );
      return created;
    },
  };
}

const aria = (page: Page, role: string, name: string) => page.locator(`::-p-aria([name="${name}"][role="${role}"])`);

export async function goto(user: FirefoxUser, pathname: string): Promise<void> {
  await user.page.goto(new URL(pathname, user.baseUrl).href);
}

export const pathOf = (user: FirefoxUser) => new URL(user.page.url()).pathname;

export async function openChat(user: FirefoxUser): Promise<void> {
  await goto(user, '/');
  await aria(user.page, 'heading', 'Start a chat').setTimeout(30_000).wait();
}

export const startChat = (user: FirefoxUser) => aria(user.page, 'button', 'Start chat').click();

/**
 * Presses a button of the call's controls (Microphone, Camera, Stop, Next) as a user does: on a
 * call they hide after 2 s without activity, so the pointer moves over them first and the press
 * waits until they have faded back in (opacity 1, no transform) — a click mid-transition could
 * land beside a button that is still sliding in.
 */
export async function pressControl(user: FirefoxUser, name: string): Promise<void> {
  const nav = 'nav[aria-label="Call controls"]';
  // From a corner, so the move over the controls is a real move even if the pointer rests there.
  await user.page.mouse.move(1, 1);
  await user.page.locator(nav).hover();
  await user.page.waitForFunction(
    (selector: string) => {
      const style = getComputedStyle(document.querySelector(selector)!);
      return style.opacity === '1' && style.transform === 'none';
    },
    { timeout: 10_000, polling: 50 },
    nav,
  );
  await user.page.locator(`${nav} button[aria-label="${name}"]`).click();
}

export async function waitForPhase(user: FirefoxUser, phase: string, timeout = 60_000): Promise<void> {
  try {
    await user.page.waitForFunction(inPage.phaseIs, { timeout, polling: 100 }, phase);
  } catch (error) {
    const now = await user.page
      .$eval('section[data-phase]', (section) => section.getAttribute('data-phase'))
      .catch(() => 'no chat screen');
    throw new Error(`${user.name} (Firefox) is not in phase ${phase} after ${timeout} ms: ${now}`, { cause: error });
  }
}

/** As `waitForRemoteFrames` of `chat-users.ts`: the companion's video plays real frames. */
export async function waitForRemoteFrames(user: FirefoxUser, timeout = 60_000): Promise<void> {
  await user.page.waitForFunction(inPage.remoteVideoPlays, { timeout, polling: 100 }).catch((error) => {
    throw new Error(`${user.name} (Firefox) saw no remote video playing within ${timeout} ms`, { cause: error });
  });
  const presented = await user.page.evaluate(inPage.nextPresentedFrames);
  if (!(presented > 0)) throw new Error('no remote frame was presented in Firefox');
}

export const companionName = (user: FirefoxUser) =>
  user.page.$eval('[data-testid="companion-owner"]', (element) => element.textContent);

export const textOf = (user: FirefoxUser, selector: string) =>
  user.page.$eval(selector, (element) => element.textContent ?? '');

export async function openFriends(user: FirefoxUser): Promise<void> {
  await goto(user, '/friends');
  await aria(user.page, 'heading', 'Friends').setTimeout(30_000).wait();
}

/** Invites an online friend from /friends (the button waits until the friend shows online). */
export const inviteOnlineFriend = (user: FirefoxUser, name: string) =>
  user.page
    .locator(`section[aria-label="Online"] button[aria-label="Invite ${name} to a chat"]`)
    .setTimeout(30_000)
    .click();

/** Opens the bell's panel (its name is "Notifications", or "Notifications (new)" while unread). */
export async function openBell(user: FirefoxUser): Promise<void> {
  await Locator.race([
    aria(user.page, 'button', 'Notifications'),
    aria(user.page, 'button', 'Notifications (new)'),
  ]).click();
  await aria(user.page, 'region', 'Notifications').wait();
}

export const answerCallFrom = (user: FirefoxUser, name: string) =>
  user.page.locator(`a[aria-label="Answer the call from ${name}"]`).setTimeout(30_000).click();

/** Waits until the page's path (and query) matches: the app moves between pages without a reload. */
export async function waitForPath(user: FirefoxUser, pattern: RegExp, timeout = 30_000): Promise<void> {
  await user.page
    .waitForFunction(
      (source: string, flags: string) => new RegExp(source, flags).test(location.pathname + location.search),
      { timeout, polling: 100 },
      pattern.source,
      pattern.flags,
    )
    .catch((error) => {
      throw new Error(`${user.name} (Firefox) is at ${user.page.url()}, not at ${pattern} after ${timeout} ms`, {
        cause: error,
      });
    });
}
