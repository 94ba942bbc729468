import { ALL_CITY_CODE } from '@pp/contract/constants';
import type { CandidateSearchItem } from '@pp/contract/corporates';
import { toEpochSeconds } from '@pp/contract/format';
import { MASTER_LIST } from '@pp/contract/lookups';
import { EMPLOYER_MSG, MSG } from '@pp/contract/messages';
import { cityShown } from '@pp/contract/validators';
import { candidateMessageMail, type MessageSender } from '../../mail-templates/comm.ts';
import { audit } from '../../platform/audit.ts';
import { type AppContext, genericPlansOf } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { queueMail } from '../../platform/mailer.ts';
import { hit, hitWhile, type Limit } from '../../platform/rate-limit.ts';
import { namesIn } from '../../platform/reference-names.ts';
import type { AuthUser } from '../../platform/session.ts';
import { candidateAccess, searchRowShowsResume } from '../access/candidate-access.ts';
import { candidateConsentsApplied } from '../access/consent-access.ts';
import { notify } from '../notifications/notifications.service.ts';
import { typedNames } from '../search/search.service.ts';
import { companyNameOf } from './company-name.ts';
import * as repo from './corporates.repo.ts';

/**
 * Employers finding candidates: searches over active member and student profiles only (a
 * deactivated profile is hidden from recruiters, spec 3 section 4), and short e-mail messages.
 */

export type CandidateKind = repo.CandidateKind;

/** Per sender: enough for a recruiter's day, not for a mass mailing. */
export const MESSAGE_LIMITS = {
  perSender: { bucket: 'person-message', max: 50, windowSeconds: 3600 },
  perPair: { bucket: 'person-message-pair', max: 3, windowSeconds: 86_400 },
} as const satisfies Record<string, Limit>;

/** Per employer: a busy recruiter pages through results; harvesting every profile is refused. */
export const SEARCH_LIMIT: Limit = { bucket: 'candidate-search', max: 300, windowSeconds: 600 };

export interface SearchInput {
  state: string;
  city?: string[];
  skill?: string[];
  page: number;
  limit: number;
  sort: number;
}

export async function searchCandidates(
  ctx: AppContext,
  searcher: AuthUser,
  kind: CandidateKind,
  query: SearchInput,
): Promise<{ list: CandidateSearchItem[]; total: number }> {
  const cityCodes = (query.city ?? []).filter((code) => code !== ALL_CITY_CODE);
  const filter: repo.CandidateFilter = {
    stateCode: query.state === ALL_CITY_CODE ? undefined : query.state,
    cityCodes,
    skillCodes: query.skill ?? [],
    skillNames: await typedNames(ctx, MASTER_LIST.skill, query.skill),
  };
  const offset = (query.page - 1) * query.limit;
  // Every search counts against the employer's limit, counted while the page is read.
  return hitWhile(ctx, SEARCH_LIMIT, String(searcher.id), () =>
    candidatePage(ctx, kind, query, filter, offset),
  );
}

async function candidatePage(
  ctx: AppContext,
  kind: CandidateKind,
  query: SearchInput,
  filter: repo.CandidateFilter,
  offset: number,
): Promise<{ list: CandidateSearchItem[]; total: number }> {
  // The same answer for every employer asking the same query (no viewer-specific field): the page
  // and, apart, the total of its filter (the same for every page and sort, so an employer paging
  // or sorting a state's 70 000 students counts them once) kept a few seconds
  // (platform/public-cache.ts). The limit above still counts every search.
  const [list, total] = await Promise.all([
    ctx.publicCache.get(`candidates:${kind}:${JSON.stringify(query)}`, async () => {
      const rows = await repo.pageCandidateProfiles(
        searchDbs(ctx),
        kind,
        filter,
        query.sort,
        offset,
        query.limit,
      );
      // Named from the reference names kept in memory (platform/reference-names.ts), not four look-ups.
      const names = await ctx.referenceNames.get(ctx.db);
      return rows.map(
        (r): CandidateSearchItem => ({
          userCode: r.userCode,
          name: r.name,
          profilePicture: r.profilePicture,
          stateName: names.states.get(r.stateCode) ?? '',
          cityName: cityShown(r.cityCode, names.cities.get(r.cityCode)),
          skill: namesIn(names, MASTER_LIST.skill, r.skills),
          profileSummary: r.profileSummary,
          totalExperienceInMonths: r.totalExperienceInMonths,
          currentCTC: r.currentCtc,
          currentCTCCurrency: r.currentCtcCurrency,
          currentCompany: r.currentCompany,
          currentRoleName: names.master.get(MASTER_LIST.role)?.get(r.currentRole) ?? '',
          // Rows are the same for every employer (cached): a resume only where the candidate shows it.
          hasResume: searchRowShowsResume(r.hasResume, r.showsResume),
          modifiedOn: toEpochSeconds(r.modifiedAt),
        }),
      );
    }),
    ctx.publicCache.get(`candidates-total:${kind}:${JSON.stringify(filter)}`, () =>
      repo.countCandidates(searchDbs(ctx), kind, filter),
    ),
  ]);
  // Consents are read afresh for every answer (the page above may be a few seconds old).
  return { list: await candidateConsentsApplied(ctx, list), total };
}

/** The databases a candidate search's statements run on (corporates.repo.ts dbFor). */
function searchDbs(ctx: AppContext) {
  return { db: ctx.db, genericPlans: genericPlansOf(ctx) };
}

// ---- Messages ----

/** Who the sender is in the mail: the company (with its contact address to reply to) or the institute. */
async function senderIdentity(ctx: AppContext, sender: AuthUser): Promise<MessageSender> {
  if (sender.role !== 'corporate') return { kind: 'placementCell' };
  const profile = await repo.findCorporateProfile(ctx.db, sender.id);
  return {
    kind: 'employer',
    name: companyNameOf(profile?.companyName, sender.name),
    replyTo: profile?.contactPerson1Email || sender.email,
  };
}

/**
 * E-mails a short message to a member or student. An employer may write to an active
 * (searchable) candidate or to one who applied to it; anyone else is "not found". Admins may
 * write to anyone. Stored, audited and rate limited per sender and per recipient.
 */
export async function sendMessage(
  ctx: AppContext,
  actor: { user: AuthUser; ip: string },
  kind: CandidateKind,
  input: { userCode: string; message: string },
) {
  const sender = actor.user;
  const recipient = await repo.findRecipient(ctx.db, kind, input.userCode);
  if (!recipient) throw notFound(EMPLOYER_MSG.candidateNotFound);
  // Whoever may see the candidate's profile may write (relayed: the address is never shown).
  const access = await candidateAccess(ctx, sender, { id: recipient.id, role: kind });
  if (!access.parts.has('profile')) throw notFound(EMPLOYER_MSG.candidateNotFound);
  await hit(ctx, MESSAGE_LIMITS.perSender, String(sender.id));
  await hit(ctx, MESSAGE_LIMITS.perPair, `${sender.id}:${recipient.id}`);
  const from = await senderIdentity(ctx, sender);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await repo.insertPersonMessage(tx, {
      senderId: sender.id,
      recipientId: recipient.id,
      message: input.message,
      createdAt: now,
    });
    await notify(txCtx, {
      userId: recipient.id,
      kind: 'message',
      params: {
        from: from.kind === 'employer' ? 'employer' : 'institute',
        senderName: from.kind === 'employer' ? from.name : '',
        message: input.message,
      },
    });
    await queueMail(
      txCtx,
      candidateMessageMail({
        to: recipient.email,
        name: recipient.name,
        language: recipient.language,
        from,
        message: input.message,
      }),
    );
    await audit(txCtx, {
      action: `message.${kind}`,
      actorId: sender.id,
      targetId: recipient.id,
      detail: { length: input.message.length },
      ip: actor.ip,
    });
  });
  return { Message: MSG.emailSent };
}
