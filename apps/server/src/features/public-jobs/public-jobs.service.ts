import { toEpochSeconds } from '@pp/contract/format';
import { jobAudience } from '@pp/contract/jobs';
import { OUR_MSG } from '@pp/contract/messages';
import { type PublicJob, publicJobPath } from '@pp/contract/public-jobs';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { indexHtml, type PageRender, withRenderedPage } from '../../platform/page-render.ts';
import { plainTextOfHtml } from '../../platform/sanitize.ts';
import type { AuthUser } from '../../platform/session.ts';
import { findJobByCode } from '../jobs/jobs.repo.ts';
import { toJobListItems } from '../jobs/jobs.service.ts';
import { appliedOn } from '../jobs/postings.repo.ts';
import { statesByCode } from '../lookups/lookups.service.ts';
import { clock } from '../search/search.service.ts';
import { type JobPageData, jobPageHead, withHead } from './job-posting.ts';
import * as repo from './public-jobs.repo.ts';

/**
 * Public job pages (contract public-jobs.ts): the job a share link opens, the head the server
 * writes into the page for crawlers, the sitemap and robots.txt.
 */

/** A job that has a public page, with what its page and its head show; undefined: none. */
async function pageJob(ctx: AppContext, code: string) {
  const { now, dayStart } = clock(ctx);
  const state = await repo.findPublicJobState(ctx.db, code, now, dayStart);
  if (!state) return undefined;
  const row = await findJobByCode(ctx.db, code);
  if (!row) return undefined;
  const [item] = await toJobListItems(ctx, [row]);
  return { row, item: item!, open: state.open };
}

type FoundJob = NonNullable<Awaited<ReturnType<typeof pageJob>>>;

/** The job of a share link as a visitor may see it (and the viewer's application date). */
export async function publicJob(ctx: AppContext, viewer: AuthUser | null, code: string): Promise<PublicJob> {
  const found = await pageJob(ctx, code);
  if (!found) throw notFound(OUR_MSG.jobNotFound);
  const applied =
    viewer && (viewer.role === 'member' || viewer.role === 'student')
      ? await appliedOn(ctx.db, 'job', found.row.id, viewer.id)
      : null;
  return toPublicJob(found, applied);
}

function toPublicJob({ row, item, open }: FoundJob, applied: Date | null): PublicJob {
  const job: PublicJob = {
    code: item.code,
    title: item.title,
    companyName: item.companyName,
    skill: item.skill,
    additionalQualification: item.additionalQualification,
    qualification: item.qualification,
    minExperienceInMonths: item.minExperienceInMonths,
    maxExperienceInMonths: item.maxExperienceInMonths,
    minSalary: item.minSalary,
    maxSalary: item.maxSalary,
    salaryCurrency: item.salaryCurrency,
    location: item.location,
    countryName: item.countryName,
    description: item.description,
    createdOn: item.createdOn,
    jobType: item.jobType,
    workCulture: item.workCulture,
    role: item.role,
    industry: item.industry,
    isMemberJob: jobAudience(row.qualifications) === 'member',
    appliedOn: applied ? toEpochSeconds(applied) : null,
    open,
  };
  // A closed job keeps its page to say so, with its title and company only: an employer who closed
  // or unpublished it (both 'blocked') has taken its content out of public view.
  return open ? job : { ...job, ...CLOSED_BLANKS };
}

/** What a closed job's page leaves out. */
const CLOSED_BLANKS = {
  skill: [],
  additionalQualification: [],
  qualification: [],
  minExperienceInMonths: 0,
  maxExperienceInMonths: 0,
  minSalary: 0,
  maxSalary: 0,
  location: [],
  description: '',
  role: [],
  industry: [],
} satisfies Partial<PublicJob>;

/** What the head of a job's page is made of; undefined: the code has no public page. */
export async function jobPageData(ctx: AppContext, code: string): Promise<JobPageData | undefined> {
  const found = await pageJob(ctx, code);
  return found && toPageData(ctx, found);
}

/**
 * A job's page from one read: what a visitor sees of it and its head (the JobPosting data) come
 * from the same row, so they match.
 */
export async function jobPage(
  ctx: AppContext,
  code: string,
): Promise<{ job: PublicJob; head: JobPageData } | undefined> {
  const found = await pageJob(ctx, code);
  if (!found) return undefined;
  return { job: toPublicJob(found, null), head: await toPageData(ctx, found) };
}

async function toPageData(ctx: AppContext, { row, item, open }: FoundJob): Promise<JobPageData> {
  const state = row.stateCode ? (await statesByCode(ctx, [row.stateCode])).get(row.stateCode) : undefined;
  return {
    code: row.code,
    title: item.title,
    companyName: item.companyName,
    descriptionHtml: row.description,
    descriptionText: plainTextOfHtml(row.description),
    postedAt: row.createdAt,
    startDate: row.startDate,
    endDate: row.endDate,
    jobTypeCode: row.jobType,
    workCulture: row.workCulture,
    cityNames: item.location,
    stateName: state?.name ?? '',
    countryCode: row.countryCode,
    countryName: item.countryName,
    minSalary: row.minSalary,
    maxSalary: row.maxSalary,
    salaryCurrency: row.salaryCurrency,
    open,
  };
}

// ---- The page's HTML ----

/**
 * The page a share link opens: the client's index.html with the job's head and, when the web
 * build has its server-side renderer and the reader is a visitor (`render`), the page itself
 * (platform/page-render.ts), both from one read (status 200); 404 when the code has no page (the
 * route sends the not-found page); null when there is no web build. Kept in the public cache
 * (emptied by every change: app.ts) per language.
 */
export async function jobPageHtml(
  ctx: AppContext,
  code: string,
  render: PageRender | null,
): Promise<{ status: 200; html: string } | { status: 404 } | null> {
  const html = await indexHtml(ctx);
  if (html === null) return null;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(code)) return { status: 404 };
  const build = async (): Promise<{ status: 200; html: string } | { status: 404 }> => {
    const page = await jobPage(ctx, code);
    if (!page) return { status: 404 };
    const withJobHead = withHead(html, jobPageHead(page.head, ctx.config.publicUrl));
    if (!render) return { status: 200, html: withJobHead };
    const rendered = await render.renderer.renderPage({
      url: publicJobPath(code),
      language: render.language,
      publicJob: page.job,
      apiFetch: render.apiFetch,
    });
    return { status: 200, html: withRenderedPage(withJobHead, rendered, render.language) };
  };
  return render ? ctx.publicCache.get(`page:${render.language}:${publicJobPath(code)}`, build) : build();
}
