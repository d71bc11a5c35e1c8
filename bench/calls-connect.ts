/**
 * `npm run bench` → benchCallConnect (issue 24 item 8): connect time of a random-chat call, the
 * second Start press → both remote videos playing, between two Chromiums and between Chromium
 * and Firefox ESR (WebDriver BiDi), over loopback with the real server. A few calls each;
 * median and p95, no goal (printed only); never fails on timing. Needs a build (`npm run build`)
 * and, for the Firefox half, `firefox-esr` (skipped without it).
 *
 * Unlike first-frame.ts (the first frame presented), "playing" is the E2E tests' check
 * (`inPage.remoteVideoPlays` of chat-users.ts: decoded frames, time advancing) on both pages.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { seedUser } from '../tests/api/support/users';
import { signUpVerified } from '../tests/e2e/support/chat-users';
import { startE2E } from '../tests/e2e/support/e2e';
import { FIREFOX_PATH, launchFirefox } from '../tests/e2e/support/firefox';
import type { FirefoxUser } from '../tests/e2e/support/firefox-chat';
import { timings } from './calls/report';
import { chromiumSide, firefoxSide, type Side, timedConnect } from './calls/sides';
import { percentile } from './first-frame';

const BENCH = 'calls-connect';
const CHROMIUM_CALLS = 6;
/** Half with Firefox pressing Start second, half with Chromium. */
const FIREFOX_CALLS = 6;

async function calls(first: () => Side, second: () => Side, count: number): Promise<Array<number | null>> {
  const values: Array<number | null> = [];
  for (let i = 0; i < count; i++) {
    const [a, b] = [first(), second()];
    try {
      await Promise.all([a.ready(), b.ready()]);
      values.push(await timedConnect(a, b));
    } catch (error) {
      console.log(`  call ${i + 1} failed: ${String(error).split('\n')[0]}`);
      values.push(null);
    } finally {
      await b.endCall();
      await a.endCall();
    }
  }
  return values;
}

export async function benchCallConnect(): Promise<void> {
  if (!existsSync(path.resolve(import.meta.dirname, '..', 'dist', 'index.html'))) {
    console.log('\n== Call connect time: skipped (no build in dist/; run `npm run build`) ==');
    return;
  }
  // No search cooldown: each Start follows the previous call's Stop (see first-frame.ts).
  const e2e = await startE2E({ searchCooldownMs: 0 });
  try {
    const ana = await chromiumSide(await signUpVerified(e2e, 'Ana'));
    const bohdan = await chromiumSide(await signUpVerified(e2e, 'Bohdan'));
    console.log(`\n== Call connect time: second Start → both remote videos playing (loopback, fake camera) ==`);
    const cc = await calls(
      () => ana,
      () => bohdan,
      CHROMIUM_CALLS,
    );
    timings(BENCH, 'Chromium ↔ Chromium connect', cc, { failed: 'did not show both videos within 30 s' });

    if (!existsSync(FIREFOX_PATH)) {
      console.log(`Chromium ↔ Firefox: skipped (no Firefox at ${FIREFOX_PATH}: apt-get install -y firefox-esr)`);
      return;
    }
    const firefox = await launchFirefox();
    try {
      // As firefoxTestUsers().newUser of firefox-chat.ts (which is bound to vitest's hooks): a
      // seeded user whose token the app finds in local storage.
      const { user, token } = await seedUser(e2e.ctx, { name: 'Fenja', petName: "Fenja's cat" });
      const { page, context, errors } = await firefox.newPage();
      await page.evaluateOnNewDocument(
        (value, origin) => {
          if (location.origin === origin && !localStorage.getItem('token')) localStorage.setItem('token', value);
        },
        token,
        new URL(e2e.baseUrl).origin,
      );
      const fenja: FirefoxUser = {
        id: user.id,
        token,
        name: 'Fenja',
        petName: "Fenja's cat",
        page,
        context,
        errors,
        baseUrl: e2e.baseUrl,
      };
      const fox = firefoxSide(fenja);
      const half = Math.ceil(FIREFOX_CALLS / 2);
      const foxSecond = await calls(
        () => ana,
        () => fox,
        half,
      );
      const chromiumSecond = await calls(
        () => fox,
        () => ana,
        FIREFOX_CALLS - half,
      );
      timings(BENCH, 'Chromium ↔ Firefox connect', [...foxSecond, ...chromiumSecond], {
        failed: 'did not show both videos within 30 s',
      });
      const median = (values: Array<number | null>) => {
        const done = values.filter((v): v is number => v !== null).sort((x, y) => x - y);
        return done.length > 0 ? percentile(done, 50) : 'n/a';
      };
      console.log(
        `  of which Firefox pressed second: median ${median(foxSecond)} ms; Chromium pressed second: ${median(chromiumSecond)} ms`,
      );
      if (errors.length > 0) console.log(`  Firefox page errors: ${errors.join(' | ')}`);
    } finally {
      await firefox.close();
    }
  } finally {
    await e2e.close();
  }
}
