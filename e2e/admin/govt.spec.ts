import { expect, test } from '@playwright/test';
import { MSG } from '@pp/contract/messages';
import {
  APP,
  choose,
  downloadRows,
  expectNotice,
  field,
  main,
  richText,
  screenshots,
  signInAdmin,
} from './helpers.ts';

test.describe.configure({ mode: 'serial' });

const JOB_TITLE = `Assistant Manager (Legal) ${Date.now()}`;
const TRAINING_TITLE = `Legal Internship ${Date.now()}`;

test('government jobs: list with expired rows, Read More, Excel', async ({ page }) => {
  await signInAdmin(page, `${APP}/admin/govt-job`);
  await expect(page.getByRole('heading', { name: 'Government Job(s)', level: 1 })).toBeVisible();
  const expiredRow = page.getByRole('row').filter({ hasText: 'Legal Officer in Grade B (DR) - Company Law' });
  await expect(expiredRow.getByText('Expired')).toBeVisible();
  const openRow = page
    .getByRole('row')
    .filter({ hasText: 'Officer Grade A (Assistant Manager) - Legal Stream' });
  await expect(openRow.getByText('Expired')).toHaveCount(0);

  // The description preview is cut at 20 characters; Read More shows it all.
  await openRow.getByRole('button', { name: 'Read More' }).click();
  const modal = page.getByRole('dialog', { name: 'Officer Grade A (Assistant Manager) - Legal Stream' });
  await expect(modal.getByText('Phase I and Phase II online examinations')).toBeVisible();
  await modal.getByRole('button').first().click();
  await expect(modal).toBeHidden();
  await screenshots(page, 'govt-jobs');

  const total = Number(
    (
      await main(page)
        .getByText(/^\d+ job\(s\)$/)
        .textContent()
    )?.split(' ')[0],
  );
  const file = await downloadRows(page, page.getByRole('button', { name: 'Download Excel' }));
  expect(file.name).toMatch(/^report-\d+\.xlsx$/);
  expect(file.sheet).toBe('Sheet1');
  expect(file.rows[0]?.slice(0, 3)).toEqual(['Title', 'Organisation', 'Post']);
  expect(file.rows).toHaveLength(total + 1);
  expect(file.rows.some((r) => r[0] === 'Legal Officer in Grade B (DR) - Company Law')).toBe(true);
});

test('government job: add with every rule, then edit', async ({ page }) => {
  await signInAdmin(page, `${APP}/admin/govt-job`);
  await main(page).getByRole('link', { name: 'Add job' }).click();
  await expect(page).toHaveURL(`${APP}/admin/govt-job/add`);
  await page.getByRole('button', { name: 'Post job' }).click();
  await expect(field(page, 'Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(MSG.required).first()).toBeVisible();

  await field(page, 'Title').fill(JOB_TITLE);
  // The description is a rich-text editor: Enter starts a new paragraph; markup does not count.
  const description = richText(page, 'Description');
  await description.click();
  await page.keyboard.type('Recruitment of company secretaries.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Apply online before the last date.');
  await expect(page.getByText('69 / 5000 characters')).toBeVisible();
  const city = page.getByRole('combobox', { name: 'City' });
  await city.click();
  await city.fill('Pune');
  await page.getByRole('option', { name: 'Pune (Maharashtra)', exact: true }).click();
  await city.fill('Mumbai');
  await page.getByRole('option', { name: 'Mumbai (Maharashtra)', exact: true }).click();
  await city.press('Escape');
  await field(page, 'Post (position)').fill('Assistant Manager');
  await field(page, 'Organisation').fill('Securities and Exchange Board of India');
  await choose(page, page, 'Job type', 'Full Time');
  await choose(page, page, 'Government type', 'Regulatory Body');
  await field(page, 'Vacancy').fill('25');
  await field(page, 'Apply URL').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Post job' }).click();
  await expect(page.getByText('Please enter a valid link starting with http:// or https://')).toBeVisible();
  await field(page, 'Apply URL').fill('https://www.example.gov.in/apply');
  await screenshots(page, 'govt-job-form');
  await page.getByRole('button', { name: 'Post job' }).click();
  await expectNotice(page, MSG.jobPosted);
  await expect(page).toHaveURL(`${APP}/admin/govt-job`);

  const row = page.getByRole('row').filter({ hasText: JOB_TITLE });
  await expect(row).toContainText('Pune, Mumbai');
  await row.getByRole('link', { name: `Edit ${JOB_TITLE}` }).click();
  await expect(field(page, 'Title')).toHaveValue(JOB_TITLE);
  await expect(page.getByRole('combobox', { name: 'City' }).locator('..')).toContainText('Pune');
  // The stored HTML comes back into the editor as the same paragraphs.
  await expect(richText(page, 'Description').locator('p')).toHaveText([
    'Recruitment of company secretaries.',
    'Apply online before the last date.',
  ]);
  await expect(page.getByText('69 / 5000 characters')).toBeVisible();
  await field(page, 'Vacancy').fill('30');
  await page.getByRole('button', { name: 'Update job' }).click();
  await expectNotice(page, MSG.jobUpdated);
  await expect(page).toHaveURL(`${APP}/admin/govt-job`);
  await expect(page.getByRole('row').filter({ hasText: JOB_TITLE })).toContainText('30');
});

test('government trainings: add, edit, list and Excel of the page', async ({ page }) => {
  await signInAdmin(page, `${APP}/admin/govt-traning/add`);
  await field(page, 'Title').fill(TRAINING_TITLE);
  await richText(page, 'Description').fill('Two-month internship in the legal department.');
  const city = page.getByRole('combobox', { name: 'City' });
  await city.click();
  await city.fill('Jaipur');
  await page.getByRole('option', { name: 'Jaipur (Rajasthan)', exact: true }).click();
  await city.press('Escape');
  await field(page, 'Designation').fill('Intern');
  await choose(page, page, 'Government type', 'Central Government');
  await choose(page, page, 'Minimum qualification', 'CS Executive Programme passed (both groups)');
  await field(page, 'Vacancy').fill('1a2');
  await expect(field(page, 'Vacancy')).toHaveValue('12');
  await field(page, 'Stipend').fill('Rs. 10,000 per month');
  await page.getByRole('button', { name: 'Post training' }).click();
  await expectNotice(page, MSG.trainingPosted);
  await expect(page).toHaveURL(`${APP}/admin/govt-training`);
  const row = page.getByRole('row').filter({ hasText: TRAINING_TITLE });
  await expect(row).toContainText('Jaipur');
  await expect(row).toContainText('Rs. 10,000 per month');

  await row.getByRole('link', { name: `Edit ${TRAINING_TITLE}` }).click();
  await expect(field(page, 'Designation')).toHaveValue('Intern');
  await field(page, 'Designation').fill('Legal Intern');
  await page.getByRole('button', { name: 'Update training' }).click();
  await expectNotice(page, MSG.trainingUpdated);
  await expect(page.getByRole('row').filter({ hasText: TRAINING_TITLE })).toContainText('Legal Intern');
  await screenshots(page, 'govt-trainings');

  // Back at 1280 px the table comes back after the resize: counted once it shows (counted at once,
  // it was 0 in one CI run).
  await expect(page.getByRole('row').filter({ hasText: TRAINING_TITLE })).toBeVisible();
  const shown = await page.getByRole('row').count();
  const file = await downloadRows(page, page.getByRole('button', { name: 'Download Excel' }));
  expect(file.rows[0]?.[0]).toBe('Title');
  expect(file.rows).toHaveLength(shown);
  expect(file.rows.some((r) => r[0] === TRAINING_TITLE)).toBe(true);
});
