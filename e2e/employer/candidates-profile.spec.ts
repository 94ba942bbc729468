import { expect, test } from '@playwright/test';
import { MSG } from '@pp/contract/messages';
import { signInQuickly } from '../auth/helpers.ts';
import { DEMO } from '../fixtures/demo.ts';
import { APP, apiCall, apiSession, choose, chooseMany, expectNotice, field, pdfBytes } from './helpers.ts';

test('an employer finds students and members by skill and messages one', async ({ page, baseURL }) => {
  // Skills on the demo candidates' profiles (their own calls).
  const member = await apiSession(baseURL!, 'member', DEMO.member);
  await apiCall(member, 'POST', 'member/profile/skill', { skill: ['SKM-CG', 'SKM-FEMA'] });
  await member.dispose();
  const student = await apiSession(baseURL!, 'student', DEMO.student);
  await apiCall(student, 'POST', 'student/profile/skill', { skill: ['SKS-ROC', 'SKS-EXCEL'] });
  await student.dispose();

  await signInQuickly(page, 'corporate', DEMO.corporate);

  // The candidate search bar: a skill is needed.
  await page.goto(`${APP}/corporate/student`);
  await page.getByRole('button', { name: 'Search Candidate' }).click();
  await expect(page.getByText(MSG.selectLocation)).toBeVisible();
  await chooseMany(page, page, 'Skills', ['ROC Compliances']);
  await page.getByRole('button', { name: 'Search Candidate' }).click();
  await expect(page).toHaveURL(/\/corporate\/student\/search\?s=SKS-ROC/);
  await expect(page.getByRole('heading', { name: /Student\(s\) found/ })).toBeVisible();
  await expect(page.getByRole('article', { name: 'ROHIT VERMA' })).toBeVisible();

  // Member search: State/UT required, then city and skill.
  await page.goto(`${APP}/corporate/member/search`);
  await expect(page.getByText(MSG.selectSearchParameters)).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(MSG.required)).toBeVisible();
  await choose(page, page, 'State/UT', 'Karnataka');
  await chooseMany(page, page, 'City', ['Bengaluru']);
  await chooseMany(page, page, 'Skill', ['Corporate Governance']);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.getByRole('article', { name: 'ANANYA RAO' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Corporate Governance');
  await expect(page.getByRole('heading', { name: '1 Member(s) found' })).toBeVisible();

  // Send Message: at most 160 characters, with a counter.
  await card.getByRole('button', { name: 'Send message to ANANYA RAO' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send message to ANANYA RAO' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(MSG.required)).toBeVisible();
  await field(dialog, 'Message').fill(
    'We would like to talk to you about our Assistant Company Secretary role.',
  );
  await expect(dialog.getByText('72 / 160')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expectNotice(page, MSG.emailSent);
  await expect(dialog).toBeHidden();
});

test('an employer edits the company profile and uploads the balance sheet', async ({ page }) => {
  await signInQuickly(page, 'corporate', DEMO.corporate, `${APP}/corporate/profile`);
  await expect(page.getByRole('heading', { name: 'Company Profile', level: 1 })).toBeVisible();

  // Contact: person 1's e-mail and mobile cannot be changed; person 2 is optional.
  await page.getByRole('button', { name: 'Edit Contact details' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit contact details' });
  await expect(dialog.getByLabel('Email').first()).toBeDisabled();
  const person2 = dialog.getByRole('textbox', { name: 'Name' }).nth(1);
  await person2.fill('rahul menon');
  await expect(person2).toHaveValue('RAHUL MENON');
  await dialog.getByRole('textbox', { name: 'Email' }).nth(1).fill('rahul.menon@example.com');
  await dialog.getByRole('textbox', { name: 'Mobile' }).nth(1).fill('9812345678');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, MSG.companyContactUpdated);
  await expect(dialog).toBeHidden();
  const contact = page.getByRole('region', { name: 'Contact details' });
  await expect(contact).toContainText('RAHUL MENON');
  await expect(contact).toContainText('rahul.menon@example.com');

  // Address: the locality.
  await page.getByRole('button', { name: 'Edit Company address' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit company address' });
  await field(dialog, 'Locality').fill('Marol, Andheri East');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, MSG.companyAddressUpdated);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Company address' })).toContainText('Marol, Andheri East');

  // Basic: the description; CIN required while not a PCS firm.
  await page.getByRole('button', { name: 'Edit Company details' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit company details' });
  await field(dialog, 'CIN').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(MSG.required)).toBeVisible();
  await field(dialog, 'CIN').fill('L17110MH1995PLC093447');
  await field(dialog, 'Description').fill(
    'Textiles and specialty chemicals; hiring company secretaries every year.',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, 'Your company profile has been successfully updated.');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Company details' })).toContainText(
    'hiring company secretaries every year',
  );

  // Balance sheet: a PDF.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'balance-sheet.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes(),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectNotice(page, MSG.balanceSheetUploaded);
  await expect(page.getByRole('button', { name: 'Balance sheet (PDF)' })).toBeVisible();

  // The dashboard.
  await page.goto(`${APP}/corporate/dashboard`);
  await expect(page.getByText('Open jobs')).toBeVisible();
  await expect(page.getByRole('region', { name: 'About to expire' })).toBeVisible();
});
