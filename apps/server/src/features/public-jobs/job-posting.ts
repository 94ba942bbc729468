import { WEB_BASE } from '@pp/contract/endpoint';
import { DAY_SECONDS, istIso, istStartOfDay } from '@pp/contract/india-time';
import { publicJobPath } from '@pp/contract/public-jobs';
import { esc, PORTAL_NAME } from '../../mail-templates/layout.ts';
import { scriptJson } from '../../platform/page-render.ts';

/**
 * The head of a public job page as the server writes it into the built index.html (ours): title,
 * description, canonical link, Open Graph tags and the schema.org JobPosting that search engines
 * read without running scripts. Pure functions of plain data, so they are tested without a build.
 */

/** What the head of a job's page is made of (names already looked up). */
export interface JobPageData {
  code: string;
  title: string;
  companyName: string;
  /** Sanitized rich text (stored so: jobs.service `cleanDescription`). */
  descriptionHtml: string;
  descriptionText: string;
  /** When it was posted and its show window (the window's last day counts whole, India time). */
  postedAt: Date;
  startDate: Date;
  endDate: Date;
  /** The master list code of the job type (JT-FT, ...). */
  jobTypeCode: string;
  workCulture: 'No' | 'Yes' | 'Limited';
  cityNames: string[];
  stateName: string;
  countryCode: string;
  countryName: string;
  minSalary: number;
  maxSalary: number;
  salaryCurrency: string;
  open: boolean;
}

/** schema.org employmentType of each job type of the master list; any other: OTHER. */
const EMPLOYMENT_TYPE: Record<string, string> = {
  'JT-FT': 'FULL_TIME',
  'JT-PT': 'PART_TIME',
  'JT-CONTRACT': 'CONTRACTOR',
  'JT-RETAINER': 'CONTRACTOR',
  'JT-CONSULT': 'CONTRACTOR',
  'JT-TEMP': 'TEMPORARY',
  'JT-INTERN': 'INTERN',
};

export function employmentType(jobTypeCode: string): string {
  return EMPLOYMENT_TYPE[jobTypeCode] ?? 'OTHER';
}

/** The last instant a job is shown: the end of its end date's India day (the lists' rule). */
export function validThrough(endDate: Date): string {
  return istIso(istStartOfDay(Math.floor(endDate.getTime() / 1000)) + DAY_SECONDS - 1);
}

/** The salary is disclosed when it has a maximum (the lists show 'Not disclosed' otherwise). */
export function salaryDisclosed(job: Pick<JobPageData, 'maxSalary'>): boolean {
  return job.maxSalary > 0;
}

export function jobPageUrl(publicUrl: string, code: string): string {
  return `${publicUrl}${WEB_BASE}${publicJobPath(code)}`;
}

/**
 * The job as schema.org JobPosting (Google's required properties: title, description,
 * datePosted, hiringOrganization, jobLocation, or for remote work applicantLocationRequirements
 * with jobLocationType TELECOMMUTE). Work from home ('Yes') is remote within the job's country; a
 * hybrid job ('Limited') has its office, so it is given by its place. The company's website is left
 * out (sameAs): the spec shows a visitor the company's name only.
 */
export function jobPostingLd(job: JobPageData, publicUrl: string): Record<string, unknown> {
  const url = jobPageUrl(publicUrl, job.code);
  const place = (locality: string | undefined) => ({
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      ...(locality ? { addressLocality: locality } : {}),
      ...(job.stateName ? { addressRegion: job.stateName } : {}),
      addressCountry: job.countryCode,
    },
  });
  const remote = job.workCulture === 'Yes';
  const location = remote
    ? {
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: { '@type': 'Country', name: job.countryName },
      }
    : {
        jobLocation: job.cityNames.length ? job.cityNames.map((city) => place(city)) : [place(undefined)],
      };
  const posted = Math.max(job.postedAt.getTime(), job.startDate.getTime());
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.descriptionHtml,
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: job.code },
    datePosted: istIso(Math.floor(posted / 1000)),
    validThrough: validThrough(job.endDate),
    employmentType: employmentType(job.jobTypeCode),
    hiringOrganization: { '@type': 'Organization', name: job.companyName },
    ...location,
    ...(salaryDisclosed(job)
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salaryCurrency,
            value: {
              '@type': 'QuantitativeValue',
              minValue: job.minSalary,
              maxValue: job.maxSalary,
              unitText: 'YEAR',
            },
          },
        }
      : {}),
    url,
    directApply: false,
  };
}

/** At most `max` characters of a text, cut at a word with '…'. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

export interface PageHead {
  title: string;
  description: string;
  /** Tags added to the head (every value escaped). */
  tags: string;
}

/**
 * The head of a job's page. A closed or expired job carries no JobPosting: Google asks that an
 * expired posting's structured data be removed (a past validThrough is the other way; removing it
 * also keeps a job its employer closed early out of job search at once), and the page asks not
 * to be indexed; people with the link still see that it is closed.
 */
export function jobPageHead(job: JobPageData, publicUrl: string): PageHead {
  const title = `${job.title} - ${job.companyName} | ${PORTAL_NAME}`;
  // A closed job's page shows its title and company only; its head says no more.
  const description = clip((job.open && job.descriptionText) || `${job.title} - ${job.companyName}`, 200);
  const url = jobPageUrl(publicUrl, job.code);
  const meta = (property: string, content: string) =>
    `<meta property="${esc(property)}" content="${esc(content)}" />`;
  const tags = [
    `<link rel="canonical" href="${esc(url)}" />`,
    meta('og:type', 'website'),
    meta('og:site_name', PORTAL_NAME),
    meta('og:title', `${job.title} - ${job.companyName}`),
    meta('og:description', description),
    meta('og:url', url),
    job.open
      ? `<script type="application/ld+json">${scriptJson(jobPostingLd(job, publicUrl))}</script>`
      : '<meta name="robots" content="noindex" />',
  ];
  return { title, description, tags: tags.join('\n    ') };
}

/**
 * The built index.html with the page's head: its title and description replaced (added when
 * missing), the tags put before </head>. Replacements are functions, so a `$` in a value is
 * written as it is.
 */
export function withHead(indexHtml: string, head: PageHead): string {
  const title = `<title>${esc(head.title)}</title>`;
  const description = `<meta name="description" content="${esc(head.description)}" />`;
  let html = indexHtml;
  let extra = '';
  if (/<title>[\s\S]*?<\/title>/i.test(html)) html = html.replace(/<title>[\s\S]*?<\/title>/i, () => title);
  else extra += `${title}\n    `;
  if (/<meta\s+name="description"[^>]*>/i.test(html))
    html = html.replace(/<meta\s+name="description"[^>]*>/i, () => description);
  else extra += `${description}\n    `;
  return html.replace(/<\/head>/i, () => `  ${extra}${head.tags}\n  </head>`);
}
