import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { searchJobItem } from './search.ts';
import { codeParam } from './validators.ts';

/**
 * Public job pages (ours, beyond the spec): every published job has a page anyone may open from a
 * shared link, /PlacementApp/jobs/{code}. It shows what the spec shows a visitor of a job in the
 * public lists (spec 3 section 3 'Job (list item)', as /recentjobs renders it), nothing more: no
 * dates of the show window, no counts, no contact of anyone. Apply walks the visitor's pending
 * application (spec 1 section 4). A job that was published and is now closed or past its last
 * day still answers, with `open: false`, so a shared link says so instead of disappearing; it then
 * carries the title and company only (its other fields empty): an employer who closed or unpublished
 * it has taken its content out of public view.
 *
 * The server also answers the page's address itself (the built index.html with the job's title,
 * description, Open Graph tags and schema.org JobPosting in its head, for crawlers that run no
 * scripts), /sitemap.xml and /robots.txt at the site root.
 *
 * Paths (ours):
 *   GET  job/public/:code    a published job for anyone; 404 'This job was not found. ...' otherwise
 */

export { PUBLIC_JOB_ROUTE, publicJobPath } from './public-job-route.ts';

/** What a visitor sees of a job: the public list's fields that the list shows, and whether it is open. */
export const publicJob = searchJobItem
  .pick({
    code: true,
    title: true,
    companyName: true,
    skill: true,
    additionalQualification: true,
    qualification: true,
    minExperienceInMonths: true,
    maxExperienceInMonths: true,
    minSalary: true,
    maxSalary: true,
    salaryCurrency: true,
    location: true,
    countryName: true,
    description: true,
    createdOn: true,
    jobType: true,
    workCulture: true,
    role: true,
    industry: true,
    isMemberJob: true,
    appliedOn: true,
  })
  .extend({
    /** Still taking applications: published and inside its show window (the public lists' rule). */
    open: z.boolean(),
  });
export type PublicJob = z.infer<typeof publicJob>;

export const getPublicJob = endpoint({
  method: 'GET',
  path: 'job/public/:code',
  params: z.object({ code: codeParam }),
  result: publicJob,
  roles: 'public',
  summary:
    'Ours. A published job for anyone (its share link): the public list fields and open (false once closed or past its last day). Never published, on hold or deleted: 404. appliedOn: the signed-in member or student, else null.',
});
