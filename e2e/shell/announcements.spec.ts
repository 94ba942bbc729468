import { expect, test } from '@playwright/test';
import { OUR_MSG } from '@pp/contract/messages';
import { DEMO } from '../fixtures/demo.ts';
import { APP, signInAt } from './helpers.ts';

test('an admin publishes, edits and removes an announcement; the public page shows it', async ({
  page,
  browser,
}) => {
  const title = `Placement day notice ${Date.now()}`;
  await signInAt(page, '/admin/announcement', DEMO.admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();

  // Add: required fields are checked first.
  await page.getByRole('button', { name: 'Add announcement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add announcement' });
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog.getByText('This field is required')).toHaveCount(2);
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog
    .getByRole('textbox', { name: 'Text' })
    .fill('Reporting time is 9:30.\nBring two copies of your resume.');
  await dialog.getByRole('textbox', { name: 'Link' }).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog.getByText(/valid link/)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Link' }).fill('https://example.org/notice');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(dialog).toHaveCount(0);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();

  // The public page lists it for anyone, newest first, with its link.
  const visitor = await browser.newPage();
  await visitor.goto(`${APP}/important-announcement`);
  const publicCard = visitor.getByRole('article', { name: title });
  await expect(publicCard).toBeVisible();
  await expect(publicCard.getByText('Bring two copies of your resume.')).toBeVisible();
  await expect(publicCard.getByRole('link', { name: /More details/ })).toHaveAttribute(
    'href',
    'https://example.org/notice',
  );
  await expect(visitor.getByRole('article').first()).toHaveAccessibleName(title);

  // Edit.
  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit announcement' });
  await expect(editDialog.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await editDialog.getByRole('textbox', { name: 'Title' }).fill(`${title} (updated)`);
  await editDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('article', { name: `${title} (updated)` })).toBeVisible();

  // Remove, after confirming (cancel first keeps it).
  const updated = page.getByRole('article', { name: `${title} (updated)` });
  await updated.getByRole('button', { name: /^Remove / }).click();
  await page
    .getByRole('dialog', { name: 'Remove announcement' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(updated).toBeVisible();
  await updated.getByRole('button', { name: /^Remove / }).click();
  await page
    .getByRole('dialog', { name: 'Remove announcement' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText(OUR_MSG.announcementDeleted)).toBeVisible();
  await expect(page.getByRole('article', { name: `${title} (updated)` })).toHaveCount(0);
});

test('the admin announcements page needs an admin session', async ({ page }) => {
  await page.goto(`${APP}/admin/announcement`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
});
