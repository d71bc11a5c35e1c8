/**
 * A diagnostic beside bench/first-frame.ts (not part of `npm run bench`): a few calls as that
 * bench makes them, with V8's sampling profiler on both pages from the press to the page's first
 * remote frame, and the script time in each window summed by function (inclusive: a function
 * counts once per sample it is on the stack of). Build unminified to read the names
 * (`npx vite build --minify false`).
 *
 *   node --import tsx bench/calls/profile-first-frame.ts [calls=3]
 */
import type { CDPSession, Page } from 'playwright-core';
import type { CpuProfile as Profile } from '../cpu-profile';
import { diagnoseCalls } from './diagnostic-calls';

const calls = Number(process.argv[2] ?? 3);
const totals = new Map<string, Map<string, number>>();

async function profiler(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  return session;
}

/** The page's step marks as performance.now() times (the profile's clock, less its origin). */
const marksOf = (page: Page) =>
  page.evaluate(
    `Object.fromEntries(performance.getEntriesByType('mark').filter((m) => m.name.startsWith('step:')).map((m) => [m.name.slice(5), m.startTime]))`,
  ) as Promise<Record<string, number>>;

function summarize(side: string, profile: Profile, from: number, to: number, label: string, now: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  // The profile's times are the monotonic clock in µs, the marks ms after the page's origin: the
  // last sample is aligned with performance.now() read just before the profiler stopped.
  let at = profile.startTime;
  const times = profile.timeDeltas.map((delta) => (at += delta));
  const end = times.at(-1) ?? 0;
  const key = `${side}: ${label}`;
  const sums = totals.get(key) ?? new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const pageMs = now - (end - times[i]) / 1000;
    if (pageMs < from || pageMs > to) continue;
    const dt = (profile.timeDeltas[i + 1] ?? 100) / 1000;
    const seen = new Set<string>();
    for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)!.callFrame;
      const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber}`;
      if (seen.has(name)) continue;
      seen.add(name);
      sums.set(name, (sums.get(name) ?? 0) + dt);
    }
  }
  totals.set(key, sums);
}

await diagnoseCalls(calls, () => {
  let sessions: CDPSession[] = [];
  return {
    async beforePress({ waiter, starter }) {
      sessions = await Promise.all([profiler(waiter), profiler(starter)]);
      await Promise.all(sessions.map((s) => s.send('Profiler.start')));
    },
    async afterFrame({ waiter, starter }) {
      // The stop's moment on each page's clock, to align the samples with the marks.
      for (const [page, session, side] of [
        [starter, sessions[1], 'starter'],
        [waiter, sessions[0], 'waiter'],
      ] as const) {
        const now = (await page.evaluate('performance.now()')) as number;
        const { profile } = (await session.send('Profiler.stop')) as { profile: Profile };
        const marks = await marksOf(page);
        const mark = (name: string) => {
          const value = marks[name];
          return value === undefined ? undefined : value;
        };
        const windows: Array<[string, number | undefined, number | undefined]> = [
          [
            'search answer → offer set',
            mark('search:end'),
            side === 'starter' ? mark('setLocalDescription:end') : undefined,
          ],
          ['connected → frame', mark('dtls'), mark('frame')],
        ];
        for (const [label, from, to] of windows)
          if (from !== undefined && to !== undefined) summarize(side, profile, from, to, label, now);
      }
    },
  };
});
for (const [key, sums] of totals) {
  console.log(`\n== ${key}: script ms over ${calls} calls (inclusive, top ${process.env.TOP ?? 25}) ==`);
  for (const [name, ms] of [...sums.entries()].sort((x, y) => y[1] - x[1]).slice(0, Number(process.env.TOP ?? 25)))
    console.log(`  ${ms.toFixed(1).padStart(7)}  ${name}`);
}
