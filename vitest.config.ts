import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

/** Lingui's macros in the client's code (apps/web/lingui.config.ts); English from the code's own messages. */
const linguiPlugin = () => lingui({ macroTransform: true, configPath: './apps/web/lingui.config.ts' });

/** The system tier of the server's tests (slow: processes, servers, crashes, big files). */
const SYSTEM_TESTS = [
  'src/test/security/crash.test.ts',
  'src/test/security/fuzz.test.ts',
  'src/test/pg-server.test.ts',
  'src/ops/backup-restore.test.ts',
  'src/ops/two-process.test.ts',
  'src/ops/workers.test.ts',
  'src/ops/tracing.test.ts',
  'src/ops/rolling-deploy.test.ts',
  'src/features/govt/govt-large-export.test.ts',
];

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
          exclude: SYSTEM_TESTS,
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
          // The server's modules are imported once per worker, not once per file: each file still
          // builds its own app on its own fresh database (test/harness.ts), and nothing the tests
          // read is kept at module level. Importing the server for each of 56 files was 150 of the
          // project's 250 s; without it the project takes 110 s (on PostgreSQL likewise).
          isolate: false,
          // Builds dist/ for the tests that start real server processes.
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
      {
        // The system tier: real server processes and PostgreSQL servers, crashes, the fuzzer,
        // backups, a 100 000-row export. `npm run test:system`; `npm test` runs it after the rest.
        test: {
          name: 'server-system',
          root: './apps/server',
          include: SYSTEM_TESTS,
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
          globalSetup: ['./src/test/global-setup.ts'],
        },
      },
      {
        // The bench's endpoint list against the contract (the bench itself: npm run bench).
        test: {
          name: 'bench',
          root: './bench',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        plugins: [linguiPlugin()],
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        // Component and hook tests: Testing Library on jsdom (apps/web/src/test/).
        plugins: [linguiPlugin()],
        test: {
          name: 'web-dom',
          root: './apps/web',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // One jsdom and one copy of Mantine per worker instead of per file (the setup cleans
          // the page, mocks and stores after each test): the whole project in a third of the time.
          isolate: false,
          // A whole registration typed and clicked through takes several seconds of CPU (React's
          // development build); with other work on the two cores, far more than the default 5 s.
          testTimeout: 60000,
        },
      },
    ],
  },
});
