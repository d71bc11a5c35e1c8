import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// One runner, five projects: `npm test` (scripts/test.mjs) runs them in order.
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
          },
        },
        {
          extends: true,
          test: { name: 'model', environment: 'node', include: ['tests/model/**/*.test.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'stories',
            environment: 'jsdom',
            include: ['tests/stories/**/*.test.tsx'],
            setupFiles: ['tests/unit/setup.ts'],
          },
        },
        {
          test: {
            name: 'api',
            environment: 'node',
            include: ['tests/api/**/*.test.ts', 'server/**/*.test.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
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
