import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// One runner, five projects: `npm test` (scripts/test.mjs) runs them in order.
//
// Timeouts are for a loaded 2-core machine (`npm test` must pass with both cores kept busy by
// another process), set here per project and not per test. A jsdom render of a whole screen
// (App shell, SignupView, SubscribeDialog) takes well under a second on an idle machine but has
// taken over vitest's 5 s default under load; a hung test still fails, only later.
// Testing Library's own wait (`findBy…`, `waitFor`) is raised in tests/unit/setup.ts.
// `expect.poll` waits 1 s by default; the same 10 s as `eventually` (tests/support/eventually.ts).
const POLL = { poll: { timeout: 10_000 } };
const JSDOM_RENDER = { testTimeout: 30_000, hookTimeout: 30_000, expect: POLL };
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: [
              'src/**/*.test.{ts,tsx}',
              'machines/**/*.test.ts',
              'contract/**/*.test.ts',
              'tests/unit/**/*.test.{ts,tsx}',
            ],
            setupFiles: ['tests/unit/setup.ts'],
            ...JSDOM_RENDER,
          },
        },
        {
          extends: true,
          test: {
            name: 'model',
            environment: 'node',
            include: ['tests/model/**/*.test.ts'],
            // qa-catalogue.test.ts runs vitest in a child process (`npm run qa:paths`): tens of
            // seconds when both cores are busy.
            testTimeout: 120_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'stories',
            environment: 'jsdom',
            include: ['tests/stories/**/*.test.tsx'],
            setupFiles: ['tests/unit/setup.ts'],
            ...JSDOM_RENDER,
          },
        },
        {
          test: {
            name: 'api',
            environment: 'node',
            include: ['tests/api/**/*.test.ts', 'server/**/*.test.ts'],
            // 200 concurrent searchers over two instances and Redis took over 30 s at a load of 19.
            testTimeout: 60_000,
            hookTimeout: 60_000,
            expect: POLL,
          },
        },
        {
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.e2e.test.ts'],
            testTimeout: 90_000,
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
