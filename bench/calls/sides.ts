import { setTimeout as delay } from 'node:timers/promises';
import type { ChatUser } from '../../tests/e2e/support/chat-users';
import * as fx from '../../tests/e2e/support/firefox-chat';
import { ready, stop } from '../first-frame';
import { inPhase, isSet, NAME_SHIM, notePress, readKey, watchRemotePlays } from './in-page';

/**
 * One end of a benchmarked call, whatever drives its browser: Playwright (Chromium, the E2E
 * helpers of `chat-users.ts` and first-frame.ts) or puppeteer over WebDriver BiDi (Firefox,
 * `firefox-chat.ts`). Page scripts are strings (in-page.ts), which both accept.
 */
export interface Side {
  label: string;
  evaluate<T>(script: string): Promise<T>;
  /** Waits until the page expression is truthy; false when `timeoutMs` passed first. */
  waitFor(expression: string, timeoutMs: number): Promise<boolean>;
  /** The chat opened afresh (no remembered partners), the own PeerJS id ready. */
  ready(): Promise<void>;
  pressStart(): Promise<void>;
  /** Back to `idle` (Stop on a call or search); never throws, says what went wrong. */
  endCall(): Promise<void>;
}

const TIMEOUT_MS = 30_000;

/**
 * Polls a page expression from here. Not waitForFunction: Playwright evaluates its string in the
 * page with `eval`, which the app's CSP (script-src 'self') refuses. Only whether a watcher has
 * fired is polled; the time it fired is taken in the page (in-page.ts), so polling adds nothing.
 */
async function poll(check: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await delay(25);
  }
  return false;
}

export async function chromiumSide(user: ChatUser, label = user.name): Promise<Side> {
  await user.context.addInitScript(NAME_SHIM);
  return {
    label,
    evaluate: (script) => user.page.evaluate(script),
    waitFor: (expression, timeout) => poll(() => user.page.evaluate(expression), timeout),
    ready: () => ready(user.page),
    pressStart: () => user.page.getByRole('button', { name: 'Start chat' }).first().click(),
    async endCall() {
      try {
        await stop(user.page);
      } catch (error) {
        console.log(`  (${label}: could not stop the call: ${String(error).split('\n')[0]}; reopening the page)`);
        // A page left on a call asks before unloading: close it without asking, open another.
        const page = await user.context.newPage();
        await user.page.close({ runBeforeUnload: false }).catch(() => {});
        user.page = page;
      }
    },
  };
}

export function firefoxSide(user: fx.FirefoxUser, label = `${user.name} (Firefox)`): Side {
  const page = user.page;
  return {
    label,
    evaluate: (script) => page.evaluate(script) as Promise<never>,
    waitFor: (expression, timeout) => poll(() => page.evaluate(expression), timeout),
    async ready() {
      // Puppeteer's cookie calls differ between its protocols; the app's cookies are script
      // cookies (src/adapters/cookies.ts), so the page forgets the partners itself.
      if (page.url().startsWith(user.baseUrl))
        await page.evaluate(`document.cookie = 'exclude_ids=; Max-Age=0; Path=/; SameSite=Strict'`);
      await fx.openChat(user);
      const ok = await this.waitFor(
        `document.querySelector('section[data-phase]')?.getAttribute('data-peer-ready') === 'true'`,
        TIMEOUT_MS,
      );
      if (!ok) throw new Error(`${label}: no PeerJS id within ${TIMEOUT_MS} ms`);
    },
    pressStart: () => fx.startChat(user),
    async endCall() {
      try {
        const phase = await page.evaluate(`document.querySelector('section[data-phase]')?.getAttribute('data-phase')`);
        if (phase === 'idle') return;
        await fx.pressControl(user, 'Stop');
        await fx.waitForPhase(user, 'idle', TIMEOUT_MS);
      } catch (error) {
        console.log(`  (${label}: could not stop the call: ${String(error).split('\n')[0]})`);
      }
    },
  };
}

/**
 * One call, timed: `first` presses Start and searches, `second` presses Start (t0, the click as
 * the page receives it); the figure is t0 → both remote videos playing. Null when either video
 * did not play within `timeoutMs` (the call is a failed run, not a crash).
 */
export async function timedConnect(first: Side, second: Side, timeoutMs = TIMEOUT_MS): Promise<number | null> {
  await first.pressStart();
  if (!(await first.waitFor(inPhase('searching'), TIMEOUT_MS)))
    throw new Error(`${first.label} never started searching`);
  await Promise.all([
    first.evaluate(watchRemotePlays('__benchPlays')),
    second.evaluate(watchRemotePlays('__benchPlays')),
  ]);
  await second.evaluate(notePress('__benchPressed'));
  await second.pressStart();
  const played = await Promise.all([first, second].map((side) => side.waitFor(isSet('__benchPlays'), timeoutMs)));
  if (!played.every(Boolean)) {
    const missing = [first, second].filter((_, i) => !played[i]).map((side) => side.label);
    console.log(`  no remote video within ${timeoutMs / 1000} s on ${missing.join(' and ')}'s page`);
    return null;
  }
  const [a, b, t0] = await Promise.all([
    first.evaluate<number>(readKey('__benchPlays')),
    second.evaluate<number>(readKey('__benchPlays')),
    second.evaluate<number>(readKey('__benchPressed')),
  ]);
  return Math.max(a, b) - t0;
}
