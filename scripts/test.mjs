#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure.
// typecheck → lint → i18n completeness → unit/model/story tests → API tests (PGlite, then
// PostgreSQL when TEST_DATABASE_URL is set, then the shared-engine files again with a Redis
// started here) → Storybook build → app build → E2E in Chromium (and Firefox ESR for the
// cross-engine calls).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium is missing at ${chromium}. Install Debian's package: apt-get update && apt-get install -y chromium`,
  );
  console.error('(Never run "playwright install": the E2E tests use the system Chromium.)');
  process.exit(1);
}

// The cross-engine calls (tests/e2e/cross-engine.e2e.test.ts) put one user in Firefox ESR.
const firefox = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
if (!existsSync(firefox)) {
  console.error(
    `Firefox is missing at ${firefox}. Install Debian's package: apt-get update && apt-get install -y firefox-esr`,
  );
  console.error('(Never run "npx puppeteer browsers install": the E2E tests use the system Firefox ESR.)');
  process.exit(1);
}

// The Redis adapters are tested against a real redis-server (never skipped).
const redisServer = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
if (!existsSync(redisServer)) {
  console.error(
    `redis-server is missing at ${redisServer}. Install Debian's package: apt-get update && apt-get install -y redis-server`,
  );
  process.exit(1);
}

/** A throwaway redis-server on a free loopback port, no persistence; resolves once it answers PING. */
async function startRedis() {
  const port = await new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
  const child = spawn(
    redisServer,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const deadline = Date.now() + 10_000;
  for (;;) {
    const pong = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
    });
    if (pong) return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGKILL') };
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('redis-server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The third API run: the files whose code paths change with REDIS_URL (matching, realtime,
// PeerJS, friends and friend calls, sessions and their sockets, rate limits, health) rather than
// the whole project again, to keep `npm test` within reach on a small machine.
const REDIS_API_FILES = [
  'tests/api/chat',
  'tests/api/friends',
  'tests/api/friend-calls',
  'tests/api/auth',
  'tests/api/security',
  'tests/api/accounts/login-limits.test.ts',
  'tests/api/accounts/sessions.test.ts',
  'tests/api/system.test.ts',
  'tests/api/scale-out',
];

const steps = [
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['i18n catalogs complete', 'npm', ['run', '-s', 'i18n:check']],
  [
    'unit, model and story tests',
    'npx',
    ['vitest', 'run', '--project', 'unit', '--project', 'model', '--project', 'stories'],
  ],
  ['API tests (PGlite)', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DATABASE_URL: '' }],
];
if (process.env.TEST_DATABASE_URL) steps.push(['API tests (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api']]);
steps.push([
  `API tests with REDIS_URL (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, shared-engine files)`,
  'npx',
  ['vitest', 'run', '--project', 'api', ...REDIS_API_FILES],
  { TEST_REDIS_URL: 'redis' },
]);
steps.push(
  ['Storybook build', 'npm', ['run', '-s', 'storybook:build']],
  ['app build', 'npm', ['run', '-s', 'build']],
  ['end-to-end tests (Chromium, Firefox ESR)', 'npx', ['vitest', 'run', '--project', 'e2e']],
);

const started = Date.now();
for (const [name, cmd, args, env] of steps) {
  console.log(`\n=== ${name} ===`);
  const t = Date.now();
  // A step that asks for TEST_REDIS_URL gets a fresh redis-server for its duration.
  const redis = env?.TEST_REDIS_URL ? await startRedis() : null;
  const res = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...env,
      ...(redis ? { TEST_REDIS_URL: redis.url } : {}),
      STORYBOOK_DISABLE_TELEMETRY: '1',
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
    },
  });
  redis?.stop();
  if (res.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${res.status}).`);
    process.exit(res.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
