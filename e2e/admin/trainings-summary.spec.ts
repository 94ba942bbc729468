import { expect, type Page, test } from '@playwright/test';
import type { AdminTrainingRow } from '@pp/contract/admin';
import { MSG } from '@pp/contract/messages';
import { DEMO } from '../fixtures/demo.ts';
import {
  APP,
  api,
  applyThroughApi,
  confirm,
  downloadRows,
  expectNotice,
  main,
  screenshots,
  signInAdmin,
} from './helpers.ts';

test.describe.configure({ mode: 'serial' });

function bodyRows(page: Page) {
  return main(page).locator('tbody tr');
}

async function openTraining(page: Page) {
  const { list } = await api<{ list: AdminTrainingRow[] }>(page, 'GET', 'training/admin?limit=100');
  const training = list.find((t) => t.status === 'active');
  if (!training) throw new Error('no open training in the range');
  return training;
}

test('the trainings summary: status toggle with confirmation, detail page and Excel', async ({ page }) => {
  await signInAdmin(page);
  const training = await openTraining(page);
  await page.goto(`${APP}/admin/training`);
  await expect(page.getByRole('heading', { name: 'Summary of Training(s) Posted', level: 1 })).toBeVisible();
  const total = Number(
    (
      await main(page)
        .getByText(/^\d+ training\(s\) posted between the chosen dates$/)
        .textContent()
    )?.split(' ')[0],
  );
  expect(total).toBeGreaterThan(0);
  await screenshots(page, 'trainings-summary');

  const row = bodyRows(page).filter({
    has: page.getByRole('link', {
      name: new RegExp(`^Applicants of ${training.title.replace(/[()]/g, '\\$&')}:`),
    }),
  });
  await row.getByRole('button', { name: `Close ${training.title}` }).click();
  await confirm(page, 'Close training');
  await expectNotice(page, 'The training status has been updated.');
  await expect(row.getByText('Closed', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Open ${training.title}` }).click();
  await confirm(page, 'Open training');
  await expect(row.getByText('Open', { exact: true })).toBeVisible();

  // The detail page with the admin's status control.
  await row.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(`${APP}/admin/training/${training.code}`);
  await expect(page.getByRole('heading', { name: training.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Applicants \(\d+\)/ })).toBeVisible();
  await screenshots(page, 'training-detail');

  await page.goto(`${APP}/admin/training`);
  const file = await downloadRows(page, page.getByRole('button', { name: 'Download Excel' }));
  expect(file.name).toMatch(/^report-\d+\.xlsx$/);
  expect(file.rows[0]).toContain('Date of Posting');
  expect(file.rows).toHaveLength(total + 1);
});

test('training applicants: 10 per page, without experience and CTC, linking to the student', async ({
  page,
  request,
}) => {
  await signInAdmin(page);
  const training = await openTraining(page);
  await applyThroughApi(request, 'student', DEMO.student, { trainingCode: training.code });
  await page.goto(`${APP}/admin/training`);
  await main(page)
    .getByRole('link', { name: `Applicants of ${training.title}: 1` })
    .click();
  await expect(page).toHaveURL(`${APP}/admin/training/applicant-${training.code}`);
  await expect(page.getByRole('heading', { name: 'Applicant(s) found (1)' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Present CTC' })).toHaveCount(0);
  const applicant = bodyRows(page).filter({ hasText: 'ROHIT VERMA' });
  await expect(applicant).toContainText('220456789');
  await applicant.getByRole('link', { name: 'ROHIT VERMA' }).click();
  await expect(page).toHaveURL(/\/admin\/student\/detail-/);
  await expect(page.getByText('ROHIT VERMA').first()).toBeVisible();
  void MSG;
});
