/**
 * `npm run bench` → benchFirstFrame: how long from pressing Start until the companion's first
 * video frame is on screen, with the real server and two Chromium contexts on loopback (fake
 * camera). Per call: user A is already searching, B presses Start at t0 (the click reaching the
 * page); measured are
 * B's first remote frame (B sees A) and A's (A sees B), by `requestVideoFrameCallback`.
 * Prints p50/p95 over the calls; never fails on timing. Needs a build (`npm run build`).
 * The floor the ratio divides by is Chromium's own steps, with "connected → first frame" capped
 * at a bare-page control's figure measured in the same browser (bench/calls/bare-page.ts).
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { signUpVerified } from '../tests/e2e/support/chat-users';
import { startE2E } from '../tests/e2e/support/e2e';
import { BARE_FLOOR_STEPS, bareConnectedToFrame } from './calls/bare-page';
import { pageEvents, type Steps, starterChain, waiterChain } from './calls/first-frame-steps';
import { STEP_RECORDER } from './calls/step-recorder';
import { loadAverage } from './matching/cpu-clock';
import { atMost, record } from './results';

const CALLS = 12;
const TIMEOUT_MS = 60_000;

export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/** Opens the chat fresh (no remembered partners) and waits for the own PeerJS id (also calls.ts). */
export async function ready(page: Page): Promise<void> {
  await page.context().clearCookies({ name: 'exclude_ids' });
  await page.goto('/');
  await page.waitForFunction(
    () => document.querySelector('section[data-phase]')?.getAttribute('data-peer-ready') === 'true',
    null,
    { timeout: TIMEOUT_MS },
  );
}

/**
 * Resolves with Date.now() of the first frame the remote video presents. The page script is
 * a string: tsx (which runs the benchmarks) would wrap a function's inner helpers in a
 * `__name` call that does not exist in the page.
 */
function firstRemoteFrame(page: Page): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no remote frame')), ${TIMEOUT_MS});
    const watch = () => {
      const video = document.querySelector('video[data-testid="remote-video"]');
      if (!video || !video.srcObject) return requestAnimationFrame(watch);
      video.requestVideoFrameCallback(() => {
        clearTimeout(timer);
        resolve(Date.now());
      });
    };
    watch();
  })`) as Promise<number>;
}

/**
 * t0 is the moment the page receives the press (a capture-phase listener), not when Playwright
 * is asked to click: its actionability checks (visible, stable over two animation frames,
 * scrolled into view) took about 95 ms here, time no user waits.
 */
function notePress(page: Page): Promise<unknown> {
  return page.evaluate(
    `document.addEventListener('click', () => { window.__pressedAt = Date.now(); }, { capture: true, once: true })`,
  );
}

const pressedAt = (page: Page) => page.evaluate('window.__pressedAt') as Promise<number>;

const stepsOf = (page: Page) => page.evaluate('window.__steps') as Promise<Steps>;
const longTasksOf = (page: Page) => page.evaluate('window.__longTasks') as Promise<Array<{ at: number; ms: number }>>;

/**
 * What was ready when Start was pressed, in ms before the press (negative: it was not, and
 * finished that long after): the camera, the issued peer credentials, the PeerJS socket.
 */
function readiness(t0: number, starter: Steps, waiter: Steps) {
  return {
    'camera open (caller)': t0 - starter['camera:end'],
    'camera open (callee)': t0 - waiter['camera:end'],
    'peer credentials issued (caller)': t0 - starter['credentials:end'],
    'PeerJS socket open (caller)': t0 - starter['peer-socket:open'],
    'PeerJS socket open (callee)': t0 - waiter['peer-socket:open'],
  };
}

/** Start → the offer leaves, and the offer → the callee's connection, step by step. */
function beforeOffer(t0: number, starter: Steps, waiter: Steps) {
  return {
    'press → search request sent': starter['search:start'] - t0,
    'search round trip (the server pairs)': starter['search:end'] - starter['search:start'],
    'search: fetch called → request on the wire': starter['search:request'] - starter['search:start'],
    'search: request on the wire → answer headers in': starter['search:response'] - starter['search:request'],
    'search: answer headers in → fetch resolved': starter['search:end'] - starter['search:response'],
    'search answer → caller makes its connection': starter.pc - starter['search:end'],
    'connection → createOffer called': starter['createOffer:start'] - starter.pc,
    'local description set → OFFER on the socket': starter['offer:sent'] - starter['setLocalDescription:end'],
    'OFFER through the server': waiter['offer:received'] - starter['offer:sent'],
    'OFFER received → callee makes its connection': waiter.pc - waiter['offer:received'],
    'ANSWER on the socket → caller has it': starter['answer:received'] - waiter['answer:sent'],
  };
}

/** One call's steps, in ms: `starter` pressed Start (the caller), `waiter` answered. */
function callSteps(t0: number, starter: Steps, waiter: Steps, starterFrame: number) {
  return {
    'press → caller makes its connection': starter.pc - t0,
    'caller makes the offer': starter['setLocalDescription:end'] - starter['createOffer:start'],
    'offer relayed → callee makes its connection': waiter.pc - starter['setLocalDescription:end'],
    'callee applies the offer and answers': waiter['setLocalDescription:end'] - waiter['setRemoteDescription:start'],
    'answer relayed to the caller': starter['setRemoteDescription:start'] - waiter['setLocalDescription:end'],
    'caller applies the answer': starter['setRemoteDescription:end'] - starter['setRemoteDescription:start'],
    'ICE and DTLS connect (caller)': starter.dtls - starter['setRemoteDescription:end'],
    'connected → first frame shown (caller)': starterFrame - starter.dtls,
  };
}

/** Inside Chromium's WebRTC engine, not in the app or the server. */
const ENGINE_STEPS = [
  'caller makes the offer',
  'callee applies the offer and answers',
  'caller applies the answer',
  'ICE and DTLS connect (caller)',
  'connected → first frame shown (caller)',
];
/**
 * The one engine step the app can still slow down: a rounded clip on the own preview once held
 * the camera's frames ~2.3 s here (issue 30 item 4). It counts as Chromium's only up to what the
 * bare-page control (bench/calls/bare-page.ts) measures in the same browser; above that it is
 * the app's share, and the floor does not grow with it.
 */
const CONNECTED_TO_FRAME = 'connected → first frame shown (caller)';

const start = (page: Page) => page.getByRole('button', { name: 'Start chat' }).first().click();

/** Ends the call first: a page left on a call asks before unloading (also calls.ts). */
export async function stop(page: Page): Promise<void> {
  const phase = await page.locator('section[data-phase]').getAttribute('data-phase');
  if (phase === 'idle') return;
  await page
    .getByRole('navigation', { name: 'Call controls' })
    .getByRole('button', { name: 'Stop', exact: true })
    .click();
  await page.waitForFunction(
    () => document.querySelector('section[data-phase]')?.getAttribute('data-phase') === 'idle',
    null,
    { timeout: TIMEOUT_MS },
  );
}

export async function benchFirstFrame(): Promise<void> {
  if (!existsSync(path.resolve(import.meta.dirname, '..', 'dist', 'index.html'))) {
    console.log('\n== First remote frame: skipped (no build in dist/; run `npm run build`) ==');
    return;
  }
  // The server's search cooldown (1 s between searches, against skip floods) would delay each
  // Start that follows the previous call's Stop; a user's first Start never meets it.
  const e2e = await startE2E({ searchCooldownMs: 0 });
  try {
    const a = await signUpVerified(e2e, 'Alpha');
    const b = await signUpVerified(e2e, 'Bravo');
    await Promise.all([a.page.addInitScript(STEP_RECORDER), b.page.addInitScript(STEP_RECORDER)]);
    const starterSees: number[] = [];
    const waiterSees: number[] = [];
    const steps: Array<ReturnType<typeof callSteps>> = [];
    const before: Array<ReturnType<typeof beforeOffer>> = [];
    const readyAt: Array<ReturnType<typeof readiness>> = [];
    const chains = { starter: [] as Array<Record<string, number>>, waiter: [] as Array<Record<string, number>> };
    const events = { starter: [] as Array<Record<string, number>>, waiter: [] as Array<Record<string, number>> };
    for (let i = 0; i < CALLS; i++) {
      await Promise.all([ready(a.page), ready(b.page)]);
      await start(a.page);
      await a.page.waitForFunction(
        () => document.querySelector('section[data-phase]')?.getAttribute('data-phase') === 'searching',
        null,
        { timeout: TIMEOUT_MS },
      );
      const framesA = firstRemoteFrame(a.page);
      const framesB = firstRemoteFrame(b.page);
      await notePress(b.page);
      await start(b.page);
      const [atA, atB] = await Promise.all([framesA, framesB]);
      const t0 = await pressedAt(b.page);
      starterSees.push(atB - t0);
      waiterSees.push(atA - t0);
      const [stepsA, stepsB] = await Promise.all([stepsOf(a.page), stepsOf(b.page)]);
      steps.push(callSteps(t0, stepsB, stepsA, atB));
      before.push(beforeOffer(t0, stepsB, stepsA));
      readyAt.push(readiness(t0, stepsB, stepsA));
      chains.starter.push(starterChain(t0, stepsB, stepsA, atB));
      chains.waiter.push(waiterChain(t0, stepsB, stepsA, atA));
      const [tasksA, tasksB] = await Promise.all([longTasksOf(a.page), longTasksOf(b.page)]);
      events.starter.push(pageEvents(t0, stepsB, atB, tasksB));
      events.waiter.push(pageEvents(t0, stepsA, atA, tasksA));
      await stop(b.page);
      await stop(a.page);
    }
    const line = (label: string, values: number[]) => {
      const sorted = [...values].sort((x, y) => x - y);
      record({
        bench: 'first-frame',
        name: `${label}: p50`,
        value: percentile(sorted, 50),
        unit: 'ms',
        goal: atMost(150),
      });
      record({
        bench: 'first-frame',
        name: `${label}: p95`,
        value: percentile(sorted, 95),
        unit: 'ms',
        goal: atMost(250),
      });
      console.log(
        `${label.padEnd(34)} p50 ${String(percentile(sorted, 50)).padStart(5)} ms   p95 ${String(percentile(sorted, 95)).padStart(5)} ms   min ${sorted[0]} ms   max ${sorted.at(-1)} ms`,
      );
    };
    console.log(`\n== First remote frame after pressing Start (loopback, fake camera, ${CALLS} calls) ==`);
    line('the one who pressed Start sees', starterSees);
    line('the one who was waiting sees', waiterSees);
    // Where the time goes: the median of each step over the calls.
    const mediansOf = (calls: Array<Record<string, number>>): Record<string, number> =>
      Object.fromEntries(
        Object.keys(calls[0] ?? {}).map((name) => {
          const values = calls
            .map((call) => call[name])
            .filter((value) => Number.isFinite(value))
            .sort((x, y) => x - y);
          return [name, percentile(values, 50)];
        }),
      );
    const medians = mediansOf(steps);
    console.log('where the time goes (median per step, ms):');
    for (const [name, value] of Object.entries(medians))
      console.log(`  ${name.padEnd(44)} ${String(value).padStart(5)}`);
    // The control: the same step on two bare pages of the same browser, same number of calls.
    const bareCalls = await bareConnectedToFrame(e2e.browser, `${e2e.baseUrl}/api/health`, CALLS);
    const bareMedians = mediansOf(bareCalls as unknown as Array<Record<string, number>>);
    const bare = bareMedians['connected → first frame shown'];
    const appConnectedToFrame = medians[CONNECTED_TO_FRAME] ?? 0;
    const appShare = Math.max(0, appConnectedToFrame - bare);
    console.log(
      `  bare-page control, connected → first frame shown: ${bare} ms (the app's share above it: ${appShare} ms)`,
    );
    // The rest of the control, beside the app's figures of the same steps: what Chromium takes
    // for them with no app around (the bare pages gather candidates before they send a description).
    for (const [name, value] of Object.entries(bareMedians)) {
      console.log(`  bare-page control, ${name}: ${value}`);
      record({ bench: 'first-frame', name: `bare-page control: ${name}: p50`, value, unit: 'ms' });
    }
    record({
      bench: 'first-frame',
      name: "connected → first frame shown: the app's share",
      value: appShare,
      unit: 'ms',
    });
    const engine = ENGINE_STEPS.reduce(
      (sum, name) => sum + (name === CONNECTED_TO_FRAME ? appConnectedToFrame - appShare : (medians[name] ?? 0)),
      0,
    );
    console.log(`  Chromium's own WebRTC work in those steps: ${engine} ms`);
    record({ bench: 'first-frame', name: "Chromium's WebRTC steps (sum of medians)", value: engine, unit: 'ms' });
    // Issue 30 item 4: the first frame within 1.2× of Chromium's own steps, same run, p50 both sides.
    const ratio = (label: string, values: number[]) => {
      const p50 = percentile(
        [...values].sort((x, y) => x - y),
        50,
      );
      record({
        bench: 'first-frame',
        name: `${label}: p50 ÷ WebRTC floor`,
        value: p50 / engine,
        unit: '×',
        goal: atMost(1.2),
      });
      return (p50 / engine).toFixed(2);
    };
    console.log(
      `  first frame p50 ÷ that floor: ${ratio('the one who pressed Start sees', starterSees)}× (starter), ${ratio('the one who was waiting sees', waiterSees)}× (waiter); goal ≤ 1.2×`,
    );
    // The same chain with every step from the bare pages: Chromium's floor with no app around it.
    // The in-app steps above carry what the app's own script did meanwhile on the main thread
    // (a promise of the engine resolved late looks like a slow engine step), so that floor grows
    // with the app's work and shrinks when the app does less.
    const bareFloor = BARE_FLOOR_STEPS.reduce((sum, name) => sum + (bareMedians[name] ?? 0), 0);
    const bareRatio = (label: string, values: number[]) => {
      const p50 = percentile(
        [...values].sort((x, y) => x - y),
        50,
      );
      record({ bench: 'first-frame', name: `${label}: p50 ÷ bare-page floor`, value: p50 / bareFloor, unit: '×' });
      return (p50 / bareFloor).toFixed(2);
    };
    record({
      bench: 'first-frame',
      name: "Chromium's WebRTC steps on the bare pages (sum of medians)",
      value: bareFloor,
      unit: 'ms',
    });
    console.log(
      `  the same steps on the bare pages alone: ${bareFloor} ms; first frame p50 ÷ that: ${bareRatio('the one who pressed Start sees', starterSees)}× (starter), ${bareRatio('the one who was waiting sees', waiterSees)}× (waiter)`,
    );
    console.log('between Start and the offer (median per step, ms):');
    for (const [name, value] of Object.entries(mediansOf(before))) {
      console.log(`  ${name.padEnd(52)} ${String(value).padStart(5)}`);
      record({ bench: 'first-frame', name: `before the offer: ${name}`, value, unit: 'ms' });
    }
    console.log('ready before the press (median, ms before it; negative: not yet ready):');
    for (const [name, value] of Object.entries(mediansOf(readyAt))) {
      console.log(`  ${name.padEnd(52)} ${String(value).padStart(7)}`);
      record({ bench: 'first-frame', name: `ready before the press: ${name}`, value, unit: 'ms' });
    }
    // Each side's chain from the press to its first frame: the steps of one call add up to its
    // figure; the medians printed here add up to about the p50.
    for (const side of ['starter', 'waiter'] as const) {
      const medians = mediansOf(chains[side]);
      const sum = Object.values(medians).reduce((total, value) => total + value, 0);
      const engineSum = Object.entries(medians)
        .filter(([name]) => name.startsWith('[engine]'))
        .reduce((total, [, value]) => total + value, 0);
      console.log(
        `the ${side}'s chain, press → its first frame (median per step, ms; sum ${sum}, of which [engine] ${engineSum}):`,
      );
      for (const [name, value] of Object.entries(medians)) {
        console.log(`  ${name.padEnd(76)} ${String(value).padStart(5)}`);
        record({ bench: 'first-frame', name: `${side}'s chain: ${name}`, value, unit: 'ms' });
      }
      console.log(`the ${side}'s page, ms after the press (median):`);
      for (const [name, value] of Object.entries(mediansOf(events[side])))
        console.log(`  ${name.padEnd(76)} ${String(value).padStart(5)}`);
    }
    // FIRST_FRAME_RAW=file: every call's figures, for pooling runs of an A/B comparison.
    if (process.env.FIRST_FRAME_RAW)
      writeFileSync(
        process.env.FIRST_FRAME_RAW,
        JSON.stringify({ starterSees, waiterSees, chains, events, bare: bareCalls, load: loadAverage() }),
      );
    console.log(`  machine: ${loadAverage()}`);
    console.log('(timings only; machine load from other processes moves them a lot)');
  } finally {
    await e2e.close();
  }
}
