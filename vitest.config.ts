import { defineConfig } from 'vitest/config';

// One PGlite per test file; files run in parallel on the two cores.
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker; most test files wait on PGlite or child
    // processes as much as they compute, so two run side by side in about half the time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
          // Builds dist/ for the tests that start real server processes.
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts'],
        },
      },
    ],
  },
});
