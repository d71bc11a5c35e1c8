import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { LoginResponse, OutboxMail } from '../../../contract/user';
import { type E2E, startE2E } from './e2e';

let counter = 0;

export interface ChatUser {
  /** The user's id on the server. */
  id: number;
  /** The access token, for calls to the API as this user (`Authorization: Bearer`). */
  token: string;
  name: string;
  petName: string;
  email: string;
  page: Page;
  context: BrowserContext;
  /** Uncaught exceptions of the page. */
  errors: string[];
}

/** The six-character code of the newest verification mail to `email` (dev outbox). */
async function latestCode(page: Page, email: string): Promise<string> {
  const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const [mail] = (await response.json()) as OutboxMail[];
  const line = mail?.text.split('\n').find((l) => /^\s{4}\S/.test(l)) ?? '';
  const match = /\b([A-Z0-9]{6})\b/.exec(line);
  if (!match) throw new Error(`no code mailed to ${email}`);
  return match[1];
}

/**
 * A verified user in their own browser context, signed in the way the app keeps a session: the
 * access token in local storage (`token`) and the refresh cookie in the context. Registered,
 * logged in and verified through the real API (code read from the dev outbox).
 */
export async function signUpVerified(
  e2e: Pick<E2E, 'newPage'>,
  name: string,
  opts: { email?: string } = {},
): Promise<ChatUser> {
  counter += 1;
  const { page, context, errors } = await e2e.newPage();
  const email = opts.email ?? `${name.toLowerCase()}.${counter}.${Date.now().toString(36)}@example.com`;
  const password = 'parrots-talk-8';
  const petName = `${name}'s parrot`;
  const body = {
    name,
    phone: '+380 50 123 45 67',
    email,
    password,
    pet_name: petName,
    pet_breed: 1,
    pet_gender: counter % 2 ? 'boy' : 'girl',
    birth_date: '1990-05-14',
    email_subscription: false,
  };
  const registered = await page.request.post('/api/register', { data: body });
  if (registered.status() !== 201) throw new Error(`register ${registered.status()}: ${await registered.text()}`);
  const { user } = (await registered.json()) as { user: { id: number } };
  const login = await page.request.post('/api/login', { data: { email, password } });
  if (login.status() !== 200) throw new Error(`login ${login.status()}: ${await login.text()}`);
  const { access_token: token } = (await login.json()) as LoginResponse;
  const verified = await page.request.post('/api/verify-email', {
    data: { email, verification_code: await latestCode(page, email) },
    headers: { authorization: `Bearer ${token}` },
  });
  if (verified.status() !== 200) throw new Error(`verify ${verified.status()}: ${await verified.text()}`);
  await page.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  return { id: user.id, token, name, petName, email, page, context, errors };
}

/**
 * Makes two users friends through the API, as if `a` asked in /users-list and `b` accepted in
 * the bell (those pages are proven in `friends.e2e.test.ts`).
 */
export async function befriend(
  baseUrl: string,
  a: { id: number; token: string },
  b: { id: number; token: string },
): Promise<void> {
  const post = async (token: string, route: string, body: unknown, status: number) => {
    const response = await fetch(`${baseUrl}/api${route}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== status) throw new Error(`${route} ${response.status}: ${await response.text()}`);
  };
  await post(a.token, '/friends/send-request', { to: b.id }, 201);
  await post(b.token, '/friends/accept-request', { senderId: a.id }, 200);
}

// ---- the chat screen, as a user sees it ---------------------------------------------------

export const phaseOf = (page: Page) => page.locator('section[data-phase]').getAttribute('data-phase');

export async function openChat(user: ChatUser): Promise<void> {
  await user.page.goto('/');
  await user.page.getByRole('heading', { name: 'Start a chat' }).waitFor({ timeout: 30_000 });
}

/**
 * Checks run inside the page, shared by these Playwright helpers and the puppeteer ones for
 * Firefox (`firefox-chat.ts`): each is serialised into the page, so it must be self-contained.
 */
export const inPage = {
  phaseIs: (phase: string) => document.querySelector('section[data-phase]')?.getAttribute('data-phase') === phase,
  /** Frames of the companion's video are decoded and its time advances. */
  remoteVideoPlays: () => {
    const video = document.querySelector<HTMLVideoElement>('video[data-testid="remote-video"]');
    return !!video && !video.hidden && video.videoWidth > 0 && video.readyState >= 2 && video.currentTime > 0;
  },
  /**
   * Resolves with the count of frames presented when the browser presents the next one, or 0
   * when none is presented within 10 s (so a frozen video fails the test instead of hanging it).
   */
  nextPresentedFrames: () =>
    new Promise<number>((resolve) => {
      const video = document.querySelector<HTMLVideoElement>('video[data-testid="remote-video"]')!;
      video.requestVideoFrameCallback((_now, metadata) => resolve(metadata.presentedFrames));
      setTimeout(() => resolve(0), 10_000);
    }),
};

export async function waitForPhase(page: Page, phase: string, timeout = 60_000): Promise<void> {
  await page.waitForFunction(inPage.phaseIs, phase, { timeout });
}

/**
 * Waits until the companion's video really plays: frames are decoded (`videoWidth > 0`), time
 * advances, and the browser presents a new frame (`requestVideoFrameCallback`).
 */
export async function waitForRemoteFrames(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(inPage.remoteVideoPlays, null, { timeout });
  const presented = await page.evaluate(inPage.nextPresentedFrames);
  if (!(presented > 0)) throw new Error('no remote frame was presented');
}

/** The owner's name on the companion card (the card leads with the pet). */
export const companionName = (page: Page) => page.getByTestId('companion-owner').textContent();

/**
 * The set-up of a file of call tests: one server for the file (`startE2E`), and `newUser` signs
 * up users that leave (their browser contexts close) after each test — a searcher left behind
 * would be the next test's partner. Call it at the top level of the test file.
 */
export function callTestUsers(overrides: Parameters<typeof startE2E>[0] = {}) {
  let server: E2E | undefined;
  const users: ChatUser[] = [];
  beforeAll(async () => {
    server = await startE2E(overrides);
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(async () => {
    for (const user of users.splice(0)) await user.context.close();
  });
  return {
    /** The file's server; available inside tests and hooks. */
    get e2e(): E2E {
      if (!server) throw new Error('callTestUsers: the server starts in beforeAll');
      return server;
    },
    async newUser(name: string, opts: { email?: string } = {}): Promise<ChatUser> {
      const user = await signUpVerified(this.e2e, name, opts);
      users.push(user);
      return user;
    },
  };
}
