import type { Readable } from 'node:stream';
import { INDIA_COUNTRY_CODE, USER_TYPE } from '@pp/contract/constants';
import {
  type CorporateAddress,
  type CorporateBasic,
  type CorporateContact,
  type CorporateDashboard,
  type CorporateProfile,
  EXPIRING_WITHIN_DAYS,
} from '@pp/contract/corporates';
import type { Role } from '@pp/contract/endpoint';
import { toEpochSeconds } from '@pp/contract/format';
import { MASTER_LIST } from '@pp/contract/lookups';
import { EMPLOYER_MSG, MSG } from '@pp/contract/messages';
import type { Actor } from '../../platform/audit.ts';
import { audit } from '../../platform/audit.ts';
import { newCode } from '../../platform/codes.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, fieldError, notFound } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/sanitize.ts';
import type { AuthUser } from '../../platform/session.ts';
import { fileStorage, replaceStoredFile } from '../../platform/storage.ts';
import { checkPdf, type UploadedFile } from '../../platform/uploads.ts';
import { ownerOrAdmin } from '../access/posting-access.ts';
import { postingFigures } from '../jobs/postings.service.ts';
import {
  citiesByCode,
  countryByCode,
  masterItemsByCode,
  requireListed,
  statesByCode,
} from '../lookups/lookups.service.ts';
import { applicationsByStageOfBoth } from '../pipeline/pipeline.service.ts';
import { companyNameOf } from './company-name.ts';
import * as repo from './corporates.repo.ts';

/**
 * The company profile of an employer (spec 3 section 2.5 'Employer profile'): read, the three
 * sections edited with the registration rules, the balance sheet; and the employer dashboard.
 */

const BALANCE_SHEET_KIND = 'balance-sheet';

async function corporateUser(ctx: AppContext, id: number) {
  const user = await repo.findCorporateUser(ctx.db, id);
  if (!user) throw notFound(EMPLOYER_MSG.companyNotFound);
  return user;
}

// ---- Reading ----

/** The full company profile of one employer (its own page; admins' detail view can use it too). */
export async function corporateProfileOf(ctx: AppContext, userId: number): Promise<CorporateProfile> {
  const user = await corporateUser(ctx, userId);
  const row = await repo.findCorporateProfile(ctx.db, userId);
  const industryCodes = row?.industryTypes ?? [];
  const [industries, listingTypes, states, cities, country, balanceSheet] = await Promise.all([
    masterItemsByCode(ctx, MASTER_LIST.industry, industryCodes),
    masterItemsByCode(ctx, MASTER_LIST.listingType, row?.listingType ? [row.listingType] : []),
    statesByCode(ctx, row?.stateCode ? [row.stateCode] : []),
    citiesByCode(ctx, row?.cityCode ? [row.cityCode] : []),
    countryByCode(ctx, row?.countryCode ?? INDIA_COUNTRY_CODE),
    row?.balanceSheetFileId ? repo.findFileById(ctx.db, row.balanceSheetFileId) : Promise.resolve(undefined),
  ]);
  return {
    basicDetail: {
      companyName: companyNameOf(row?.companyName, user.name),
      companyDescription: row?.companyDescription ?? '',
      industryType: industryCodes.map((code) => ({
        industryTypeCode: code,
        industryTypeName: industries.get(code)?.name ?? code,
      })),
      cinNumber: row?.cinNumber ?? '',
      isPCS: row?.isPcs ?? false,
      firmName: row?.firmName ?? '',
      memberName: row?.memberName ?? '',
      membershipNumber: row?.membershipNumber ?? '',
      isListed: row?.isListed ?? false,
      listingType: row?.listingType ?? '',
      listingTypeName: listingTypes.get(row?.listingType ?? '')?.name ?? '',
    },
    addressDetail: {
      address: row?.address ?? '',
      cityCode: row?.cityCode ?? '',
      cityName: cities.get(row?.cityCode ?? '')?.name ?? '',
      otherCity: row?.otherCity ?? '',
      stateCode: row?.stateCode ?? '',
      stateName: states.get(row?.stateCode ?? '')?.name ?? '',
      countryCode: row?.countryCode ?? INDIA_COUNTRY_CODE,
      countryName: country?.name ?? '',
      locality: row?.locality ?? '',
      companyWebsite: row?.companyWebsite ?? '',
      companyPhoneCode: row?.companyPhoneCode ?? '',
      companyContactNumber: row?.companyContactNumber ?? '',
    },
    authDetail: {
      userCode: user.code,
      email: user.email,
      loginStatus: user.loginStatus,
      canPostTraining: row?.canPostTraining ?? false,
      registrationType: user.registrationType,
    },
    balanceSheet: balanceSheet
      ? {
          fileName: balanceSheet.fileName,
          userCode: user.code,
          modifiedOn: toEpochSeconds(balanceSheet.createdAt),
        }
      : null,
    contactDetail: {
      contactPerson1Name: row?.contactPerson1Name ?? '',
      contactPerson1Email: row?.contactPerson1Email || user.email,
      contactPerson1PhoneCode: row?.contactPerson1PhoneCode ?? '',
      contactPerson1Mobile: row?.contactPerson1Mobile || user.mobile,
      contactPerson2Name: row?.contactPerson2Name ?? '',
      contactPerson2Email: row?.contactPerson2Email ?? '',
      contactPerson2Mobile: row?.contactPerson2Mobile ?? '',
    },
  };
}

// ---- Editing ----

export type BasicDetailInput = CorporateBasic;

async function saveSection(
  ctx: AppContext,
  actor: Actor,
  section: string,
  changes: repo.CorporateProfileChanges,
  afterSave?: (tx: AppContext['db']) => Promise<void>,
) {
  const user = await corporateUser(ctx, actor.user.id);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await repo.saveCorporateProfile(tx, user.id, { ...changes, modifiedAt: now }, { companyName: user.name });
    await afterSave?.(tx);
    await audit(
      { ...ctx, db: tx },
      { action: `corporate.profile.${section}`, actorId: user.id, targetId: user.id, ip: actor.ip },
    );
  });
}

export async function saveBasicDetail(ctx: AppContext, actor: Actor, input: BasicDetailInput) {
  const industryCodes = [...new Set(input.industryType.map((i) => i.industryTypeCode))];
  await requireListed(ctx, MASTER_LIST.industry, industryCodes, 'industryType', EMPLOYER_MSG.invalidIndustry);
  if (input.listingType)
    await requireListed(
      ctx,
      MASTER_LIST.listingType,
      [input.listingType],
      'listingType',
      EMPLOYER_MSG.invalidListingType,
    );
  const companyName = input.companyName.trim();
  await saveSection(
    ctx,
    actor,
    'basic',
    {
      companyName,
      isPcs: input.isPCS,
      firmName: input.firmName,
      memberName: input.memberName,
      membershipNumber: input.membershipNumber,
      cinNumber: input.cinNumber,
      isListed: input.isListed,
      listingType: input.listingType,
      industryTypes: industryCodes,
      companyDescription: sanitizeRichText(input.companyDescription),
    },
    (tx) => repo.renameCorporateUser(tx, actor.user.id, companyName, ctx.now()),
  );
  return { Message: EMPLOYER_MSG.companyProfileUpdated };
}

export type AddressDetailInput = CorporateAddress;

export async function saveAddressDetail(ctx: AppContext, actor: Actor, input: AddressDetailInput) {
  const countryCode = input.countryCode.toUpperCase();
  if (countryCode === INDIA_COUNTRY_CODE) {
    const state = (await statesByCode(ctx, [input.stateCode])).get(input.stateCode);
    if (!state || state.countryCode !== INDIA_COUNTRY_CODE)
      throw fieldError('stateCode', EMPLOYER_MSG.invalidLocation);
    const city = (await citiesByCode(ctx, [input.cityCode])).get(input.cityCode);
    if (!city || city.stateCode !== state.code) throw fieldError('cityCode', EMPLOYER_MSG.invalidLocation);
  } else if (!(await countryByCode(ctx, countryCode))) {
    throw fieldError('countryCode', EMPLOYER_MSG.invalidCountry);
  }
  await saveSection(ctx, actor, 'address', {
    countryCode,
    stateCode: input.stateCode,
    cityCode: input.cityCode,
    otherCity: input.otherCity,
    address: input.address,
    locality: input.locality,
    companyPhoneCode: input.companyPhoneCode,
    companyContactNumber: input.companyContactNumber,
    companyWebsite: input.companyWebsite,
  });
  return { Message: MSG.companyAddressUpdated };
}

export type ContactDetailInput = CorporateContact;

/** Contact person 1's e-mail and mobile are the account's identity and stay as registered. */
export async function saveContactDetail(ctx: AppContext, actor: Actor, input: ContactDetailInput) {
  await saveSection(ctx, actor, 'contact', {
    contactPerson1Name: input.contactPerson1Name,
    contactPerson2Name: input.contactPerson2Name,
    contactPerson2Email: input.contactPerson2Email,
    contactPerson2Mobile: input.contactPerson2Mobile,
  });
  return { Message: MSG.companyContactUpdated };
}

// ---- Balance sheet ----

/**
 * Stores the new PDF under a fresh key, then in one transaction records it and points the
 * profile at it; the replaced file's row goes in the same transaction, its bytes after commit.
 */
export async function uploadBalanceSheet(ctx: AppContext, actor: Actor, upload: UploadedFile) {
  if (!/\.pdf$/i.test(upload.originalName)) throw badRequest(MSG.pdfOnly);
  const verdict = await checkPdf(upload.bytes);
  if (verdict !== 'pdf') throw badRequest(MSG.pdfOnly);
  const user = await corporateUser(ctx, actor.user.id);
  const fileName = `${newCode(24)}.pdf`;
  await replaceStoredFile(ctx, BALANCE_SHEET_KIND, upload.bytes, async (txCtx, { storageKey, now }) => {
    const tx = txCtx.db;
    const current = await repo.lockCorporateProfile(tx, user.id);
    const file = await repo.insertFile(tx, {
      fileName,
      ownerId: user.id,
      kind: BALANCE_SHEET_KIND,
      storageKey,
      originalName: upload.originalName,
      mime: 'application/pdf',
      size: upload.bytes.length,
      createdAt: now,
    });
    await repo.saveCorporateProfile(
      tx,
      user.id,
      { balanceSheetFileId: file.id, modifiedAt: now },
      { companyName: user.name },
    );
    await audit(txCtx, {
      action: 'corporate.profile.balance-sheet',
      actorId: user.id,
      targetId: user.id,
      detail: { fileName, size: upload.bytes.length },
      ip: actor.ip,
    });
    const replacedKey = current?.balanceSheetFileId
      ? await repo.deleteFileRow(tx, current.balanceSheetFileId)
      : undefined;
    return { replacedKey, result: undefined };
  });
  return { fileName, Message: MSG.balanceSheetUploaded };
}

export interface OpenedFile {
  stream: Readable;
  mime: string;
  size: number;
  fileName: string;
}

/** The balance sheet for the company itself or an admin; anyone else: 404. */
export async function openBalanceSheet(
  ctx: AppContext,
  viewer: AuthUser,
  userCode: string,
  fileName: string,
): Promise<OpenedFile> {
  const company = await repo.findCorporateUserByCode(ctx.db, userCode);
  if (!company) throw notFound(EMPLOYER_MSG.balanceSheetNotFound);
  if (!ownerOrAdmin(viewer, company.id)) throw notFound(EMPLOYER_MSG.balanceSheetNotFound);
  const file = await repo.findOwnedFile(ctx.db, company.id, BALANCE_SHEET_KIND, fileName);
  if (!file) throw notFound(EMPLOYER_MSG.balanceSheetNotFound);
  const stream = await fileStorage(ctx.config).get(file.storageKey);
  if (!stream) {
    ctx.log.warn({ fileName }, 'a recorded balance sheet is missing from storage');
    throw notFound(EMPLOYER_MSG.balanceSheetNotFound);
  }
  return { stream, mime: file.mime, size: file.size, fileName: file.fileName };
}

// ---- Dashboard ----

const LATEST_APPLICANTS = 5;
const FIRST_VISIT_WINDOW_DAYS = 7;

export async function dashboard(ctx: AppContext, user: AuthUser): Promise<CorporateDashboard> {
  const account = await corporateUser(ctx, user.id);
  const now = ctx.now();
  const previous = await repo.previousVisitEnd(ctx.db, user.id, user.sessionId);
  const since = previous ?? new Date(now.getTime() - FIRST_VISIT_WINDOW_DAYS * 86_400_000);
  const [profile, jobsNow, trainingsNow, newApplicants, latest, applicantsByStage] = await Promise.all([
    repo.findCorporateProfile(ctx.db, user.id),
    postingFigures(ctx, 'job', user.id, EXPIRING_WITHIN_DAYS),
    postingFigures(ctx, 'training', user.id, EXPIRING_WITHIN_DAYS),
    repo.countApplicationsSince(ctx.db, user.id, since),
    repo.latestApplications(ctx.db, user.id, LATEST_APPLICANTS),
    applicationsByStageOfBoth(ctx, { ownerId: user.id }),
  ]);
  return {
    companyName: companyNameOf(profile?.companyName, account.name),
    canPostTraining: profile?.canPostTraining ?? false,
    openJobs: jobsNow.open,
    openTrainings: trainingsNow.open,
    newApplicants,
    since: toEpochSeconds(since),
    firstVisit: previous === null,
    expiringSoon: [...jobsNow.ending, ...trainingsNow.ending].sort((a, b) => a.endDate - b.endDate),
    latestApplicants: latest.map((row) => ({
      kind: row.kind,
      postingCode: row.postingCode,
      postingTitle: row.postingTitle,
      userCode: row.userCode,
      userType: USER_TYPE[row.role as Role] ?? '',
      name: row.name,
      appliedOn: toEpochSeconds(row.appliedAt),
    })),
    applicantsByStage,
  };
}
