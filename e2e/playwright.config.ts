import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys against the real server in Debian's Chromium. Each area (a folder of specs)
 * gets its own server and its own fresh embedded database, so that journeys of one area (an
 * employer closing a job, a member changing a profile) never change what another area sees.
 * The servers run in the documented test mode (captcha answers readable) with the demo data.
 * `npm run test:e2e` builds the client first. E2E_PORT moves the block of ports.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const ALL_AREAS = [
  'shell',
  'auth',
  'registration',
  'profiles',
  'employer',
  'jobseekers',
  'admin',
  'resume',
  'pipeline',
  'alerts',
  'rights',
  'firstrun',
  'a11y',
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: AREAS.map((area, i) => ({
    name: area,
    testDir: `./${area}`,
    use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: urlOf(i), launchOptions },
  })),
  webServer: AREAS.map((area, i) => ({
    // A fresh database per area and run (a copy of one prepared for the run); the port names it so
    // that two runs never share one.
    command: 'bash scripts/area-server.sh',
    url: `${urlOf(i)}/healthz`,
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
});
