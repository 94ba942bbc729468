import { expect, type Page, test } from '@playwright/test';
import { API_BASE } from '@pp/contract/endpoint';
import { formatSalaryRange } from '@pp/contract/format';
import { getPublicJob, type PublicJob, publicJobPath } from '@pp/contract/public-jobs';
import { recentJobs, type SearchJobItem } from '@pp/contract/search';
import { expectAccessible } from '../fixtures/axe.ts';
import { hindi } from '../fixtures/hindi.ts';
import { APP } from './helpers.ts';

/**
 * Public pages rendered on the server (docs/architecture.md "Server-rendered public pages"): what
 * a crawler or a reader without scripts gets is the page with its content, a job's page with a
 * JobPosting that says what the page shows; the client hydrates that HTML without a mismatch and
 * keeps the title the server wrote; an unknown page is a 404.
 */

/** The text a reader without scripts reads: the body's HTML without its tags, scripts and styles. */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/&(amp|#x27|#39|quot|lt|gt);/g, (_, name: string) => ENTITIES[name]!);
}

const ENTITIES: Record<string, string> = { amp: '&', '#x27': "'", '#39': "'", quot: '"', lt: '<', gt: '>' };

function jsonLd(html: string): Record<string, unknown> | undefined {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
}

const title = (html: string) =>
  visibleText(`<body>${/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''}`).trim();

/** Console errors and page errors of a page from now on (a hydration mismatch is one). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The session check of a visitor answers 401 by design; the browser logs the status.
    if (message.type() === 'error' && !/status of 401/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function openJobs(request: import('@playwright/test').APIRequestContext): Promise<SearchJobItem[]> {
  const res = await request.get(`${API_BASE}/${recentJobs.path}?page=1&limit=20`);
  expect(res.ok()).toBe(true);
  return (await res.json()).result.list as SearchJobItem[];
}

test('each job page carries the job and a JobPosting that matches it, without scripts', async ({
  request,
}) => {
  const jobs = await openJobs(request);
  expect(jobs.length).toBeGreaterThan(0);
  for (const item of jobs.slice(0, 6)) {
    const res = await request.get(`${APP}${publicJobPath(item.code)}`, {
      headers: { 'accept-language': 'en' },
    });
    expect(res.status(), item.code).toBe(200);
    const html = await res.text();
    const text = visibleText(html);
    const job = (
      await (await request.get(`${API_BASE}/${getPublicJob.path.replace(':code', item.code)}`)).json()
    ).result as PublicJob;
    // The job, its company, its place, its salary when disclosed, and how to apply.
    expect(text, item.code).toContain(job.title);
    expect(text, item.code).toContain(job.companyName);
    expect(text, item.code).toContain(job.location.length ? job.location.join(', ') : job.countryName);
    if (job.maxSalary > 0)
      expect(text).toContain(formatSalaryRange(job.minSalary, job.maxSalary, job.salaryCurrency));
    expect(text, item.code).toMatch(/Apply now/i);
    // The JobPosting says what the page shows.
    const ld = jsonLd(html);
    expect(ld?.title, item.code).toBe(job.title);
    expect(ld?.hiringOrganization, item.code).toMatchObject({ name: job.companyName });
    if (ld?.jobLocation) {
      const places = (ld.jobLocation as { address: { addressLocality?: string } }[]).map(
        (place) => place.address.addressLocality,
      );
      for (const city of job.location) expect(places).toContain(city);
    }
    if (job.maxSalary > 0)
      expect(ld?.baseSalary).toMatchObject({ value: { minValue: job.minSalary, maxValue: job.maxSalary } });
    else expect(ld).not.toHaveProperty('baseSalary');
    expect(title(html)).toBe(`${job.title} - ${job.companyName} | Placement Portal`);
    // The client hydrates this HTML with the same answer (no second read).
    expect(html).toContain('<div id="root" data-server-rendered>');
    expect(html).toContain('id="pp-server-data"');
  }
});

test('the public lists and the home page come with their content, in English and in Hindi', async ({
  request,
}) => {
  const jobs = await openJobs(request);
  const pages: [string, RegExp][] = [
    ['/', /The placement portal for company secretaries/],
    ['/recentjobs', new RegExp(jobs[0]!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))],
    ['/corporateWFH', /Search Work From Home Job\(s\)/],
    ['/training', /Recent Training\(s\)/],
    ['/GovtJobsMember', /Government Job\(s\)[\s\S]*government jobs found/],
    ['/govttrainings', /Government Training\(s\)/],
    ['/important-announcement', /Important Announcements/],
  ];
  for (const [path, content] of pages) {
    const res = await request.get(`${APP}${path}`, { headers: { 'accept-language': 'en' } });
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toContain('data-server-rendered');
    const text = visibleText(html);
    expect(text, path).toMatch(content);
    // No list is left saying it is on its way.
    expect(text, path).not.toMatch(/Loading/);
  }
  // The recent jobs list links every job to its page.
  const list = await (await request.get(`${APP}/recentjobs`)).text();
  for (const job of jobs.slice(0, 5)) expect(list).toContain(`href="${APP}${publicJobPath(job.code)}"`);
  // Hindi for a reader whose browser asks for it.
  const hi = await (
    await request.get(`${APP}/recentjobs`, { headers: { 'accept-language': 'hi-IN,hi' } })
  ).text();
  expect(hi).toContain('<html lang="hi"');
  expect(visibleText(hi)).toContain(hindi('common', 'Recent Job(s)'));
});

test('an unknown page and a job that does not exist answer 404 with the not-found page', async ({
  request,
}) => {
  for (const path of ['/no/such/page', publicJobPath('NOSUCHJOB1')]) {
    const res = await request.get(`${APP}${path}`);
    expect(res.status(), path).toBe(404);
    expect(visibleText(await res.text()), path).toContain('Page not found');
  }
  expect((await request.get(`${APP}/recentjobs`)).status()).toBe(200);
  expect((await request.get(`${APP}/member/job/search`)).status()).toBe(200);
});

test('robots.txt lets a crawler read the public pages and what they read', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Allow: ${API_BASE}/${getPublicJob.path.split(':')[0]}`);
  expect(robots).toContain(`Allow: ${API_BASE}/${recentJobs.path}`);
});

for (const language of ['en', 'hi'] as const) {
  test(`a job page hydrates without a mismatch and keeps the server's title at 360 px (${language})`, async ({
    browser,
    request,
  }) => {
    const [job] = await openJobs(request);
    const context = await browser.newContext({
      locale: language === 'hi' ? 'hi-IN' : 'en-IN',
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    const errors = consoleErrors(page);
    const url = `${APP}${publicJobPath(job!.code)}`;
    const served = title(await (await request.get(url, { headers: { 'accept-language': language } })).text());
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1, name: job!.title })).toBeVisible();
    // Once the page's code has run and hydrated it, the title is still the server's.
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle(served);
    await expectAccessible(page, `server-rendered job page at 360 px (${language})`);
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('the recent jobs list hydrates without a mismatch, in Hindi, at 360 px', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'hi-IN', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const errors = consoleErrors(page);
  await page.goto(`${APP}/recentjobs`);
  await expect(page.getByRole('heading', { level: 1, name: hindi('common', 'Recent Job(s)') })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveTitle(new RegExp(hindi('common', 'Recent Job(s)')));
  await expectAccessible(page, 'server-rendered recent jobs at 360 px (hi)');
  expect(errors).toEqual([]);
  await context.close();
});
