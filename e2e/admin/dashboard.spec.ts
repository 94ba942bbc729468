import { expect, test } from '@playwright/test';
import { APP, main, screenshots, signInAdmin } from './helpers.ts';

test('the dashboard shows the figures an admin watches and the weekly activity', async ({ page }) => {
  await signInAdmin(page);
  await expect(page).toHaveURL(`${APP}/admin/dashbaord`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  for (const name of [
    'Members',
    'Students',
    'Employers',
    'Open jobs',
    'Open trainings',
    'Job applications',
  ]) {
    await expect(main(page).getByRole('link', { name: new RegExp(`^${name} \\d+$`) })).toBeVisible();
  }
  await expect(page.getByTestId('stat-members')).toHaveText(/^\d+$/);
  expect(Number(await page.getByTestId('stat-employers').textContent())).toBeGreaterThanOrEqual(2);
  expect(Number(await page.getByTestId('stat-govtJobs').textContent())).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'Postings per week' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Applications per week' })).toBeVisible();
  await screenshots(page, 'dashboard');
  // A card leads to its screen.
  await main(page)
    .getByRole('link', { name: /^Employers \d+$/ })
    .click();
  await expect(page).toHaveURL(`${APP}/admin/corporate`);
});
