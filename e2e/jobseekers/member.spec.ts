import { expect, test } from '@playwright/test';
import { MSG } from '@pp/contract/messages';
import { signInQuickly } from '../auth/helpers.ts';
import { DEMO, SPARE } from '../fixtures/demo.ts';
import {
  APP,
  apiSession,
  appliedCodes,
  choose,
  expectNotice,
  field,
  pick,
  tile,
  uploadResume,
} from './helpers.ts';

test.describe.configure({ mode: 'serial' });

test('a member searches India, international and work-from-home jobs and applies', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = await apiSession(baseURL!, 'member', DEMO.member);
  await uploadResume(api, 'member');

  await signInQuickly(page, 'member', DEMO.member);
  // The dashboard is Recent Job(s), with the recommended jobs (the member lives in Bengaluru).
  await expect(page.getByRole('heading', { level: 1, name: 'Recent Job(s)' })).toBeVisible();
  const recommended = page.getByRole('region', { name: 'Recommended for you' });
  await expect(
    recommended.getByRole('article', { name: 'Legal & Secretarial Manager (Remote)' }),
  ).toBeVisible();
  await expect(page.getByText(/\d+ jobs found/)).toBeVisible();
  // Members see member jobs in India only: no student job, nothing abroad.
  await expect(page.getByRole('article', { name: 'Semi Qualified' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Head - Legal & Secretarial (Dubai)' })).toHaveCount(0);
  // The filter panel: India preselected; 'Apply Filters' narrows the list, 'Clear' restores it.
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(field(page, 'Country')).toHaveValue('India');
  await choose(page, page, 'State/UT', 'Tamil Nadu');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByText('1 job found')).toBeVisible();
  await expect(
    page.getByRole('list').last().getByRole('article', { name: 'Compliance Officer - NBFC' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText(/(?:[2-9]|\d{2,}) jobs found/)).toBeVisible();

  // Search Job(s) in India: country fixed to India; state, city and experience required.
  await page.goto(`${APP}/member/job/search`);
  await expect(page.getByText(MSG.selectSearchParametersShort)).toBeVisible();
  await expect(field(page, 'Country')).toBeDisabled();
  await expect(field(page, 'Country')).toHaveValue('India');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(MSG.required).first()).toBeVisible();
  await choose(page, page, 'State/UT', 'Maharashtra');
  await choose(page, page, 'City', 'All');
  await pick(page, page, 'Expected Experience', '1-2 Years');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('1 job found')).toBeVisible();
  const acs = tile(page, 'Assistant Company Secretary');
  await expect(acs.getByText('7 - 10')).toBeVisible();
  await expect(acs.getByText('Pune, Mumbai (India)')).toBeVisible();
  // The description is cut at 100 characters, with a toggle to the full text.
  await acs.getByRole('button', { name: 'Read more' }).click();
  await expect(acs.getByText('MCA21 e-forms and XBRL filings')).toBeVisible();
  await acs.getByRole('button', { name: 'Show less' }).click();
  await acs.getByRole('button', { name: /Apply now/i }).click();
  await expectNotice(page, MSG.jobApplied);
  await expect(acs.getByText(/^Applied on \d{2}-\w{3}-\d{4}$/)).toBeVisible();

  // International: countries without India, CTC in USD.
  await page.goto(`${APP}/member/international-job/search`);
  await field(page, 'Country').click();
  await field(page, 'Country').fill('India');
  await expect(page.getByRole('option', { name: 'India', exact: true })).toHaveCount(0);
  await choose(page, page, 'Country', 'United Arab Emirates');
  await pick(page, page, 'Expected Experience (years)', '10-15 Years');
  await pick(page, page, 'Expected Annual CTC (USD)', '$100,000 - $150,000');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const dubai = tile(page, 'Head - Legal & Secretarial (Dubai)');
  await expect(dubai.getByText('90000 - 130000 In USD')).toBeVisible();
  await dubai.getByRole('button', { name: /Apply now/i }).click();
  await expectNotice(page, MSG.jobApplied);
  await expect(dubai.getByText(/^Applied on /)).toBeVisible();

  // Work from home (member variant): India preselected and fixed; India's work-from-home jobs are
  // listed on open.
  await page.goto(`${APP}/workfromhome`);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Work From Home Job(s)' })).toBeVisible();
  await expect(field(page, 'Country')).toHaveValue('India');
  await expect(field(page, 'Country')).toBeDisabled();
  await expect(tile(page, 'Legal & Secretarial Manager (Remote)')).toBeVisible();
  await expect(page.getByText(MSG.selectSearchParametersShort)).toHaveCount(0);
  await choose(page, page, 'State/UT', 'Karnataka');
  await choose(page, page, 'City', 'Bengaluru');
  await pick(page, page, 'Expected Experience (years)', '5-7 Years');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const remote = tile(page, 'Legal & Secretarial Manager (Remote)');
  await expect(remote.getByText('Work from home')).toBeVisible();
  await expect(remote.getByText('1.')).toBeVisible();
  await remote.getByRole('button', { name: /Apply now/i }).click();
  await expectNotice(page, MSG.jobApplied);
  // Nothing matches elsewhere: the spec's empty text.
  await choose(page, page, 'State/UT', 'Goa');
  await choose(page, page, 'City', 'All');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(MSG.wfhEmpty)).toBeVisible();

  // The applications, with their dates; applying again only says so.
  await page.goto(`${APP}/member/job/application`);
  await expect(page.getByText(/\d+ applications found/)).toBeVisible();
  for (const title of [
    'Assistant Company Secretary',
    'Head - Legal & Secretarial (Dubai)',
    'Legal & Secretarial Manager (Remote)',
  ]) {
    await expect(tile(page, title).getByText(/^Applied on /)).toBeVisible();
  }
  const codes = await appliedCodes(api, 'member/job-application-code');
  expect(new Set(codes).size).toBe(codes.length);
  await api.dispose();
});

test('a member opens a job from the list and applies on its page; without a resume it is refused', async ({
  page,
}) => {
  await signInQuickly(page, 'member', SPARE.member, `${APP}/member/job`);
  await expect(page.getByText(/\d+ jobs found/)).toBeVisible();
  // Jobs past their last day and jobs on hold are not listed.
  await expect(tile(page, 'Deputy Company Secretary')).toHaveCount(0);
  await expect(tile(page, 'Company Secretary (Part Time)')).toHaveCount(0);
  const list = page.getByRole('list').filter({ has: tile(page, 'Compliance Officer - NBFC') });
  await list.getByRole('link', { name: 'Company Secretary & Compliance Officer' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Company Secretary & Compliance Officer' }),
  ).toBeVisible();
  await expect(page.getByText('SHREE GANESH INDUSTRIES LIMITED').first()).toBeVisible();
  await page.getByRole('button', { name: /Apply now/i }).click();
  await expectNotice(page, MSG.applyWithoutResume);
  await expect(page.getByRole('button', { name: /Apply now/i })).toBeVisible();
});
