import { expect, test } from '@playwright/test';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import { APP, field } from './helpers.ts';

test('the support form requires all five fields, sends a grievance and shows the server message', async ({
  page,
}) => {
  await page.goto(`${APP}/support`);
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(MSG.required)).toHaveCount(5);

  await field(page, 'Registration / Membership number').fill('A12345');
  await field(page, 'Name').fill('Priya Sharma');
  await field(page, 'Email').fill('priya@example.com');
  await field(page, 'Mobile').fill('98765x43210');
  await expect(field(page, 'Mobile')).toHaveValue('9876543210');
  await field(page, 'Comment').fill('I cannot see the jobs I applied for.');
  await page.getByRole('button', { name: 'Submit' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(OUR_MSG.grievanceReceived)).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(field(page, 'Name')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Go back' })).toBeVisible();
});
