import {
  ALERT_MAIL_MAX_ITEMS,
  ALERT_MSG,
  type AlertFrequency,
  type Criteria,
  criteriaSchemaFor,
  SAVED_SEARCH_MAX,
  type SavedSearchItem,
  SEARCH_KIND,
  type SearchKind,
  searchPageUrl,
} from '@pp/contract/alerts';
import { ALL_CITY_CODE, USER_TYPE } from '@pp/contract/constants';
import { formatExperienceRange, formatSalaryRange, toEpochSeconds } from '@pp/contract/format';
import { MASTER_LIST } from '@pp/contract/lookups';
import { JOB_SORT, type JobFilters, TRAINING_SORT, type TrainingFilters } from '@pp/contract/search';
import { type AlertPosting, jobAlertMail } from '../../mail-templates/alerts.ts';
import { newCode, newToken } from '../../platform/codes.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../../platform/errors.ts';
import { queueMail } from '../../platform/mailer.ts';
import type { AuthUser } from '../../platform/session.ts';
import { webUrl } from '../../platform/web-url.ts';
import { consentWithdrawn } from '../access/consent-access.ts';
import { citiesByCode, countryByCode, masterItemsByCode, statesByCode } from '../lookups/lookups.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import * as search from '../search/search.service.ts';
import * as repo from './alerts.repo.ts';

const DAY_MS = 24 * 3600_000;
export const PERIOD_MS: Record<AlertFrequency, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };

const isKind = (value: string): value is SearchKind => value in SEARCH_KIND;
const frequencyOf = (value: string): AlertFrequency => (value === 'daily' ? 'daily' : 'weekly');

// ---- Criteria in words ----

const codesOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part && part !== ALL_CITY_CODE)
    : [];

/** Names every code of the rows' criteria in a few queries (not one per saved search). */
async function summarize(ctx: AppContext, rows: { searchKind: string; criteria: Criteria }[]) {
  const want = { state: [] as string[], city: [] as string[], country: [] as string[] };
  const master: Record<string, string[]> = {};
  const lists: [string, string][] = [
    ['skill', MASTER_LIST.skill],
    ['role', MASTER_LIST.role],
    ['industry', MASTER_LIST.industry],
    ['duration', MASTER_LIST.trainingDuration],
    ['companyType', MASTER_LIST.companyType],
  ];
  for (const row of rows) {
    want.state.push(...codesOf(row.criteria.state));
    want.city.push(...codesOf(row.criteria.city));
    want.country.push(...codesOf(row.criteria.country));
    for (const [key, list] of lists) {
      master[list] = [...(master[list] ?? []), ...codesOf(row.criteria[key])];
    }
  }
  const [states, cities, ...masters] = await Promise.all([
    statesByCode(ctx, want.state),
    citiesByCode(ctx, want.city),
    ...lists.map(([, list]) => masterItemsByCode(ctx, list as never, master[list] ?? [])),
  ]);
  const countryNames = new Map<string, string>();
  for (const code of new Set(want.country)) {
    const found = await countryByCode(ctx, code);
    if (found) countryNames.set(code, found.name);
  }
  const masterNames = new Map(lists.map(([key], i) => [key, masters[i]!]));
  const names = (key: string, value: unknown) =>
    codesOf(value).map((code) => masterNames.get(key)?.get(code)?.name ?? code);

  return (criteria: Criteria): string => {
    const parts: string[] = [];
    const country = codesOf(criteria.country)[0];
    if (country) parts.push(countryNames.get(country) ?? country);
    const state = codesOf(criteria.state)[0];
    if (state) parts.push(states.get(state)?.name ?? state);
    const cityNames = codesOf(criteria.city).map((code) => cities.get(code)?.name ?? code);
    parts.push(cityNames.length ? cityNames.join(', ') : state ? 'All cities' : '');
    const num = (key: string) => (criteria[key] === undefined ? undefined : Number(criteria[key]));
    const minExp = num('minExperience');
    const maxExp = num('maxExperience');
    if (minExp !== undefined && maxExp !== undefined)
      parts.push(`Experience ${formatExperienceRange(minExp, maxExp)} years`);
    const minSalary = num('minSalary');
    const maxSalary = num('maxSalary');
    if (minSalary !== undefined && maxSalary !== undefined) {
      const currency = String(criteria.salaryCurrency ?? 'INR');
      parts.push(
        `CTC ${formatSalaryRange(minSalary, maxSalary, currency)}${currency === 'INR' ? ' lakhs' : ''}`,
      );
    }
    const labelled: [string, string][] = [
      ['role', 'Role'],
      ['skill', 'Skills'],
      ['industry', 'Industry'],
      ['duration', 'Duration'],
      ['companyType', 'Company type'],
    ];
    for (const [key, label] of labelled) {
      const list = names(key, criteria[key]);
      if (list.length) parts.push(`${label}: ${list.join(', ')}`);
    }
    if (criteria.workFromHome === 'true' || criteria.workFromHome === true) parts.push('Work from home');
    return parts.filter(Boolean).join(' · ') || 'All';
  };
}

async function toItems(ctx: AppContext, rows: repo.SavedSearchRow[]): Promise<SavedSearchItem[]> {
  const items = rows.filter((row) => isKind(row.searchKind));
  const describe = await summarize(
    ctx,
    items.map((row) => ({ searchKind: row.searchKind, criteria: row.criteria as Criteria })),
  );
  return items.map((row) => ({
    code: row.code,
    name: row.name,
    searchKind: row.searchKind as SearchKind,
    criteria: row.criteria as Criteria,
    summary: describe(row.criteria as Criteria),
    frequency: frequencyOf(row.frequency),
    active: row.active,
    createdOn: toEpochSeconds(row.createdAt),
    lastRunOn: toEpochSeconds(row.lastRunAt),
    nextRunOn: toEpochSeconds(row.nextRunAt),
  }));
}

// ---- The owner's saved searches ----

export async function listSavedSearches(ctx: AppContext, user: AuthUser, q: { searchKind?: SearchKind }) {
  const rows = await repo.listOwn(ctx.db, user.id, q.searchKind);
  const list = await toItems(ctx, rows);
  return { list, total: list.length };
}

/** For the data export: every saved search of the person, in words. */
export async function savedSearchesOf(ctx: AppContext, user: AuthUser) {
  return (await listSavedSearches(ctx, user, {})).list;
}

export async function createSavedSearch(
  ctx: AppContext,
  user: AuthUser,
  input: { name: string; searchKind: SearchKind; frequency: AlertFrequency; criteria: Criteria },
) {
  if (SEARCH_KIND[input.searchKind] !== user.role) throw forbidden(ALERT_MSG.kindNotAllowed);
  const now = ctx.now();
  const created = await ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, user.id);
    if ((await repo.countOwn(tx, user.id)) >= SAVED_SEARCH_MAX) throw conflict(ALERT_MSG.limitReached);
    const existing = await repo.listOwn(tx, user.id);
    if (existing.some((row) => row.name.toLowerCase() === input.name.toLowerCase()))
      throw fieldError('name', ALERT_MSG.duplicateName);
    return repo.insert(tx, {
      code: newCode(),
      userId: user.id,
      name: input.name,
      searchKind: input.searchKind,
      criteria: input.criteria,
      frequency: input.frequency,
      active: true,
      // The same link in every alert of this search (see the schema).
      unsubscribeToken: newToken(),
      lastRunAt: now,
      nextRunAt: new Date(now.getTime() + PERIOD_MS[input.frequency]),
      createdAt: now,
      modifiedAt: now,
    });
  });
  return { code: created.code, Message: ALERT_MSG.saved };
}

async function own(ctx: AppContext, user: AuthUser, code: string) {
  const row = await repo.findOwn(ctx.db, user.id, code);
  if (!row) throw notFound(ALERT_MSG.notFound);
  return row;
}

export async function updateSavedSearch(
  ctx: AppContext,
  user: AuthUser,
  code: string,
  input: { name?: string; frequency?: AlertFrequency; active?: boolean },
) {
  const row = await own(ctx, user, code);
  const now = ctx.now();
  if (input.name !== undefined && input.name.toLowerCase() !== row.name.toLowerCase()) {
    const existing = await repo.listOwn(ctx.db, user.id);
    if (
      existing.some((other) => other.id !== row.id && other.name.toLowerCase() === input.name?.toLowerCase())
    )
      throw fieldError('name', ALERT_MSG.duplicateName);
  }
  const frequency = input.frequency ?? frequencyOf(row.frequency);
  const set: Partial<repo.NewSavedSearchRow> = { modifiedAt: now };
  if (input.name !== undefined) set.name = input.name;
  if (input.frequency !== undefined) {
    set.frequency = input.frequency;
    set.nextRunAt = new Date(row.lastRunAt.getTime() + PERIOD_MS[frequency]);
  }
  if (input.active !== undefined) {
    set.active = input.active;
    // Resumed: "new" counts from now, so a long pause does not bring a flood of old postings.
    if (input.active && !row.active) {
      set.lastRunAt = now;
      set.nextRunAt = new Date(now.getTime() + PERIOD_MS[frequency]);
    }
  }
  await repo.update(ctx.db, row.id, set);
  return { Message: ALERT_MSG.updated };
}

export async function deleteSavedSearch(ctx: AppContext, user: AuthUser, code: string) {
  const row = await own(ctx, user, code);
  await repo.remove(ctx.db, row.id);
  return { Message: ALERT_MSG.deleted };
}

/** Account deletion: the person's saved searches go (inside the caller's transaction). */
export async function removeAllSavedSearches(ctx: AppContext, userId: number) {
  await repo.removeAllOf(ctx.db, userId);
}

/** The public unsubscribe link: stops the alert; calling again answers the same. */
export async function unsubscribe(ctx: AppContext, token: string) {
  const row = await repo.findByUnsubscribeToken(ctx.db, token);
  if (!row) throw badRequest(ALERT_MSG.unsubscribeInvalid);
  if (row.active) await repo.update(ctx.db, row.id, { active: false, modifiedAt: ctx.now() });
  return { Message: ALERT_MSG.unsubscribed, name: row.name };
}

// ---- The sender ----

interface Match {
  code: string;
  title: string;
  companyName: string;
  location: string;
  createdOn: number;
}

/** Pages scanned per alert (newest first) before giving up on older matches. */
const SCAN_PAGES = 5;
const SCAN_PAGE_SIZE = 100;

/**
 * The saved criteria through the search service (the same SQL as the search endpoint: open,
 * unexpired, audience of the owner), newest first, kept while created at or after `since`.
 */
async function newMatches(
  ctx: AppContext,
  owner: AuthUser,
  kind: SearchKind,
  criteria: Criteria,
  since: Date,
): Promise<Match[]> {
  const sinceSeconds = Math.floor(since.getTime() / 1000);
  const out: Match[] = [];
  const schema = criteriaSchemaFor(kind);
  for (let page = 1; page <= SCAN_PAGES; page++) {
    const parsed = schema.safeParse({ ...criteria, page, limit: SCAN_PAGE_SIZE });
    if (!parsed.success) return out;
    let items: Match[];
    if (kind === 'studentTrainings') {
      const q = { ...(parsed.data as TrainingFilters & { state?: string }), sort: TRAINING_SORT.freshness };
      const found = await search.findTrainings(ctx, owner, { ...q, page, limit: SCAN_PAGE_SIZE });
      items = found.list.map((t) => ({
        code: t.code,
        title: t.title,
        companyName: t.companyName,
        location: [...t.location, t.stateName].filter(Boolean).join(', '),
        createdOn: t.createdOn,
      }));
    } else {
      const q = { ...(parsed.data as JobFilters), sort: JOB_SORT.freshness };
      const found = await search.findJobs(ctx, owner, { ...q, page, limit: SCAN_PAGE_SIZE });
      items = found.list.map((j) => ({
        code: j.code,
        title: j.title,
        companyName: j.companyName,
        location: [...j.location, kind === 'memberIntlJobs' ? j.countryName : ''].filter(Boolean).join(', '),
        createdOn: j.createdOn,
      }));
    }
    const fresh = items.filter((item) => item.createdOn >= sinceSeconds);
    out.push(...fresh);
    if (fresh.length < items.length || items.length < SCAN_PAGE_SIZE) break;
  }
  return out;
}

function detailUrl(ctx: AppContext, kind: SearchKind, code: string, criteria: Criteria) {
  if (kind === 'studentTrainings') return webUrl(ctx, `/student/training/detail-${code}`);
  if (kind === 'studentJobs') return webUrl(ctx, searchPageUrl(kind, criteria));
  return webUrl(ctx, `/member/job/detail-${code}`);
}

type RunOutcome = 'none' | 'mailed' | 'quiet';

/** Claims and runs one due alert in one transaction. */
async function runOne(ctx: AppContext, now: Date): Promise<RunOutcome> {
  return ctx.db.transaction(async (tx) => {
    const txCtx: AppContext = { ...ctx, db: tx, now: () => now };
    const due = await repo.claimDue(tx, now);
    if (!due) return 'none';
    const { search: saved, user } = due;
    const frequency = frequencyOf(saved.frequency);
    const schedule = { lastRunAt: now, nextRunAt: new Date(now.getTime() + PERIOD_MS[frequency]) };
    const kind = saved.searchKind;
    if (!isKind(kind) || user.deletedAt || SEARCH_KIND[kind] !== user.role) {
      await repo.update(tx, saved.id, { active: false, ...schedule });
      return 'quiet';
    }
    // A blocked account, or one whose consent to job alerts is withdrawn: nothing is sent, and the
    // schedule moves on (what was posted meanwhile is not mailed once consent is given again).
    if (user.loginStatus !== 'active' || (await consentWithdrawn(txCtx, user.id, 'alerts'))) {
      await repo.update(tx, saved.id, schedule);
      return 'quiet';
    }
    const owner: AuthUser = {
      id: user.id,
      code: user.code,
      role: user.role,
      name: user.name,
      email: user.email,
      userType: USER_TYPE[user.role],
      registrationType: user.registrationType,
      language: user.language,
      sessionId: 0,
      impersonatorId: null,
      secondFactorAt: null,
    };
    const criteria = saved.criteria as Criteria;
    const matches = await newMatches(txCtx, owner, kind, criteria, saved.lastRunAt);
    const postingKind: repo.PostingKind = kind === 'studentTrainings' ? 'training' : 'job';
    const ids = await repo.postingIdsByCode(
      tx,
      postingKind,
      matches.map((m) => m.code),
    );
    const sent = await repo.sentPostingIds(tx, saved.id, postingKind, [...ids.values()]);
    const unsent = matches.filter((m) => {
      const id = ids.get(m.code);
      return id !== undefined && !sent.has(id);
    });
    if (!unsent.length) {
      await repo.update(tx, saved.id, schedule);
      return 'quiet';
    }
    const listed: AlertPosting[] = unsent.slice(0, ALERT_MAIL_MAX_ITEMS).map((m) => ({
      title: m.title,
      companyName: m.companyName,
      location: m.location,
      url: detailUrl(ctx, kind, m.code, criteria),
    }));
    await notify(txCtx, {
      userId: user.id,
      kind: 'alertMatches',
      params: { searchName: saved.name, count: unsent.length },
      link: searchPageUrl(kind, criteria),
    });
    await queueMail(
      txCtx,
      jobAlertMail({
        to: user.email,
        name: user.name,
        language: user.language,
        searchName: saved.name,
        searchKind: kind,
        postings: listed,
        more: unsent.length - listed.length,
        searchUrl: webUrl(ctx, searchPageUrl(kind, criteria)),
        manageUrl: webUrl(ctx, `/${user.role}/saved-searches`),
        unsubscribeUrl: webUrl(ctx, `/alerts/unsubscribe?token=${saved.unsubscribeToken}`),
      }),
    );
    // Every new match counts as mailed (the ones past the list were counted in the mail).
    await repo.insertHits(
      tx,
      saved.id,
      postingKind,
      unsent.map((m) => ids.get(m.code)!),
      now,
    );
    await repo.update(tx, saved.id, schedule);
    return 'mailed';
  });
}

/**
 * Sends every due alert (active, next run reached): each claimed with FOR UPDATE SKIP LOCKED in
 * its own transaction, so several processes can run this at once without sending twice.
 * Returns how many e-mails were queued.
 */
export async function sendDueAlerts(ctx: AppContext, now: Date = ctx.now(), maxAlerts = 1000) {
  let mailed = 0;
  for (let i = 0; i < maxAlerts; i++) {
    const outcome = await runOne(ctx, now);
    if (outcome === 'none') break;
    if (outcome === 'mailed') mailed++;
  }
  return mailed;
}
