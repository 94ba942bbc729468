import { getAnnouncement, listAnnouncements } from '@pp/contract/announcements';
import { version } from '@pp/contract/auth';
import { API_BASE, type EndpointDef, WEB_BASE } from '@pp/contract/endpoint';
import {
  getGovtJob,
  getGovtTraining,
  listGovtJobs,
  listGovtTrainings,
  recentGovtTrainings,
} from '@pp/contract/govt';
import * as lookups from '@pp/contract/lookups';
import { getPublicJob } from '@pp/contract/public-jobs';
import { recentJobs, recentTrainings, searchJobs, searchTrainings } from '@pp/contract/search';
import { esc } from '../../mail-templates/layout.ts';
import type { AppContext } from '../../platform/context.ts';
import { clock } from '../search/search.service.ts';
import { jobPageUrl } from './job-posting.ts';
import * as repo from './public-jobs.repo.ts';

/**
 * /sitemap.xml and /robots.txt at the site root (ours). The sitemap lists the public pages that
 * exist and every open job's page; past SITEMAP_MAX_URLS (the protocol's limit per file) it
 * becomes an index of numbered files /sitemap-1.xml, /sitemap-2.xml, ...
 */

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Open jobs read per statement while a sitemap file is written. */
const BATCH = 5000;

/** The public pages that are always there (spec 1 section 2's public routes that show content). */
export const PUBLIC_PAGES = [
  '/',
  '/recentjobs',
  '/corporateWFH',
  '/training',
  '/GovtJobsMember',
  '/govttrainings',
  '/important-announcement',
  '/resume-template-selector',
  '/support',
  '/accessibility',
] as const;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A day as the sitemap writes it (W3C date). */
const w3cDay = (date: Date) => date.toISOString().slice(0, 10);

function urlEntry(loc: string, lastmod?: Date): string {
  return `<url><loc>${esc(loc)}</loc>${lastmod ? `<lastmod>${w3cDay(lastmod)}</lastmod>` : ''}</url>`;
}

/** Entries [from, from + count) of the whole list: the public pages, then the open jobs. */
async function entries(ctx: AppContext, from: number, count: number): Promise<string[]> {
  const { now, dayStart } = clock(ctx);
  const base = ctx.config.publicUrl;
  const out = PUBLIC_PAGES.slice(from, from + count).map((p) => urlEntry(`${base}${WEB_BASE}${p}`));
  const skip = Math.max(0, from - PUBLIC_PAGES.length);
  // The key of the job just before this file's first one: keyset from there.
  let after = skip > 0 ? await repo.openJobKeyAt(ctx.db, { now, dayStart, skip: skip - 1 }) : undefined;
  if (skip > 0 && !after) return out;
  while (out.length < count) {
    const limit = Math.min(BATCH, count - out.length);
    const rows = await repo.openJobsAfter(ctx.db, { now, dayStart, after, limit });
    for (const row of rows) out.push(urlEntry(jobPageUrl(base, row.code), row.modifiedAt));
    const last = rows.at(-1);
    if (!last || rows.length < limit) break;
    after = { endDate: last.endDate, id: last.id };
  }
  return out;
}

const urlset = (items: string[]) => `${XML_HEAD}<urlset xmlns="${NS}">\n${items.join('\n')}\n</urlset>\n`;

/**
 * /sitemap.xml (file null) or /sitemap-{file}.xml: the XML, or null when that file does not
 * exist. `pageSize`: URLs per file (tests make it small).
 */
export async function sitemapXml(
  ctx: AppContext,
  file: number | null,
  pageSize = SITEMAP_MAX_URLS,
): Promise<string | null> {
  const { now, dayStart } = clock(ctx);
  const total = PUBLIC_PAGES.length + (await repo.countOpenJobs(ctx.db, now, dayStart));
  const files = Math.ceil(total / pageSize);
  if (file === null) {
    if (files <= 1) return urlset(await entries(ctx, 0, total));
    const base = ctx.config.publicUrl;
    const items = Array.from(
      { length: files },
      (_, i) => `<sitemap><loc>${esc(`${base}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
    );
    return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
  }
  if (files <= 1 || file < 1 || file > files) return null;
  return urlset(await entries(ctx, (file - 1) * pageSize, pageSize));
}

/**
 * What the public pages read from the API as they render (the job's page, the public lists, the
 * reference lists of their filters, the version check): a crawler that runs the pages' scripts
 * must be allowed to read it, or it sees a page without content. Every one is a public GET of
 * the contract that carries nobody's personal data.
 */
export const PUBLIC_PAGE_READS: EndpointDef[] = [
  getPublicJob,
  recentJobs,
  searchJobs,
  recentTrainings,
  searchTrainings,
  listGovtJobs,
  getGovtJob,
  listGovtTrainings,
  recentGovtTrainings,
  getGovtTraining,
  listAnnouncements,
  getAnnouncement,
  version,
  ...(Object.values(lookups) as unknown[]).filter(
    (value): value is EndpointDef =>
      typeof value === 'object' &&
      value !== null &&
      'roles' in value &&
      value.roles === 'public' &&
      'method' in value &&
      value.method === 'GET',
  ),
];

/** The robots rule of an endpoint: its path up to its first parameter. */
function apiRule(def: EndpointDef): string {
  return `${API_BASE}/${def.path.split(':')[0]}`;
}

/**
 * robots.txt: the public pages and what they read may be crawled; the rest of the API and the
 * signed-in areas may not (their
 * pages show nothing without a session). '/PlacementApp/member', '/PlacementApp/student' and
 * '/PlacementApp/corporate' alone are login pages and the registration pages below them are
 * public: only the rest below each area is kept out. The admin's login and area are kept out
 * whole; so are links made for one person (reset, confirm, unsubscribe, login codes, resumes).
 */
export function robotsTxt(publicUrl: string): string {
  const app = WEB_BASE;
  // A rule that another one already covers (`config/city/` after `config/city`) is left out.
  const rules = [...new Set(PUBLIC_PAGE_READS.map(apiRule))];
  const allowRules = rules.filter((rule) => !rules.some((other) => other !== rule && rule.startsWith(other)));
  return [
    'User-agent: *',
    `Allow: ${app}/`,
    'Disallow: /placementapi/',
    // The longest rule that matches wins (RFC 9309): these open up what the public pages read.
    ...allowRules.map((rule) => `Allow: ${rule}`),
    `Disallow: ${app}/admin`,
    `Disallow: ${app}/corporate/`,
    `Disallow: ${app}/member/`,
    `Disallow: ${app}/student/`,
    `Allow: ${app}/corporate/registration`,
    `Allow: ${app}/member/registration`,
    `Allow: ${app}/student/registration`,
    `Disallow: ${app}/login/`,
    `Disallow: ${app}/logout`,
    `Disallow: ${app}/reset-password`,
    `Disallow: ${app}/confirm-email`,
    `Disallow: ${app}/alerts/`,
    `Disallow: ${app}/resume-builder/`,
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
