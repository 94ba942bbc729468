import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { messageResult } from './envelope.ts';
import { MSG, OUR_MSG } from './messages.ts';
import { jobSearchQuery, trainingSearchQuery } from './search.ts';
import { codeParam } from './validators.ts';

/**
 * Saved searches and job alerts (ours, beyond the spec). A member or student saves one of their search forms
 * with a name and a daily or weekly e-mail; a scheduled sender mails only new, open, unexpired
 * matches, each posting once, with an unsubscribe link that works without signing in.
 *
 * Paths (ours, in the spec's style):
 *   GET    alert/saved-search            the caller's saved searches (at most SAVED_SEARCH_MAX)
 *   POST   alert/saved-search            save a search
 *   PUT    alert/saved-search/:code      change name, frequency or active
 *   DELETE alert/saved-search/:code      remove
 *   POST   alert/unsubscribe             public: stop the alert named by the mailed token
 *
 * `criteria` is the search form's query exactly as the search endpoint takes it (job/search for
 * the job kinds, training/search for trainings), validated by the same schema; paging is not kept.
 */

/** The search forms that can be saved, and who owns each. */
export const SEARCH_KIND = {
  memberJobs: 'member',
  memberIntlJobs: 'member',
  wfhJobs: 'member',
  studentJobs: 'student',
  studentTrainings: 'student',
} as const;
export type SearchKind = keyof typeof SEARCH_KIND;
export const SEARCH_KINDS = Object.keys(SEARCH_KIND) as SearchKind[];

export const SEARCH_KIND_LABEL: Record<SearchKind, string> = {
  memberJobs: 'Job search in India',
  memberIntlJobs: 'International job search',
  wfhJobs: 'Work from home job search',
  studentJobs: 'Job search',
  studentTrainings: 'Training search',
};

/** Where each kind's search form lives in the web app (a saved search's 'Run search'). */
export const SEARCH_KIND_PAGE: Record<SearchKind, string> = {
  memberJobs: '/member/job/search',
  memberIntlJobs: '/member/international-job/search',
  wfhJobs: '/workfromhome',
  studentJobs: '/student/job/search',
  studentTrainings: '/student/training/search',
};

export const ALERT_FREQUENCY = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCY)[number];
export const ALERT_FREQUENCY_LABEL: Record<AlertFrequency, string> = { daily: 'Daily', weekly: 'Weekly' };

/** How many saved searches one person may keep. */
export const SAVED_SEARCH_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 60;
/** Postings listed in one alert e-mail (the rest are counted, with a link to the search). */
export const ALERT_MAIL_MAX_ITEMS = 20;

export const ALERT_MSG = {
  saved: 'Your search has been saved. We will e-mail you new matches.',
  updated: 'Your saved search has been updated.',
  deleted: 'Your saved search has been removed.',
  limitReached: `You can keep up to ${SAVED_SEARCH_MAX} saved searches. Please remove one first.`,
  notFound: 'This saved search was not found.',
  invalidSearchKind: 'Invalid search kind',
  chooseFrequency: 'Please choose daily or weekly',
  kindNotAllowed: 'This search cannot be saved from your account.',
  duplicateName: 'You already have a saved search with this name.',
  unsubscribed: 'You will no longer receive e-mails for this saved search.',
  unsubscribeInvalid:
    'This unsubscribe link is invalid, or its saved search was deleted. Sign in to manage your saved searches.',
} as const;

/** The queries each kind's criteria must satisfy (the search endpoints' own schemas). */
export function criteriaSchemaFor(kind: SearchKind) {
  return kind === 'studentTrainings' ? trainingSearchQuery : jobSearchQuery;
}

/** Query keys kept in criteria: the filters of the search form (not page, limit or sort). */
const DROPPED_KEYS = new Set(['page', 'limit']);

const criteriaValue = z.union([z.string().max(2000), z.number(), z.boolean()]);
export const criteriaRecord = z.record(z.string().max(40), criteriaValue);
export type Criteria = Record<string, string | number | boolean>;

/**
 * Keeps the keys the kind's query knows (minus paging), drops empty values, and forces the
 * work-from-home flag for the work-from-home kind.
 */
export function normalizeCriteria(kind: SearchKind, raw: Criteria): Criteria {
  const known = Object.keys(criteriaSchemaFor(kind).shape);
  const out: Criteria = {};
  for (const key of known) {
    if (DROPPED_KEYS.has(key)) continue;
    const value = raw[key];
    if (value === undefined || value === '') continue;
    out[key] = value;
  }
  if (kind === 'wfhJobs') out.workFromHome = 'true';
  if (kind !== 'studentTrainings') delete out.audience;
  return out;
}

export const savedSearchBody = z
  .object({
    name: z
      .string({ error: MSG.required })
      .trim()
      .min(1, MSG.required)
      .max(SAVED_SEARCH_NAME_MAX, `Maximum ${SAVED_SEARCH_NAME_MAX} characters allowed`),
    searchKind: z.enum(SEARCH_KINDS as [SearchKind, ...SearchKind[]], { error: ALERT_MSG.invalidSearchKind }),
    frequency: z.enum(ALERT_FREQUENCY, { error: ALERT_MSG.chooseFrequency }),
    criteria: criteriaRecord,
  })
  .superRefine((body, ctx) => {
    const parsed = criteriaSchemaFor(body.searchKind).safeParse(body.criteria);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['criteria', ...issue.path] });
    }
  })
  .transform((body) => ({ ...body, criteria: normalizeCriteria(body.searchKind, body.criteria) }));
export type SavedSearchInput = z.input<typeof savedSearchBody>;

export const savedSearchUpdateBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, MSG.required)
      .max(SAVED_SEARCH_NAME_MAX, `Maximum ${SAVED_SEARCH_NAME_MAX} characters allowed`)
      .optional(),
    frequency: z.enum(ALERT_FREQUENCY).optional(),
    active: z.boolean().optional(),
  })
  .refine((b) => b.name !== undefined || b.frequency !== undefined || b.active !== undefined, {
    message: OUR_MSG.nothingToChange,
  });

export const savedSearchItem = z.object({
  code: z.string(),
  name: z.string(),
  searchKind: z.enum(SEARCH_KINDS as [SearchKind, ...SearchKind[]]),
  criteria: criteriaRecord,
  /** The criteria in words ('Maharashtra · Mumbai · 0-2 years · Skills: ...'). */
  summary: z.string(),
  frequency: z.enum(ALERT_FREQUENCY),
  active: z.boolean(),
  /** Epoch seconds. */
  createdOn: z.number().int(),
  /** Postings created after this were not mailed yet. */
  lastRunOn: z.number().int(),
  /** When the next alert is due (when active). */
  nextRunOn: z.number().int(),
});
export type SavedSearchItem = z.infer<typeof savedSearchItem>;

export const savedSearchListQuery = z.object({
  /** Only this kind (the search page shows its own); all of the caller's when omitted. */
  searchKind: z.enum(SEARCH_KINDS as [SearchKind, ...SearchKind[]]).optional(),
});

export const savedSearchCodeParams = z.object({ code: codeParam });

export const listSavedSearches = endpoint({
  method: 'GET',
  path: 'alert/saved-search',
  query: savedSearchListQuery,
  result: z.object({ list: z.array(savedSearchItem), total: z.number().int() }),
  roles: ['member', 'student'],
  summary: `The caller's saved searches, newest first (at most ${SAVED_SEARCH_MAX}). Path ours.`,
});

export const createSavedSearch = endpoint({
  method: 'POST',
  path: 'alert/saved-search',
  body: savedSearchBody,
  result: z.object({ code: z.string(), Message: z.string() }),
  roles: ['member', 'student'],
  summary:
    'Save a search with a name and daily/weekly alerts. Members save member kinds, students student kinds; criteria validated by the search endpoint schema. Path ours.',
});

export const updateSavedSearch = endpoint({
  method: 'PUT',
  path: 'alert/saved-search/:code',
  params: savedSearchCodeParams,
  body: savedSearchUpdateBody,
  result: messageResult,
  roles: ['member', 'student'],
  summary: 'Rename, change frequency, pause or resume one of the caller’s saved searches. Path ours.',
});

export const deleteSavedSearch = endpoint({
  method: 'DELETE',
  path: 'alert/saved-search/:code',
  params: savedSearchCodeParams,
  result: messageResult,
  roles: ['member', 'student'],
  summary: 'Remove one of the caller’s saved searches. Path ours.',
});

export const unsubscribeBody = z.object({
  token: z
    .string({ error: ALERT_MSG.unsubscribeInvalid })
    .trim()
    .min(20, ALERT_MSG.unsubscribeInvalid)
    .max(200, ALERT_MSG.unsubscribeInvalid)
    .regex(/^[A-Za-z0-9_-]+$/, ALERT_MSG.unsubscribeInvalid),
});

export const unsubscribeAlert = endpoint({
  method: 'POST',
  path: 'alert/unsubscribe',
  body: unsubscribeBody,
  result: z.object({ Message: z.string(), name: z.string() }),
  roles: 'public',
  summary:
    'Stops the alert named by the token from an alert e-mail; works without signing in; calling again answers the same. Path ours.',
});

/** A saved search's criteria as the search page's address parameters (its 'Run search' link). */
export function searchPageParams(kind: SearchKind, criteria: Criteria): Record<string, string> {
  const text = (key: string) => (criteria[key] === undefined ? '' : String(criteria[key]));
  const range = (min: string, max: string) =>
    text(min) !== '' && text(max) !== '' ? `${text(min)}-${text(max)}` : '';
  const keys =
    kind === 'studentTrainings'
      ? {
          state: text('state'),
          city: text('city'),
          industry: text('industry'),
          duration: text('duration'),
          companyType: text('companyType'),
        }
      : {
          country: text('country'),
          state: text('state'),
          city: text('city'),
          experience: range('minExperience', 'maxExperience'),
          salary: range('minSalary', 'maxSalary'),
          role: text('role'),
          skill: text('skill'),
        };
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(keys)) if (value) out[key] = value;
  out.go = '1';
  return out;
}

/** The web path (under /PlacementApp) that runs a saved search. */
export function searchPageUrl(kind: SearchKind, criteria: Criteria): string {
  return `${SEARCH_KIND_PAGE[kind]}?${new URLSearchParams(searchPageParams(kind, criteria)).toString()}`;
}
