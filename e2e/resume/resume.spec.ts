import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { BUILDER_IMAGE_MAX_BYTES } from '@pp/contract/constants';
import { MSG } from '@pp/contract/messages';
import { signInRequest } from '../auth/helpers.ts';
import { DEMO } from '../fixtures/demo.ts';
import {
  APP,
  chooseImage,
  expectNoHorizontalScroll,
  field,
  GIF_AS_PNG,
  PHOTO_JPEG,
  pdfText,
  SIGNATURE_PNG,
} from './helpers.ts';

const HINDI_NAME = 'अनन्या राव';
const EMAIL = 'ananya.rao@example.com';

/** The PDF library is loaded by the download page only (it is about 440 kB). */
function watchPdfChunk(page: Page) {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/render-pdf|react-pdf/.test(request.url())) loaded.push(request.url());
  });
  return loaded;
}

async function fillRequired(page: Page, name = HINDI_NAME) {
  await field(page, 'Full name').fill(name);
  await field(page, 'Date of birth').fill('15/08/1994');
  await field(page, 'Date of birth').press('Tab');
  await page.getByRole('radio', { name: 'Female' }).check();
  await field(page, 'Mobile').fill('+91 98765 43210, +91 91234 56789');
  await field(page, 'E-mail').fill(EMAIL);
}

test('a visitor builds a resume with photo and signature, generates it in a new window and downloads a PDF with real text', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const pdfChunks = watchPdfChunk(page);

  await page.goto(`${APP}/resume-template-selector`);
  await expect(page.getByRole('heading', { level: 1, name: 'Resume Maker' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Template 1: Classic' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Template 2: Modern' })).toBeVisible();
  await page.getByRole('link', { name: 'Use this template: template 1, Classic' }).click();
  await expect(page).toHaveURL(`${APP}/resume-builder/1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Resume Builder' })).toBeVisible();

  await fillRequired(page);
  await field(page, "Father's name").fill('Suresh Rao');
  await field(page, 'Membership type').selectOption('ACS');
  // Numeric only: letters are dropped as they are typed.
  await field(page, 'Membership number').fill('A54321');
  await expect(field(page, 'Membership number')).toHaveValue('54321');
  await chooseImage(page, 'photo', 'photo.jpg', PHOTO_JPEG, 'image/jpeg');
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await chooseImage(page, 'signature', 'signature.png', SIGNATURE_PNG, 'image/png');
  await expect(page.getByRole('img', { name: 'Your signature' })).toBeVisible();

  const skills = field(page, 'Skills');
  await skills.fill('Companies Act, 2013; SEBI (LODR) compliance; Secretarial audit');
  await expect(page.getByText('maximum limit 300 words (62/300)')).toBeVisible();
  await expect(skills).toHaveAttribute('maxlength', '300');

  await page.getByRole('button', { name: 'Add experience' }).click();
  const experience = page.getByRole('region', { name: 'Work experience' });
  await experience.getByLabel(/^Designation\s*\*?$/).selectOption('Company Secretary');
  await field(experience, 'Organisation').fill('Deccan Infra Ltd');
  await field(experience, 'City').fill('Bengaluru');
  await field(experience, 'From month').selectOption('April');
  await field(experience, 'From year').selectOption('2021');
  await field(experience, 'Key responsibilities').fill('Board and committee meetings; SEBI filings');

  // A training entry whose designation is 'Other' needs the name of the designation.
  await page.getByRole('button', { name: 'Add training' }).click();
  const training = page.getByRole('region', { name: 'Training' });
  await training.getByLabel(/^Designation\s*\*?$/).selectOption('Other');
  await field(training, 'Organisation').fill('R. Iyer & Associates');
  await page.getByRole('button', { name: 'Generate Resume' }).click();
  await expect(training.getByText('Please enter the name of the designation.')).toBeVisible();
  expect(context.pages()).toHaveLength(1);
  await field(training, 'Name of designation').fill('Articled Trainee');

  await page.getByRole('button', { name: 'Add education' }).click();
  const education = page.getByRole('region', { name: 'Education', exact: true });
  await field(education, 'Course').fill('B.Com');
  await field(education, 'Duration').selectOption('3');
  await field(education, 'Year of passing').selectOption('2015');

  // 'Generate Resume' opens the download page in a new window.
  const popupPromise = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Generate Resume' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await expect(popup).toHaveURL(`${APP}/resume-builder/download/1`);
  await expect(popup.getByRole('heading', { level: 1, name: 'Download Resume' })).toBeVisible();
  await expect(popup.getByRole('heading', { name: HINDI_NAME })).toBeVisible();
  expect(pdfChunks, 'the selector and builder never load the PDF library').toEqual([]);

  const downloadPromise = popup.waitForEvent('download');
  await popup.getByRole('button', { name: 'Download CV' }).first().click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('resume.pdf');
  const bytes = await readFile((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const text = await pdfText(bytes);
  // The Devanagari name extracts as the same characters (ToUnicode of the embedded Noto fonts).
  expect(text).toContain(HINDI_NAME);
  expect(text).toContain(EMAIL);
  expect(text).toContain('+91 98765 43210');
  expect(text).toContain('Company Secretary');
  expect(text).toContain('Deccan Infra Ltd, Bengaluru');
  expect(text).toContain('Apr 2021 – Present');
  expect(text).toContain('Board and committee meetings');
  expect(text).toContain('Articled Trainee');
  // Semicolon lists become bullet lists.
  expect(text).toContain('• SEBI (LODR) compliance');
  expect(text).toContain('ACS 54321');

  // Reopening the builder restores everything from this browser's storage.
  await page.goto(`${APP}/resume-template-selector`);
  await expect(
    page.getByText(`The details you entered for ${HINDI_NAME} are saved in this browser`),
  ).toBeVisible();
  await page.goto(`${APP}/resume-builder/2`);
  await expect(field(page, 'Full name')).toHaveValue(HINDI_NAME);
  await expect(field(page, 'E-mail')).toHaveValue(EMAIL);
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your signature' })).toBeVisible();
  await expect(field(page.getByRole('region', { name: 'Work experience' }), 'Organisation')).toHaveValue(
    'Deccan Infra Ltd',
  );
  await page.getByRole('link', { name: 'Back to Template Selection' }).first().click();
  await expect(page).toHaveURL(`${APP}/resume-template-selector`);
});

test('required fields and every photo rule block generation, with the spec messages', async ({
  page,
  context,
}) => {
  await page.goto(`${APP}/resume-builder/2`);
  await page.getByRole('button', { name: 'Generate Resume' }).click();
  await expect(
    page.getByText('Please correct the highlighted fields before generating the resume.').first(),
  ).toBeVisible();
  for (const message of [
    'Please enter your name.',
    'Please enter your date of birth.',
    'Please select your gender.',
    'Please enter your mobile number.',
    'Please enter your e-mail address.',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  expect(context.pages()).toHaveLength(1);

  await fillRequired(page, 'Rohit Verma');
  await field(page, 'Mobile').fill('9876543210');
  await page.getByRole('button', { name: 'Generate Resume' }).click();
  await expect(page.getByText(/Please enter each mobile number with its country code/)).toBeVisible();
  await field(page, 'Mobile').fill('+91 98765 43210');

  const photo = page.getByRole('region', { name: 'Photo and signature' });
  // Judged by content: a GIF named .png is refused.
  await chooseImage(page, 'photo', 'photo.png', GIF_AS_PNG, 'image/png');
  await expect(photo.getByRole('alert')).toHaveText(MSG.invalidImageType);
  await chooseImage(page, 'photo', 'x.pdf.png', SIGNATURE_PNG, 'image/png');
  await expect(photo.getByRole('alert')).toHaveText(MSG.deceptiveExtension);
  const big = Buffer.concat([SIGNATURE_PNG, Buffer.alloc(BUILDER_IMAGE_MAX_BYTES)]);
  await chooseImage(page, 'photo', 'big.png', big, 'image/png');
  await expect(photo.getByRole('alert')).toHaveText(MSG.imageTooBig);
  await chooseImage(page, 'signature', 'sign.jpg', Buffer.from('not an image at all'), 'image/jpeg');
  await expect(photo.getByRole('alert').nth(1)).toHaveText(MSG.invalidImageType);

  // A photo or signature error blocks generation.
  await page.getByRole('button', { name: 'Generate Resume' }).click();
  await expect(
    page.getByText('Please correct the highlighted fields before generating the resume.').first(),
  ).toBeVisible();
  expect(context.pages()).toHaveLength(1);

  await chooseImage(page, 'photo', 'photo.jpg', PHOTO_JPEG, 'image/jpeg');
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await photo.getByRole('button', { name: 'Clear' }).click();
  await expect(photo.getByRole('alert')).toHaveCount(0);

  const popupPromise = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Generate Resume' }).click();
  const popup = await popupPromise;
  await expect(popup).toHaveURL(`${APP}/resume-builder/download/2`);
  await expect(popup.getByRole('heading', { name: 'Rohit Verma' })).toBeVisible();
});

test('resume data is exported as JSON and imported back; a bad file is refused with a clear message', async ({
  page,
}) => {
  await page.goto(`${APP}/resume-builder/1`);
  await fillRequired(page, 'Karan Mehta');
  await chooseImage(page, 'photo', 'photo.jpg', PHOTO_JPEG, 'image/jpeg');
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export data' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('resume-data.json');
  const exported = await readFile((await download.path()) as string);

  await page.getByRole('button', { name: 'Start over' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove everything' }).click();
  await expect(field(page, 'Full name')).toHaveValue('');
  await expect(page.getByRole('img', { name: 'Your photo' })).toHaveCount(0);

  await page
    .locator('input[type="file"][name="resume-json"]')
    .setInputFiles({ name: 'resume-data.json', mimeType: 'application/json', buffer: exported });
  await expect(page.getByText('Your resume data has been imported.')).toBeVisible();
  await expect(field(page, 'Full name')).toHaveValue('Karan Mehta');
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();

  await page
    .locator('input[type="file"][name="resume-json"]')
    .setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"name": "x"') });
  await expect(
    page.getByText('This file could not be read: it is not a JSON file saved with "Export data".'),
  ).toBeVisible();
  await expect(field(page, 'Full name')).toHaveValue('Karan Mehta');
});

test('an unknown template and a download page with no details say what to do', async ({ page }) => {
  await page.goto(`${APP}/resume-builder/3`);
  await expect(page.getByText('There is no resume template "3".', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Choose a template' }).click();
  await expect(page).toHaveURL(`${APP}/resume-template-selector`);

  await page.goto(`${APP}/resume-builder/download/2`);
  await expect(page.getByText('No resume details found in this browser')).toBeVisible();
  await page.getByRole('link', { name: 'Open the Resume Builder' }).click();
  await expect(page).toHaveURL(`${APP}/resume-builder/2`);
});

test('a signed-in member starts from the profile', async ({ page }) => {
  // The builder as the very first page after signing in (no page of the portal has run in this
  // browser yet): the session's answer starts the prefill.
  await signInRequest(page.request, 'member', DEMO.member);
  await page.goto(`${APP}/resume-builder/1`);
  await expect(field(page, 'Full name')).toHaveValue('ANANYA RAO');
  await expect(field(page, 'E-mail')).toHaveValue(DEMO.member.email);
  await expect(field(page, 'Mobile')).toHaveValue('+91 9811122233');
  await expect(field(page, 'Membership type')).toHaveValue('ACS');
  await expect(field(page, 'Membership number')).toHaveValue('54321');
});

test('the selector and the builder fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${APP}/resume-template-selector`);
  await expect(page.getByRole('heading', { name: 'Template 2: Modern' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.goto(`${APP}/resume-builder/1`);
  await page.getByRole('button', { name: 'Add experience' }).click();
  await expect(page.getByRole('button', { name: 'Generate Resume' })).toBeInViewport();
  await expectNoHorizontalScroll(page);
});
