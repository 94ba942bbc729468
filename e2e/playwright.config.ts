import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the real server in Debian's Chromium. Each area (a folder of specs)
 * gets its own server and its own fresh embedded database, so that journeys of one area (an
 * employer closing a job, a member changing a profile) never change what another area sees.
 * The servers run in the documented test mode (the lowest proof of work, its solution handed out) with the demo data.
 * `npm run test:e2e` builds the client first. E2E_PORT moves the block of ports.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
// Playwright starts tests in this order (then file order): the areas with the longest journeys
// first, so that at the end both workers finish short ones together instead of one worker running
// a long journey alone.
const ALL_AREAS = [
  'a11y',
  'profiles',
  'registration',
  'employer',
  'admin',
  'pipeline',
  'jobseekers',
  'firstrun',
  'resume',
  'alerts',
  'rights',
  'privacy',
  'auth',
  'shell',
].filter((area) => existsSync(path.join(here, area)));
// E2E_AREAS=employer,admin starts only those areas' servers (working on one area).
const ONLY = process.env.E2E_AREAS?.split(',').filter(Boolean);
const AREAS = ALL_AREAS.filter((area) => !ONLY || ONLY.includes(area));
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8123);
const portOf = (i: number) => FIRST_PORT + i;
const urlOf = (i: number) => `http://localhost:${portOf(i)}`;
// Names this run for the area servers (scripts/area-server.sh): the database they copy is
// prepared once per run. Set here once; the test workers inherit it.
process.env.E2E_RUN ??= `${process.pid}-${Date.now()}`;

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: `../.tmp/test-results-${FIRST_PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // Charts (Recharts follows the reader's reduced-motion setting) draw at once instead of
    // animating for a second and a half. E2E_MOTION=1 keeps the animation (to watch a journey).
    // (Shortening CSS transitions as well changed what the page does: the phone menu did not take
    // the focus. They are left as they are.)
    reducedMotion: process.env.E2E_MOTION ? 'no-preference' : 'reduce',
    // A trace records a screencast and a DOM snapshot at every action: it doubled what Chromium
    // did in a journey (its compositor encoding frames) and made the suite a third slower. It is
    // recorded when a failed journey runs again (CI retries once); to record one locally:
    // `npx playwright test --trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: AREAS.map((area, i) => ({
    name: area,
    testDir: `./${area}`,
    use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: urlOf(i), launchOptions },
  })),
  // The area servers start side by side: none has a url to wait for, so Playwright starts the next
  // at once (it waits for each url in turn, which kept a core idle for a minute). The last entry
  // waits until every area answers; only then do the journeys start.
  webServer: [
    ...AREAS.map((area, i) => ({
      // A fresh database per area and run (a copy of one prepared for the run); the port names it so
      // that two runs never share one.
      command: 'bash scripts/area-server.sh',
      name: area,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        NODE_ENV: 'test',
        PLACEMENT_TEST_MODE: '1',
        PORT: String(portOf(i)),
        HOST: '127.0.0.1',
        DATA_DIR: `.tmp/e2e-data-${portOf(i)}`,
        E2E_TEMPLATE: `.tmp/e2e-template-${FIRST_PORT}`,
        E2E_RUN: process.env.E2E_RUN ?? '',
        PUBLIC_URL: urlOf(i),
        SEED_DEMO: '1',
        RATE_LIMIT_SCALE: '100',
        LOG_LEVEL: 'warn',
      },
    })),
    {
      command: 'bash scripts/wait-areas.sh',
      name: 'areas',
      wait: { stdout: /all area servers are up/ },
      timeout: 180_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { E2E_URLS: AREAS.map((_, i) => urlOf(i)).join(' '), E2E_WAIT: '175' },
    },
  ],
});
