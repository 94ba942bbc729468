import { expect, test } from '@playwright/test';
import { API_BASE } from '@pp/contract/endpoint';
import { publicJobPath } from '@pp/contract/public-jobs';
import { recentJobs, type SearchJobItem } from '@pp/contract/search';
import { expectAccessible } from '../fixtures/axe.ts';
import { APP, expectNotice } from './helpers.ts';

/**
 * A job's public page (its share link): crawlers get the JobPosting in the HTML the server sends,
 * people open it without signing in on a phone, and Apply walks the visitor's sign-in.
 */

/** An open member job of the demo data, as the public list gives it. */
async function openMemberJob(request: import('@playwright/test').APIRequestContext) {
  const res = await request.get(`${API_BASE}/${recentJobs.path}?page=1&limit=20`);
  expect(res.ok()).toBe(true);
  const list = (await res.json()).result.list as SearchJobItem[];
  const job = list.find((j) => j.isMemberJob);
  expect(job, 'an open member job in the demo data').toBeDefined();
  return job!;
}

/** The JSON-LD of a page's HTML, parsed. */
function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'a JSON-LD script in the HTML').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

test('a shared job link carries its JobPosting, opens without sign-in on a phone, and Apply leads to sign-in', async ({
  page,
  request,
}) => {
  const job = await openMemberJob(request);
  const url = `${APP}${publicJobPath(job.code)}`;

  // What a crawler reads without running scripts: the JobPosting's required fields.
  const raw = await request.get(url);
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  const ld = jsonLd(html);
  expect(ld['@type']).toBe('JobPosting');
  expect(ld.title).toBe(job.title);
  expect(String(ld.description).length).toBeGreaterThan(0);
  expect(ld.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
  expect(ld.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+05:30$/);
  expect(ld.hiringOrganization).toMatchObject({ '@type': 'Organization', name: job.companyName });
  expect(ld.employmentType).toMatch(/^(FULL_TIME|PART_TIME|CONTRACTOR|TEMPORARY|INTERN|OTHER)$/);
  if (ld.jobLocationType === 'TELECOMMUTE') {
    expect(ld.applicantLocationRequirements).toMatchObject({ '@type': 'Country' });
  } else {
    expect(ld.jobLocation).toEqual(
      expect.arrayContaining([expect.objectContaining({ '@type': 'Place', address: expect.any(Object) })]),
    );
  }
  expect(html).toContain('<meta property="og:title"');

  // A visitor on a 360 px phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  const apply = page.getByRole('button', { name: `Apply now for ${job.title}` });
  await expect(apply).toBeVisible();
  await expect(page.getByRole('button', { name: `Share ${job.title}` })).toBeVisible();
  await expect(page.getByText(job.companyName, { exact: true })).toBeVisible();
  await expectAccessible(page, 'public job page at 360 px');
  await page.screenshot({ path: '../.tmp/public-job-360.png', fullPage: true });

  await apply.click();
  await expect(page).toHaveURL(`${APP}/member?jobCode=${job.code}`);
  expect(await page.evaluate(() => localStorage.getItem('jobCode'))).toBe(job.code);
});

test('Share copies the link on a desktop; a code that is no job shows the not-found page', async ({
  page,
  context,
  request,
}) => {
  const job = await openMemberJob(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${APP}${publicJobPath(job.code)}`);
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await page.screenshot({ path: '../.tmp/public-job-1280.png', fullPage: true });
  await page.getByRole('button', { name: `Share ${job.title}` }).click();
  await expectNotice(page, 'Link copied. Paste it anywhere to share this job.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  const missing = `${APP}${publicJobPath('NOSUCHJOB1')}`;
  expect((await request.get(missing)).status()).toBe(404);
  await page.goto(missing);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
