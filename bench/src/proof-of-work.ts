import { chromium } from '@playwright/test';

/**
 * How long a browser takes to prove its work on a sign-in page (level 0: no attack), with the CPU
 * slowed down as on a slow phone (DevTools protocol `Emulation.setCPUThrottlingRate`): from the
 * challenge's arrival to the "Verifying..." status clearing. The work grows linearly with the
 * attempts, so each higher level takes LEVEL_FACTOR times as long. The figures go to
 * docs/security.md ("The way in").
 *
 * Start a server without test mode first (`npm run build`, then e.g.
 * `PORT=9190 DATA_DIR=.tmp/pow node apps/server/dist/main.js`) and run
 * `npx tsx bench/src/proof-of-work.ts http://localhost:9190 [runs]`.
 */

const url = process.argv[2] ?? 'http://localhost:9190';
const runs = Number(process.argv[3] ?? 5);
const RATES = [1, 4, 6];

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless', '--disable-gpu'],
  });
  const rows: string[] = [];
  for (const rate of RATES) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const challenge = page.waitForResponse((r) => r.url().includes('/auth/challenge'));
      await page.goto(`${url}/PlacementApp/member`);
      await challenge;
      const issued = performance.now();
      // Shown from before the challenge was asked for until the solution is ready.
      await page.getByText('Verifying...').waitFor({ state: 'detached', timeout: 120_000 });
      times.push(performance.now() - issued);
      await context.close();
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    rows.push(
      `| ${rate}x | ${runs} | ${(median / 1000).toFixed(2)} s | ${((times.at(-1) ?? 0) / 1000).toFixed(2)} s |`,
    );
  }
  await browser.close();
  console.log('| CPU slowed | runs | median | slowest |\n|---|---|---|---|');
  for (const row of rows) console.log(row);
}

await main();
