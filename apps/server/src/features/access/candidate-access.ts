import { toEpochSeconds } from '@pp/contract/format';
import { istDay } from '@pp/contract/india-time';
import {
  PROFILE_MSG,
  PROFILE_VIEWS_KEPT_DAYS,
  PROFILE_VIEWS_PAGE_SIZE,
  PROFILE_VIEWS_PER_DAY,
} from '@pp/contract/profiles';
import type { AppContext } from '../../platform/context.ts';
import { notFound, tooManyRequests } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/session.ts';
import * as repo from './access.repo.ts';
import { consentWithdrawn } from './consent-access.ts';

/**
 * Who may see which part of which candidate (member or student): the one place that decides it.
 * Every path that carries a candidate's data asks here: the employer and admin profile views,
 * resume and picture downloads, candidate search rows, messages to candidates; the applicants
 * lists, their Excel exports and resume ZIPs are reached only through the posting owner's check,
 * and every row there is an `applicant` (table below). The admin's login-as acts as the employer
 * it signs in as (and is audited when it starts).
 *
 * The rule (docs/security.md, "Candidate data"): contact details (e-mail, mobile), date of birth
 * and membership or registration number reach an employer only for a candidate who applied to one
 * of that employer's postings. Any other active candidate found by search shows the professional
 * profile only, the resume only if the candidate switched it on, and is written to through Send
 * Message (relayed without the address). Such views are counted per employer per India day and
 * listed to the candidate.
 */

/** A part of a candidate's data. */
export type CandidatePart = 'profile' | 'contact' | 'resume';

/** How the viewer stands to the candidate. */
export type Relation =
  /** The candidate themself. */
  | 'self'
  | 'admin'
  /** An employer the candidate applied to (with a posting code: that posting). */
  | 'applicant'
  /** An employer, and the candidate's profile is active and the account in use: found by search. */
  | 'searchable'
  /** Anybody else, and employers for deactivated profiles of non-applicants. */
  | 'none';

/** `if-shown`: only when the candidate switched on "show my resume to employers who search". */
type ResumeRule = 'yes' | 'if-shown' | 'no';

export const CANDIDATE_ACCESS: Record<
  Relation,
  { profile: boolean; contact: boolean; resume: ResumeRule; countsAsView: boolean; limited: boolean }
> = {
  self: { profile: true, contact: true, resume: 'yes', countsAsView: false, limited: false },
  admin: { profile: true, contact: true, resume: 'yes', countsAsView: false, limited: false },
  applicant: { profile: true, contact: true, resume: 'yes', countsAsView: true, limited: false },
  searchable: { profile: true, contact: false, resume: 'if-shown', countsAsView: true, limited: true },
  none: { profile: false, contact: false, resume: 'no', countsAsView: false, limited: false },
};

export interface Candidate {
  id: number;
  role: string;
}

export interface CandidateAccess {
  relation: Relation;
  parts: ReadonlySet<CandidatePart>;
}

/** The parts a relation grants (the table above; `showsResume` is the candidate's switch). */
export function partsOf(relation: Relation, showsResume: boolean): ReadonlySet<CandidatePart> {
  const rule = CANDIDATE_ACCESS[relation];
  const parts = new Set<CandidatePart>();
  if (rule.profile) parts.add('profile');
  if (rule.contact) parts.add('contact');
  if (rule.resume === 'yes' || (rule.resume === 'if-shown' && showsResume)) parts.add('resume');
  return parts;
}

/** Decides how `viewer` stands to `candidate` and what that grants. Reads only; records nothing. */
export async function candidateAccess(
  ctx: AppContext,
  viewer: AuthUser,
  candidate: Candidate,
  posting: repo.PostingFilter = {},
): Promise<CandidateAccess> {
  const decide = (relation: Relation, showsResume = false) => ({
    relation,
    parts: partsOf(relation, showsResume),
  });
  if (candidate.role !== 'member' && candidate.role !== 'student') return decide('none');
  if (viewer.id === candidate.id) return decide('self');
  if (viewer.role === 'admin') return decide('admin');
  if (viewer.role !== 'corporate') return decide('none');
  if (await repo.appliedToEmployer(ctx.db, viewer.id, candidate.id, posting)) return decide('applicant');
  // A posting code that is not one the candidate applied to: nothing (a guessed code tells nothing).
  if (posting.jobCode || posting.trainingCode) return decide('none');
  const state = await repo.searchState(ctx.db, candidate.id, candidate.role);
  if (!state.searchable) return decide('none');
  // The switch shows the resume only while the candidate's consent to it stands.
  const showsResume = state.showsResume && !(await consentWithdrawn(ctx, candidate.id, 'resume'));
  return decide('searchable', showsResume);
}

/**
 * The access, or 404 with `missing` when `part` is not granted (the same answer as an unknown
 * candidate). With `record`, an employer's view is recorded for the candidate's list, and a view
 * of a non-applicant counts against the employer's daily limit (429 once it is reached; opening
 * the same candidate again that day does not count twice).
 */
export async function requireCandidateAccess(
  ctx: AppContext,
  viewer: AuthUser,
  part: CandidatePart,
  candidate: Candidate,
  options: { posting?: repo.PostingFilter; missing: string; record: boolean },
): Promise<CandidateAccess> {
  const access = await candidateAccess(ctx, viewer, candidate, options.posting);
  if (!access.parts.has(part)) throw notFound(options.missing);
  const rule = CANDIDATE_ACCESS[access.relation];
  if (options.record && rule.countsAsView) await recordView(ctx, viewer, candidate, rule.limited);
  return access;
}

async function recordView(ctx: AppContext, viewer: AuthUser, candidate: Candidate, limited: boolean) {
  const now = ctx.now();
  const day = istDay(toEpochSeconds(now));
  if (
    limited &&
    !(await repo.viewedOn(ctx.db, viewer.id, candidate.id, day)) &&
    (await repo.searchViewsOn(ctx.db, viewer.id, day)) >= PROFILE_VIEWS_PER_DAY
  ) {
    throw tooManyRequests(PROFILE_MSG.viewLimit);
  }
  await repo.recordView(ctx.db, {
    viewerId: viewer.id,
    candidateId: candidate.id,
    day,
    viaSearch: limited,
    at: now,
  });
}

/** Whether search rows may say a resume is there (rows are shared by every employer: the switch only). */
export function searchRowShowsResume(hasResume: boolean, showsResume: boolean): boolean {
  return hasResume && partsOf('searchable', showsResume).has('resume');
}

/** The candidate's own list of employers who opened the profile (last PROFILE_VIEWS_KEPT_DAYS days). */
export async function profileViewsOf(ctx: AppContext, candidate: AuthUser, page: number) {
  const since = new Date(ctx.now().getTime() - PROFILE_VIEWS_KEPT_DAYS * 86_400_000);
  const { list, total } = await repo.listViews(
    ctx.db,
    candidate.id,
    since,
    (page - 1) * PROFILE_VIEWS_PAGE_SIZE,
    PROFILE_VIEWS_PAGE_SIZE,
  );
  return {
    list: list.map((row) => ({ companyName: row.companyName, viewedOn: toEpochSeconds(row.viewedAt) })),
    total,
  };
}

/** Every kept view of the candidate (the "download my data" export). */
export async function allProfileViewsOf(ctx: AppContext, candidateId: number) {
  const since = new Date(ctx.now().getTime() - PROFILE_VIEWS_KEPT_DAYS * 86_400_000);
  return (await repo.listViews(ctx.db, candidateId, since, 0, 100_000)).list;
}

/** Deletes views older than the list shows (storage limitation; run by the daily scheduler). */
export async function deleteOldProfileViews(ctx: AppContext): Promise<number> {
  return repo.deleteViewsBefore(ctx.db, new Date(ctx.now().getTime() - PROFILE_VIEWS_KEPT_DAYS * 86_400_000));
}
