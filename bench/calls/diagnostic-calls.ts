import type { Page } from 'playwright-core';
import { signUpVerified } from '../../tests/e2e/support/chat-users';
import { type E2E, startE2E } from '../../tests/e2e/support/e2e';
import { ready, stop } from '../first-frame';
import { STEP_RECORDER } from './step-recorder';

/** The two pages of a diagnostic call: the waiter pressed Start first, the starter finds it. */
export interface CallPages {
  waiter: Page;
  starter: Page;
}

export interface CallObserver {
  /** Runs once the waiter searches, before the starter's press (start a trace or a profiler). */
  beforePress(pages: CallPages, call: number): Promise<void>;
  /** Runs once both pages have shown their first remote frame, before both stop. */
  afterFrame(pages: CallPages, call: number): Promise<void>;
}

/**
 * `calls` random-chat calls made as bench/first-frame.ts makes them (two verified users, the
 * step recorder on both pages, the starter's press marked), for the diagnostics beside that bench
 * (trace-first-frame.ts, profile-first-frame.ts), which observe each call their own way.
 */
export async function diagnoseCalls(calls: number, observe: (e2e: E2E) => CallObserver): Promise<void> {
  const e2e = await startE2E({ searchCooldownMs: 0 });
  try {
    const observer = observe(e2e);
    const a = await signUpVerified(e2e, 'Alpha');
    const b = await signUpVerified(e2e, 'Bravo');
    const pages: CallPages = { waiter: a.page, starter: b.page };
    await Promise.all([a.page.addInitScript(STEP_RECORDER), b.page.addInitScript(STEP_RECORDER)]);
    for (let i = 0; i < calls; i++) {
      await Promise.all([ready(a.page), ready(b.page)]);
      await a.page.getByRole('button', { name: 'Start chat' }).first().click();
      await a.page.waitForFunction(
        () => document.querySelector('section[data-phase]')?.getAttribute('data-phase') === 'searching',
      );
      await observer.beforePress(pages, i);
      await b.page.evaluate(
        `document.addEventListener('click', () => performance.mark('step:press'), { capture: true, once: true })`,
      );
      await b.page.getByRole('button', { name: 'Start chat' }).first().click();
      await Promise.all(
        [a.page, b.page].map((page) =>
          page.waitForFunction(() => (window as unknown as { __steps?: { frame?: number } }).__steps?.frame),
        ),
      );
      await observer.afterFrame(pages, i);
      await stop(b.page);
      await stop(a.page);
    }
  } finally {
    await e2e.close();
  }
}
