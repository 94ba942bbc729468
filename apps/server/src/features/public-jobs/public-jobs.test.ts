import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyForJob } from '@pp/contract/applications';
import { setLoginStatus } from '@pp/contract/auth';
import { OUR_MSG } from '@pp/contract/messages';
import { getPublicJob } from '@pp/contract/public-jobs';
import { recentJobs } from '@pp/contract/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../seed/reference.ts';
import {
  attachResume,
  closeJob,
  insertCorporateProfile,
  insertJob,
  insertMemberProfile,
} from '../../test/fixtures/index.ts';
import { call, createTestApp, expectRefused, makeUser, type TestApp } from '../../test/harness.ts';
import { signedInUser } from '../../test/sign-in.ts';
import { jobPageData } from './public-jobs.service.ts';
import { sitemapXml } from './sitemap.ts';

/**
 * Public job pages: who has one (the public lists' open rule, plus closed and expired jobs that
 * say so), what a visitor sees of it, the head the server writes into the page (JobPosting
 * structured data, Open Graph), the sitemap and robots.txt.
 */

const DAY_MS = 86_400_000;
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Portal" /><title>Placement Portal</title></head><body><div id="root"></div><script type="module" src="/PlacementApp/assets/index-x.js"></script></body></html>';
const NOT_FOUND_EN =
  '<!doctype html><html lang="en"><body><div id="root"><h1>Page not found</h1></div></body></html>';
const NOT_FOUND_HI =
  '<!doctype html><html lang="hi"><body><div id="root"><h1>पृष्ठ नहीं मिला</h1></div></body></html>';
const HOSTILE = `</script><script>alert(1)</script><!-- "quoted" & 'single' $& $1`;

let t: TestApp;
let dist: string;
const codes: Record<string, string> = {};

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'pp-public-job-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  mkdirSync(path.join(dist, 'frames', 'not-found'), { recursive: true });
  writeFileSync(path.join(dist, 'frames', 'not-found', 'en.html'), NOT_FOUND_EN);
  writeFileSync(path.join(dist, 'frames', 'not-found', 'hi.html'), NOT_FOUND_HI);
  t = await createTestApp({ WEB_DIST: dist });
  await seedReferenceData(t.ctx.db);
  const employer = await makeUser(t, 'corporate');
  await insertCorporateProfile(t.ctx.db, employer.id, { companyName: 'ACME SECRETARIAL LTD' });
  const now = t.ctx.now();
  const job = (overrides: Parameters<typeof insertJob>[3] = {}) =>
    insertJob(t.ctx.db, employer.id, now, overrides).then((j) => j.code);
  codes.open = await job({ title: 'Company Secretary (Listed)' });
  codes.wfh = await job({
    title: 'Remote Compliance Officer',
    workCulture: 'Yes',
    minSalary: 0,
    maxSalary: 0,
    jobType: 'JT-PT',
  });
  codes.student = await job({
    title: 'Semi Qualified',
    qualifications: ['Q-CSE-PASS'],
    skills: ['SKS-ROC'],
    roles: ['R-SECE'],
  });
  codes.hostile = await job({ title: HOSTILE, description: `<p>${HOSTILE.replace(/</g, '&lt;')}</p>` });
  codes.onHold = await job({ title: 'On Hold Job', status: 'onHold' });
  codes.deleted = await job({ title: 'Deleted Job', deletedAt: now });
  codes.notStarted = await job({
    title: 'Future Job',
    startDate: new Date(now.getTime() + 2 * DAY_MS),
    endDate: new Date(now.getTime() + 20 * DAY_MS),
  });
  codes.expired = await job({
    title: 'Expired Job',
    startDate: new Date(now.getTime() - 40 * DAY_MS),
    endDate: new Date(now.getTime() - 3 * DAY_MS),
  });
  const closed = await insertJob(t.ctx.db, employer.id, now, { title: 'Closed Job' });
  await closeJob(t.ctx.db, closed.id);
  codes.closed = closed.code;
});

afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

/**
 * Whether robots.txt lets every crawler (`*`) fetch a URL: the longest matching rule wins, Allow
 * on a tie (RFC 9309 section 2.2.2); no rule allows.
 */
function robotsAllows(robots: string, url: string): boolean {
  let best: { length: number; allow: boolean } | null = null;
  for (const line of robots.split('\n')) {
    const rule = /^(Allow|Disallow):\s*(\S+)/.exec(line);
    if (!rule || !url.startsWith(rule[2]!)) continue;
    const length = rule[2]!.length;
    const allow = rule[1] === 'Allow';
    if (!best || length > best.length || (length === best.length && allow)) best = { length, allow };
  }
  return best?.allow ?? true;
}

const page = (code: string) => t.app.inject({ method: 'GET', url: `/PlacementApp/jobs/${code}` });

/** The JSON-LD of a page, parsed back; undefined when it has none. */
function jsonLd(html: string): Record<string, unknown> | undefined {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  if (scripts.length > 1) throw new Error('more than one JSON-LD script');
  return scripts[0] ? (JSON.parse(scripts[0][1]!) as Record<string, unknown>) : undefined;
}

describe('GET job/public/:code', () => {
  it('answers a published open job to a visitor with exactly the fields the public list shows', async () => {
    const res = await call(t.app, getPublicJob, { params: { code: codes.open! } });
    expect(res.status).toBe(200);
    const job = res.body.result!;
    // No dates of the show window, counts, status, owner or contact: the exact key set.
    expect(Object.keys(job).sort()).toEqual(
      [
        'additionalQualification',
        'appliedOn',
        'code',
        'companyName',
        'countryName',
        'createdOn',
        'description',
        'industry',
        'isMemberJob',
        'jobType',
        'location',
        'maxExperienceInMonths',
        'maxSalary',
        'minExperienceInMonths',
        'minSalary',
        'open',
        'qualification',
        'role',
        'salaryCurrency',
        'skill',
        'title',
        'workCulture',
      ].sort(),
    );
    expect(job).toMatchObject({
      code: codes.open,
      title: 'Company Secretary (Listed)',
      companyName: 'ACME SECRETARIAL LTD',
      location: ['Mumbai'],
      countryName: 'India',
      jobType: 'Full Time',
      minSalary: 600_000,
      maxSalary: 900_000,
      isMemberJob: true,
      appliedOn: null,
      open: true,
    });
    expect(JSON.stringify(job)).not.toMatch(/example\.test|9800000000|CONTACT ONE/);
  });

  it('tells a student job from a member job (the Apply goes to the right login)', async () => {
    const res = await call(t.app, getPublicJob, { params: { code: codes.student! } });
    expect(res.body.result).toMatchObject({ isMemberJob: false, open: true });
  });

  it.each([['onHold'], ['deleted'], ['notStarted']])(
    'answers 404 for a job that is not published (%s)',
    async (which) => {
      const res = await call(t.app, getPublicJob, { params: { code: codes[which]! } });
      expectRefused(res, 404, OUR_MSG.jobNotFound);
      expect(res.body.result).toBeNull();
    },
  );

  it('answers 404 for an unknown code', async () => {
    const res = await call(t.app, getPublicJob, { params: { code: 'NOSUCHJOB1' } });
    expectRefused(res, 404, OUR_MSG.jobNotFound);
  });

  it.each([['closed'], ['expired']])('answers a %s job as not open instead of 404', async (which) => {
    const res = await call(t.app, getPublicJob, { params: { code: codes[which]! } });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ code: codes[which], open: false });
    // Title and company only: the content of a closed or unpublished job is out of public view.
    expect(res.body.result).toMatchObject({ description: '', skill: [], location: [], maxSalary: 0 });
    expect(res.body.result?.title).not.toBe('');
  });

  it('is open exactly for the jobs the public recent list shows', async () => {
    const listed = await call(t.app, recentJobs, { query: { page: 1, limit: 50 } });
    const inList = new Set(listed.body.result!.list.map((j) => j.code));
    for (const [which, code] of Object.entries(codes)) {
      const res = await call(t.app, getPublicJob, { params: { code } });
      const open = res.status === 200 && res.body.result!.open;
      expect(open, which).toBe(inList.has(code));
    }
  });

  it("follows the lists for a blocked employer's jobs (the lists' one rule; see the report)", async () => {
    const admin = await signedInUser(t, 'admin');
    const other = await makeUser(t, 'corporate');
    await insertCorporateProfile(t.ctx.db, other.id);
    const job = await insertJob(t.ctx.db, other.id, t.ctx.now(), { title: 'Blocked Employer Job' });
    const blocked = await call(
      t.app,
      setLoginStatus,
      { body: { userCode: other.code, status: 'blocked' } },
      { token: admin.token },
    );
    expect(blocked.body.result?.loginStatus).toBe('blocked');
    const listed = await call(t.app, recentJobs, { query: { page: 1, limit: 50 } });
    const inList = listed.body.result!.list.some((j) => j.code === job.code);
    const res = await call(t.app, getPublicJob, { params: { code: job.code } });
    expect(res.status === 200 && res.body.result!.open).toBe(inList);
  });

  it("shows a signed-in member's own application date", async () => {
    const member = await signedInUser(t, 'member');
    await insertMemberProfile(t.ctx.db, member.user.id);
    await attachResume(t.ctx.db, member.user.id, 'member');
    const applied = await call(
      t.app,
      applyForJob,
      { body: { jobCode: codes.open! } },
      { token: member.token },
    );
    expect(applied.status).toBe(200);
    const mine = await call(t.app, getPublicJob, { params: { code: codes.open! } }, { token: member.token });
    expect(mine.body.result!.appliedOn).toEqual(expect.any(Number));
    const visitor = await call(t.app, getPublicJob, { params: { code: codes.open! } });
    expect(visitor.body.result!.appliedOn).toBeNull();
  });
});

describe('GET /PlacementApp/jobs/:code (the page with its head)', () => {
  it('writes the JobPosting with every required field into the HTML, and Open Graph tags', async () => {
    const res = await page(codes.open!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    const ld = jsonLd(html)!;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Company Secretary (Listed)',
      description: '<p>Secretarial compliance.</p>',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'ACME SECRETARIAL LTD' },
      jobLocation: [
        {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Mumbai',
            addressRegion: 'Maharashtra',
            addressCountry: 'IN',
          },
        },
      ],
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', minValue: 600_000, maxValue: 900_000, unitText: 'YEAR' },
      },
      identifier: { '@type': 'PropertyValue', value: codes.open },
      url: `http://portal.test/PlacementApp/jobs/${codes.open}`,
      directApply: false,
    });
    expect(ld.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    // The end of the last day shown, India time.
    expect(ld.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+05:30$/);
    expect(Date.parse(String(ld.validThrough))).toBeGreaterThan(t.ctx.now().getTime() + 29 * DAY_MS);
    expect(ld).not.toHaveProperty('jobLocationType');
    expect(html).toContain(
      '<title>Company Secretary (Listed) - ACME SECRETARIAL LTD | Placement Portal</title>',
    );
    expect(html).toContain('<meta name="description" content="Secretarial compliance." />');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      `<link rel="canonical" href="http://portal.test/PlacementApp/jobs/${codes.open}" />`,
    );
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain(
      '<meta property="og:title" content="Company Secretary (Listed) - ACME SECRETARIAL LTD" />',
    );
    expect(html).toContain(
      `<meta property="og:url" content="http://portal.test/PlacementApp/jobs/${codes.open}" />`,
    );
    expect(html).toContain('<meta property="og:site_name" content="Placement Portal" />');
    expect(html).toContain('<meta property="og:description" content="Secretarial compliance." />');
    // The client's own script is still there.
    expect(html).toContain('<script type="module" src="/PlacementApp/assets/index-x.js"></script>');
  });

  it('marks a work-from-home job as TELECOMMUTE in India, without a salary when none is disclosed', async () => {
    const ld = jsonLd((await page(codes.wfh!)).body)!;
    expect(ld).toMatchObject({
      title: 'Remote Compliance Officer',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
      employmentType: 'PART_TIME',
    });
    expect(ld).not.toHaveProperty('baseSalary');
    expect(ld).not.toHaveProperty('jobLocation');
  });

  it('escapes a hostile title in the JSON-LD and in every attribute', async () => {
    const res = await page(codes.hostile!);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    // Parsed back, the value is the title as typed; in the HTML it cannot end the script.
    expect(jsonLd(html)?.title).toBe(HOSTILE);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<!--');
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &quot;quoted&quot;',
    );
    expect(html).toContain(
      'content="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &quot;quoted&quot; &amp; &#39;single&#39; $&amp; $1 - ACME SECRETARIAL LTD"',
    );
  });

  it('says a closed or expired job is closed: no JobPosting, not indexed', async () => {
    for (const which of ['closed', 'expired']) {
      const res = await page(codes[which]!);
      expect(res.statusCode, which).toBe(200);
      expect(jsonLd(res.body), which).toBeUndefined();
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).toContain(
        `<link rel="canonical" href="http://portal.test/PlacementApp/jobs/${codes[which]}" />`,
      );
    }
  });

  it("answers 404 with the not-found page, in the reader's language, for a code that has no public page", async () => {
    for (const code of [codes.onHold!, codes.deleted!, codes.notStarted!, 'NOSUCHJOB1', 'bad%20code']) {
      const res = await page(code);
      expect(res.statusCode, code).toBe(404);
      expect(res.headers['content-type'], code).toMatch(/text\/html/);
      expect(res.body, code).toBe(NOT_FOUND_EN);
    }
    const hindi = await t.app.inject({
      method: 'GET',
      url: '/PlacementApp/jobs/NOSUCHJOB1',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
    });
    expect(hindi.statusCode).toBe(404);
    expect(hindi.body).toBe(NOT_FOUND_HI);
  });

  it('leaves the page to the not-found answer when there is no web build', async () => {
    const bare = await createTestApp();
    try {
      await seedReferenceData(bare.ctx.db);
      const res = await bare.app.inject({ method: 'GET', url: `/PlacementApp/jobs/${codes.open}` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    } finally {
      await bare.close();
    }
  });

  it('gives the head its data without a build (the unit the page is made from)', async () => {
    const data = await jobPageData(t.ctx, codes.open!);
    expect(data).toMatchObject({ title: 'Company Secretary (Listed)', stateName: 'Maharashtra', open: true });
    expect(await jobPageData(t.ctx, codes.onHold!)).toBeUndefined();
  });
});

describe('sitemap.xml and robots.txt', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

  it('lists the public pages and every open job page with its last change, and nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const urls = locs(res.body);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(urls).toContain('http://portal.test/PlacementApp/');
    expect(urls).toContain('http://portal.test/PlacementApp/recentjobs');
    expect(urls).toContain('http://portal.test/PlacementApp/corporateWFH');
    const jobUrls = urls.filter((u) => u.includes('/jobs/'));
    const open = ['open', 'wfh', 'student', 'hostile'].map(
      (w) => `http://portal.test/PlacementApp/jobs/${codes[w]}`,
    );
    for (const url of open) expect(jobUrls).toContain(url);
    for (const w of ['onHold', 'deleted', 'notStarted', 'expired', 'closed'])
      expect(jobUrls).not.toContain(`http://portal.test/PlacementApp/jobs/${codes[w]}`);
    expect(res.body).toMatch(
      new RegExp(
        `<url><loc>http://portal\\.test/PlacementApp/jobs/${codes.open}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></url>`,
      ),
    );
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('splits into an index of numbered sitemaps past the page size, each URL once', async () => {
    const whole = locs((await sitemapXml(t.ctx, null))!);
    const index = (await sitemapXml(t.ctx, null, 4))!;
    expect(index).toContain('<sitemapindex');
    const files = locs(index);
    expect(files).toEqual(
      Array.from(
        { length: Math.ceil(whole.length / 4) },
        (_, i) => `http://portal.test/sitemap-${i + 1}.xml`,
      ),
    );
    const parts: string[] = [];
    for (let i = 1; i <= files.length; i++) {
      const part = locs((await sitemapXml(t.ctx, i, 4))!);
      expect(part.length).toBeLessThanOrEqual(4);
      parts.push(...part);
    }
    expect(parts).toEqual(whole);
    expect(await sitemapXml(t.ctx, files.length + 1, 4)).toBeNull();
    // Under the limit there are no numbered files.
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-1.xml' })).statusCode).toBe(404);
  });

  it('robots.txt keeps crawlers out of the API and the signed-in areas and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    for (const line of [
      'User-agent: *',
      'Allow: /PlacementApp/',
      'Disallow: /placementapi/',
      'Disallow: /PlacementApp/admin',
      'Disallow: /PlacementApp/corporate/',
      'Disallow: /PlacementApp/member/',
      'Disallow: /PlacementApp/student/',
      'Sitemap: http://portal.test/sitemap.xml',
    ])
      expect(lines).toContain(line);
    // The member login page itself stays crawlable.
    expect(lines).not.toContain('Disallow: /PlacementApp/member');
  });

  it('robots.txt lets a crawler read what the public pages read, and nothing personal', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/robots.txt' })).body;
    const allowed = (url: string) => robotsAllows(body, url);
    for (const url of [
      `/placementapi/v1/job/public/${codes.open}`,
      '/placementapi/v1/job/recent?page=1',
      '/placementapi/v1/job/search?workCulture=Yes',
      '/placementapi/v1/training/recent',
      '/placementapi/v1/govt-job/recent',
      '/placementapi/v1/training/recentGov',
      '/placementapi/v1/announcement',
      '/placementapi/v1/config/industry',
      '/placementapi/v1/version',
      '/PlacementApp/assets/index-x.js',
      `/PlacementApp/jobs/${codes.open}`,
      '/PlacementApp/recentjobs',
      '/PlacementApp/member',
    ])
      expect(allowed(url), url).toBe(true);
    for (const url of [
      '/placementapi/v1/resume/U1/cv.pdf',
      '/placementapi/v1/picture/U1/me.png',
      '/placementapi/v1/auth/me',
      '/placementapi/v1/member/profile',
      '/PlacementApp/member/job/search',
      '/PlacementApp/admin/dashbaord',
    ])
      expect(allowed(url), url).toBe(false);
  });
});
