#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first failure.
// typecheck → lint → i18n completeness → unit/model/story tests → API tests (PGlite, then
// PostgreSQL when TEST_DATABASE_URL is set) → Storybook build → app build → E2E in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium is missing at ${chromium}. Install Debian's package: apt-get update && apt-get install -y chromium`,
  );
  console.error('(Never run "playwright install": the E2E tests use the system Chromium.)');
  process.exit(1);
}

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
steps.push(
  ['Storybook build', 'npm', ['run', '-s', 'storybook:build']],
  ['app build', 'npm', ['run', '-s', 'build']],
  ['end-to-end tests (Chromium)', 'npx', ['vitest', 'run', '--project', 'e2e']],
);

const started = Date.now();
for (const [name, cmd, args, env] of steps) {
  console.log(`\n=== ${name} ===`);
  const t = Date.now();
  const res = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env, STORYBOOK_DISABLE_TELEMETRY: '1', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (res.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${res.status}).`);
    process.exit(res.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
