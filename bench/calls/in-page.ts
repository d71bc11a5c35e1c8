import { inPage } from '../../tests/e2e/support/chat-users';

/**
 * Page scripts of the call benchmarks, as strings: the same text runs in Chromium (Playwright)
 * and Firefox (puppeteer), and a string keeps tsx's `__name` wrappers out of the page (see
 * first-frame.ts). The E2E checks of `chat-users.ts` (`inPage`) are spliced in by their source,
 * so "the remote video plays" means here exactly what it means in the E2E tests.
 *
 * Each watcher runs in the page from the moment it is installed and writes Date.now() (the
 * page's clock, the machine's clock: every browser here runs on this machine) to a window
 * property once its condition holds; the bench installs it before the event it times and reads
 * the property afterwards, so no round trip to the test process falls inside a figure.
 */

const plays = `${inPage.remoteVideoPlays}`;
const phaseIs = `${inPage.phaseIs}`;

/** `window[key]` = when the companion's video first plays (checked every 10 ms). */
export function watchRemotePlays(key: string): string {
  return watchUntil(key, plays);
}

/** `window[key]` = when the chat screen first leaves the `connected` phase. */
export function watchLeavesConnected(key: string): string {
  return watchUntil(key, `() => !(${phaseIs})('connected')`);
}

function watchUntil(key: string, condition: string): string {
  return `(() => {
    const key = ${JSON.stringify(key)};
    const condition = ${condition};
    window[key] = undefined;
    const timer = setInterval(() => {
      if (!condition()) return;
      window[key] = Date.now();
      clearInterval(timer);
    }, 10);
  })()`;
}

/**
 * `window[key]` = when remote video flows again: the first of 10 frames presented within 1 s
 * while the chat shows `connected`. One stray frame is not recovery: frames still in the
 * jitter buffer when the network changed may be presented after it.
 */
export function watchVideoFlowing(key: string): string {
  // Frames the element received (Chromium's decoded count; elsewhere the playback quality's
  // total), polled every 20 ms: what reaches the screen, not what the connection decoded
  // (docs/testing.md, network faults).
  return `(() => {
    const key = ${JSON.stringify(key)};
    const connected = () => (${phaseIs})('connected');
    const plays = ${plays};
    window[key] = undefined;
    const count = (video) =>
      typeof video.webkitDecodedFrameCount === 'number'
        ? video.webkitDecodedFrameCount
        : (video.getVideoPlaybackQuality?.().totalVideoFrames ?? 0);
    let watched = null;
    let history = [];
    const timer = setInterval(() => {
      if (window[key] !== undefined) return clearInterval(timer);
      const video = document.querySelector('video[data-testid="remote-video"]');
      // A new call may bring a new video element; follow the one on screen.
      if (!video || !plays()) return;
      if (video !== watched) {
        watched = video;
        history = [];
      }
      const now = Date.now();
      if (!connected()) {
        history = [];
        return;
      }
      const frames = count(video);
      if (history.length === 0 || frames > history.at(-1).frames) history.push({ at: now, frames });
      history = history.filter((entry) => now - entry.at <= 1000);
      // 10 new frames within the last second: flowing since the first of them.
      if (history.length > 1 && history.at(-1).frames - history[0].frames >= 10) window[key] = history[0].at;
    }, 20);
    setTimeout(() => clearInterval(timer), 120000);
  })()`;
}

/** `window[key]` lists the phases the chat screen shows from now on (for a minute), in order. */
export function watchPhases(key: string): string {
  return `(() => {
    const phases = (window[${JSON.stringify(key)}] = []);
    const timer = setInterval(() => {
      const phase = document.querySelector('section[data-phase]')?.getAttribute('data-phase') ?? 'none';
      if (phases.at(-1) !== phase) phases.push(phase);
    }, 10);
    setTimeout(() => clearInterval(timer), 60000);
  })()`;
}

/** `window[key]` = when the page receives the next click (capture phase; see first-frame.ts). */
export function notePress(key: string): string {
  return `document.addEventListener('click', () => { window[${JSON.stringify(key)}] = Date.now(); }, { capture: true, once: true })`;
}

/** The chat screen shows `phase` (an expression for waitForFunction). */
export const inPhase = (phase: string) => `(${phaseIs})(${JSON.stringify(phase)})`;

/** Is `window[key]` set yet (an expression for waitForFunction). */
export const isSet = (key: string) => `window[${JSON.stringify(key)}] !== undefined`;
export const readKey = (key: string) => `window[${JSON.stringify(key)}]`;

/**
 * tsx (which runs the benchmarks) wraps named inner functions in `__name(fn, "name")`, a helper
 * the page lacks: E2E helpers that pass functions to the page (`call-stats.ts`) need it defined
 * there. Added to a browser context before its pages load.
 */
export const NAME_SHIM = 'globalThis.__name ??= (fn) => fn;';
