import { expect, test } from '@playwright/test';
import { MSG } from '@pp/contract/messages';
import { signInQuickly } from '../auth/helpers.ts';
import { DEMO } from '../fixtures/demo.ts';
import {
  APP,
  choose,
  chooseMany,
  dialog,
  expectNotice,
  field,
  MB,
  pdfBytes,
  section,
  typeDate,
} from './helpers.ts';

// The demo student: the journey leaves the profile filled and active.
test('a student fills every section, uploads a resume, deactivates and reactivates', async ({ page }) => {
  test.setTimeout(120_000);
  await signInQuickly(page, 'student', DEMO.student, `${APP}/student/profile`);
  await expect(page.getByRole('heading', { name: 'ROHIT VERMA' })).toBeVisible();
  await expect(page.getByText('Registration number: 220456789')).toBeVisible();

  // Basic details: the student summary is limited to 1000 characters; the modal stays open.
  await section(page, 'Basic Details').getByRole('button', { name: 'Edit basic details' }).click();
  const basic = dialog(page, 'Edit basic details');
  await field(basic, 'Profile summary').fill('x'.repeat(1001));
  await basic.getByRole('button', { name: 'Save' }).click();
  await expect(basic.getByText('Maximum 1000 characters allowed')).toBeVisible();
  await choose(page, basic, 'State/UT', 'Rajasthan');
  await expect(field(basic, 'City')).toHaveValue('');
  await choose(page, basic, 'City', 'Jaipur');
  await field(basic, 'Profile summary').fill(
    'CS Executive student looking for a long-term training in Jaipur.',
  );
  await basic.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, MSG.profileUpdated);
  await expect(section(page, 'Basic Details').getByText('Jaipur, Rajasthan')).toBeVisible();

  // Skills: the student list.
  await section(page, 'Skills').getByRole('button', { name: 'Edit skills' }).click();
  const skills = dialog(page, 'Edit skills');
  await chooseMany(page, skills, 'Skills', ['Companies Act Basics', 'Legal Drafting']);
  await skills.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, MSG.skillUpdated);
  await expect(section(page, 'Skills').getByText('Legal Drafting')).toBeVisible();

  // Education.
  await section(page, 'Education').getByRole('button', { name: 'Add education' }).click();
  const education = dialog(page, 'Add education');
  await field(education, 'Course').fill('CS Executive');
  await field(education, 'College / Institute').fill('ICSI Jaipur Chapter');
  await field(education, 'Location').fill('Jaipur');
  await field(education, 'Board / University').fill('ICSI');
  await field(education, 'Year of completion').fill('2025');
  await education.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, MSG.educationAdded);
  await expect(section(page, 'Education').getByText('CS Executive')).toBeVisible();

  // Internship experience.
  await section(page, 'Internship Experience')
    .getByRole('button', { name: 'Add internship experience' })
    .click();
  const internship = dialog(page, 'Add internship experience');
  await field(internship, 'Company / Firm').fill('Sharma & Associates, Company Secretaries');
  await field(internship, 'Designation').fill('Management Trainee');
  await field(internship, 'Location').fill('Jaipur');
  await typeDate(internship, 'Start date', '01/05/2025');
  await typeDate(internship, 'End date', '31/07/2025');
  await field(internship, 'Job profile').fill('Drafted board resolutions and filed e-forms on MCA21.');
  await internship.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, MSG.experienceAdded);
  await section(page, 'Internship Experience')
    .getByRole('button', { name: /^Edit Management Trainee/ })
    .click();
  const editInternship = dialog(page, 'Edit internship experience');
  await field(editInternship, 'Designation').fill('Intern');
  await editInternship.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, MSG.experienceUpdated);
  await expect(section(page, 'Internship Experience').getByText('Intern', { exact: true })).toBeVisible();

  // Achievements are required.
  await section(page, 'Achievements').getByRole('button', { name: 'Edit achievements' }).click();
  const achievements = dialog(page, 'Edit achievements');
  await achievements.getByRole('button', { name: 'Save' }).click();
  await expect(achievements.getByText(MSG.required)).toBeVisible();
  await field(achievements, 'Achievements').fill('Rank 14 in CS Executive (June 2025).');
  await achievements.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, MSG.infoUpdated);
  await expect(section(page, 'Achievements').getByText('Rank 14 in CS Executive')).toBeVisible();

  // Resume: 5 MB for students (a 3 MB file a member could not upload goes through).
  const resumeInput = page.locator('input[type="file"][accept="application/pdf,.pdf"]');
  await resumeInput.setInputFiles({
    name: 'cv.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes(5 * MB + 1),
  });
  await expectNotice(page, MSG.resumeTooBigStudent);
  await resumeInput.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes(3 * MB) });
  await expectNotice(page, MSG.resumeUploaded);
  await expect(section(page, 'Resume').getByRole('button', { name: 'Replace resume' })).toBeVisible();

  // Deactivate and reactivate.
  await page.getByRole('button', { name: 'Deactivate profile' }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate profile' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expectNotice(page, MSG.profileStatusUpdated);
  await expect(page.getByText('Deactivated', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Activate profile' }).click();
  await page
    .getByRole('dialog', { name: 'Activate profile' })
    .getByRole('button', { name: 'Activate' })
    .click();
  await expectNotice(page, MSG.profileStatusUpdated);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});
