import { expect, test } from '@playwright/test';
import { MSG } from '@pp/contract/messages';
import { PROFILE_MSG } from '@pp/contract/profiles';
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
  PNG_BYTES,
  pdfBytes,
  section,
  typeDate,
} from './helpers.ts';

// The demo member: the journey leaves the profile filled and active, as another user would.
test('a member fills every section, uploads a resume and a photo, deactivates and reactivates', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInQuickly(page, 'member', DEMO.member, `${APP}/member/profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ANANYA RAO' })).toBeVisible();

  // Basic details: an error keeps the modal open with the input; success closes it.
  await section(page, 'Basic Details').getByRole('button', { name: 'Edit basic details' }).click();
  const basic = dialog(page, 'Edit basic details');
  await expect(basic).toBeVisible();
  await field(basic, 'Current company').fill('');
  await basic.getByRole('button', { name: 'Save' }).click();
  await expect(basic.getByText(MSG.required).first()).toBeVisible();
  await expect(basic).toBeVisible();
  await choose(page, basic, 'State/UT', 'Maharashtra');
  await choose(page, basic, 'City', 'Pune');
  await field(basic, 'Current company').fill('Deccan Finance Limited');
  await choose(page, basic, 'Designation', 'Other');
  await field(basic, 'Name of designation').fill('Board Secretary');
  await field(basic, 'Experience: years').fill('5');
  await field(basic, 'and months').fill('3');
  await field(basic, 'Current CTC').fill('1450000');
  await field(basic, 'Profile summary').fill(
    'Company secretary for a listed NBFC: board process, SEBI LODR and RBI filings.',
  );
  await basic.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, MSG.profileUpdated);
  await expect(basic).toBeHidden();
  const basicCard = section(page, 'Basic Details');
  await expect(basicCard.getByText('Deccan Finance Limited')).toBeVisible();
  await expect(basicCard.getByText('Board Secretary')).toBeVisible();
  await expect(basicCard.getByText('5 Years 3 Months')).toBeVisible();
  await expect(basicCard.getByText('14.5 lacs (INR)')).toBeVisible();
  await expect(basicCard.getByText('Pune, Maharashtra')).toBeVisible();

  // Skills.
  await section(page, 'Skills').getByRole('button', { name: 'Edit skills' }).click();
  const skills = dialog(page, 'Edit skills');
  await chooseMany(page, skills, 'Skills', ['Corporate Governance', 'Secretarial Audit']);
  await skills.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, MSG.skillUpdated);
  await expect(section(page, 'Skills').getByText('Secretarial Audit')).toBeVisible();

  // Education: add, then edit.
  await section(page, 'Education').getByRole('button', { name: 'Add education' }).click();
  const education = dialog(page, 'Add education');
  await field(education, 'Course').fill('Company Secretary (Professional)');
  await field(education, 'College / Institute').fill('ICSI');
  await field(education, 'Location').fill('New Delhi');
  await field(education, 'Board / University').fill('ICSI');
  await field(education, 'Year of completion').fill('19');
  await education.getByRole('button', { name: 'Save' }).click();
  await expect(education.getByText(PROFILE_MSG.yearFourDigits)).toBeVisible();
  await field(education, 'Year of completion').fill('2019');
  await field(education, 'Percentage').fill('61.5');
  await education.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, MSG.educationAdded);
  await expect(education).toBeHidden();
  await section(page, 'Education')
    .getByRole('button', { name: 'Edit Company Secretary (Professional)' })
    .click();
  const editEducation = dialog(page, 'Edit education');
  await field(editEducation, 'Percentage').fill('62');
  await editEducation.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, MSG.educationUpdated);
  await expect(section(page, 'Education').getByText('62%')).toBeVisible();

  // A second education entry, deleted again after a confirm.
  await section(page, 'Education').getByRole('button', { name: 'Add education' }).click();
  const second = dialog(page, 'Add education');
  await field(second, 'Course').fill('B.Com');
  await field(second, 'College / Institute').fill('Fergusson College');
  await field(second, 'Location').fill('Pune');
  await field(second, 'Board / University').fill('Savitribai Phule Pune University');
  await field(second, 'Year of completion').fill('2015');
  await second.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, MSG.educationAdded);
  await section(page, 'Education').getByRole('button', { name: 'Delete B.Com' }).click();
  await page
    .getByRole('dialog', { name: 'Delete education' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expectNotice(page, PROFILE_MSG.educationDeleted);
  await expect(section(page, 'Education').getByText('B.Com')).toBeHidden();

  // Experience: the end may not be before the start.
  await section(page, 'Experience').getByRole('button', { name: 'Add experience' }).click();
  const experience = dialog(page, 'Add experience');
  await field(experience, 'Company').fill('Nimbus Software Private Limited');
  await field(experience, 'Designation').fill('Assistant Company Secretary');
  await field(experience, 'Location').fill('Bengaluru');
  await typeDate(experience, 'Start date', '01/07/2021');
  await typeDate(experience, 'End date', '01/06/2020');
  await field(experience, 'Job profile').fill(
    'Board and general meetings, MCA21 filings and FEMA reporting.',
  );
  await experience.getByRole('button', { name: 'Save' }).click();
  await expect(experience.getByText(MSG.endBeforeStart)).toBeVisible();
  await typeDate(experience, 'End date', '31/03/2024');
  await experience.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, MSG.experienceAdded);
  await expect(section(page, 'Experience').getByText('01-Jul-2021 to 31-Mar-2024')).toBeVisible();

  // Trainings and certifications: duration shown in years and months.
  await section(page, 'Trainings and Certifications')
    .getByRole('button', { name: 'Add training or certification' })
    .click();
  const training = dialog(page, 'Add training or certification');
  await choose(page, training, 'Training type', 'Post Membership Qualification Course');
  await field(training, 'Institute').fill('ICSI');
  await field(training, 'Location').fill('Mumbai');
  await field(training, 'Duration (months)').fill('18');
  await field(training, 'Year of completion').fill('2022');
  await training.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, MSG.certificationUpdated);
  await expect(section(page, 'Trainings and Certifications').getByText('1 Year 6 Months')).toBeVisible();

  // Additional info.
  await section(page, 'Additional Info').getByRole('button', { name: 'Edit additional info' }).click();
  const info = dialog(page, 'Edit additional info');
  await field(info, 'Additional Info').fill(
    'Notice period of 60 days. Open to relocation within Maharashtra.',
  );
  await info.getByRole('button', { name: 'Save' }).click();
  await expectNotice(page, MSG.infoUpdated);
  await expect(
    section(page, 'Additional Info').getByText('Notice period of 60 days.', { exact: false }),
  ).toBeVisible();

  // Resume: the browser checks the name and the size; the server checks the content.
  const resumeInput = page.locator('input[type="file"][accept="application/pdf,.pdf"]');
  await resumeInput.setInputFiles({
    name: 'resume.docx',
    mimeType: 'application/msword',
    buffer: Buffer.from('x'),
  });
  await expectNotice(page, MSG.pdfOnly);
  await resumeInput.setInputFiles({
    name: 'big.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes(2 * MB + 1),
  });
  await expectNotice(page, MSG.resumeTooBigMember);
  await resumeInput.setInputFiles({ name: 'photo.pdf', mimeType: 'application/pdf', buffer: PNG_BYTES });
  await expectNotice(page, MSG.pdfOnly);
  await resumeInput.setInputFiles({
    name: 'Ananya Rao.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes(40_000),
  });
  await expectNotice(page, MSG.resumeUploaded);
  const resumeCard = section(page, 'Resume');
  await expect(resumeCard.getByText('Uploaded on')).toBeVisible();
  const download = page.waitForEvent('download');
  await resumeCard.getByRole('button', { name: 'View / download' }).click();
  expect((await download).suggestedFilename()).toBe('Resume - ANANYA RAO.pdf');

  // Photo: JPEG or PNG; initials until then.
  await page.locator('input[type="file"][accept="image/jpeg,image/png"]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG_BYTES,
  });
  await expectNotice(page, PROFILE_MSG.pictureUploaded);
  await expect(page.getByRole('img', { name: 'Photo of ANANYA RAO' })).toBeVisible();

  // Deactivate and reactivate, each after a confirm.
  await page.getByRole('button', { name: 'Deactivate profile' }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate profile' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expectNotice(page, MSG.profileStatusUpdated);
  await expect(page.getByText('Deactivated', { exact: true })).toBeVisible();
  await expect(page.getByText('This profile is deactivated')).toBeVisible();
  await page.getByRole('button', { name: 'Activate profile' }).click();
  await page
    .getByRole('dialog', { name: 'Activate profile' })
    .getByRole('button', { name: 'Activate' })
    .click();
  await expectNotice(page, MSG.profileStatusUpdated);
  await expect(page.getByText('Active', { exact: true })).toBeVisible();

  // Sync from the institute's records, and the way to the resume maker.
  await page.getByRole('button', { name: 'Sync' }).click();
  await expectNotice(page, MSG.synced);
  await expect(page.getByRole('link', { name: 'Resume Maker' })).toHaveAttribute(
    'href',
    `${APP}/resume-template-selector`,
  );

  // Everything is still there after a reload.
  await page.reload();
  await expect(section(page, 'Skills').getByText('Corporate Governance')).toBeVisible();
  await expect(section(page, 'Experience').getByText('Assistant Company Secretary')).toBeVisible();
});
