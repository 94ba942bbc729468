import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8123);
const baseURL = `http://localhost:${PORT}`;

/**
 * Browser journeys against the real server and a fresh embedded database, in Debian's Chromium.
 * The server runs in the documented test mode (captcha answers readable) with the demo data.
 * `npm run test:e2e` builds the client first.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: `../.tmp/test-results-${PORT}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
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
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // A fresh database per run; the port names it so that two runs never share one.
    command: `rm -rf ../.tmp/e2e-data-${PORT} && cd .. && npm run start -w apps/server`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PLACEMENT_TEST_MODE: '1',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: `.tmp/e2e-data-${PORT}`,
      PUBLIC_URL: baseURL,
      SEED_DEMO: '1',
      RATE_LIMIT_SCALE: '100',
      LOG_LEVEL: 'warn',
    },
  },
});
