import type { Readable } from 'node:stream';
import { INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import { toEpochSeconds } from '@pp/contract/format';
import { MASTER_LIST, SKILL_TYPE } from '@pp/contract/lookups';
import { MSG, OUR_MSG } from '@pp/contract/messages';
import {
  type CandidateKind,
  type CertificationItem,
  type EducationItem,
  type ExperienceItem,
  MAX_ITEMS_PER_SECTION,
  type MemberProfile,
  OTHER_TRAINING_TYPE_CODE,
  PROFILE_MSG,
  type ResumeDetail,
  type SkillDetailItem,
  type StudentProfile,
} from '@pp/contract/profiles';
import { cityShown, isCityCode, uniqueNames } from '@pp/contract/validators';
import type { Db } from '../../db/client.ts';
import { audit } from '../../platform/audit.ts';
import { newCode } from '../../platform/codes.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, fieldError, notFound, unauthorized } from '../../platform/errors.ts';
import type { AuthUser } from '../../platform/session.ts';
import { fileStorage, replaceStoredFile } from '../../platform/storage.ts';
import { checkPdf, detectImage, type UploadedFile } from '../../platform/uploads.ts';
import type { PostingFilter } from '../access/access.repo.ts';
import { type CandidateAccess, requireCandidateAccess } from '../access/candidate-access.ts';
import {
  citiesByCode,
  findCities,
  masterItemsByCode,
  requireListedOne,
  statesByCode,
} from '../lookups/lookups.service.ts';
import * as repo from './profiles.repo.ts';

/**
 * Member and student profiles: the owner edits, admins and entitled employers read
 * (features/access/candidate-access.ts). Items are found by (code, owner): another person's code finds nothing (404).
 */

type Section = repo.ItemSection;

const ITEM_MESSAGES = {
  education: {
    added: MSG.educationAdded,
    updated: MSG.educationUpdated,
    deleted: PROFILE_MSG.educationDeleted,
  },
  experience: {
    added: MSG.experienceAdded,
    updated: MSG.experienceUpdated,
    deleted: PROFILE_MSG.experienceDeleted,
  },
  // The spec has one message for trainings, used for both.
  certification: {
    added: MSG.certificationUpdated,
    updated: MSG.certificationUpdated,
    deleted: PROFILE_MSG.certificationDeleted,
  },
} as const;

const FILE_KIND = { resume: 'resume', picture: 'picture' } as const;

// ---- Reading profiles ----

function toEducation(row: repo.EducationRow): EducationItem {
  return {
    code: row.code,
    course: row.course,
    college: row.college,
    location: row.location,
    board: row.board,
    yearOfCompletion: row.yearOfCompletion,
    percentage: row.percentage,
  };
}

function toExperience(row: repo.ExperienceRow): ExperienceItem {
  return {
    code: row.code,
    company: row.company,
    designation: row.designation,
    location: row.location,
    startDate: toEpochSeconds(row.startDate),
    endDate: toEpochSeconds(row.endDate),
    jobProfile: row.jobProfile,
  };
}

function toCertification(row: repo.CertificationRow): CertificationItem {
  return {
    code: row.code,
    trainingCode: row.trainingCode,
    trainingName: row.trainingName,
    instituteName: row.instituteName,
    location: row.location,
    courseDuration: row.courseDuration,
    yearOfCompletion: row.yearOfCompletion,
    percentage: row.percentage,
  };
}

async function resumeOf(ctx: AppContext, user: repo.UserView, fileId: number | null): Promise<ResumeDetail> {
  if (!fileId) return null;
  const file = await repo.findFileById(ctx.db, fileId);
  if (!file) return null;
  return { fileName: file.fileName, userCode: user.code, modifiedOn: toEpochSeconds(file.createdAt) };
}

async function placeNames(ctx: AppContext, stateCode: string, cityCode: string) {
  const [states, cities] = await Promise.all([
    statesByCode(ctx, stateCode ? [stateCode] : []),
    citiesByCode(ctx, cityCode ? [cityCode] : []),
  ]);
  return {
    stateName: states.get(stateCode)?.name ?? '',
    // A student's city may be a name typed in: shown as typed.
    cityName: cityShown(cityCode, cities.get(cityCode)?.name),
  };
}

async function skillsOf(ctx: AppContext, codes: string[]): Promise<SkillDetailItem[]> {
  const found = await masterItemsByCode(ctx, MASTER_LIST.skill, codes);
  return codes.map((code) => ({ code, name: found.get(code)?.name ?? code }));
}

async function buildMemberProfile(ctx: AppContext, user: repo.UserView): Promise<MemberProfile> {
  const row = await repo.findMemberProfile(ctx.db, user.id);
  if (!row) throw notFound(PROFILE_MSG.candidateNotFound);
  const [education, experience, certifications, skills, roles, places, resume] = await Promise.all([
    repo.listEducation(ctx.db, user.id),
    repo.listExperience(ctx.db, user.id),
    repo.listCertifications(ctx.db, user.id),
    skillsOf(ctx, row.skills),
    masterItemsByCode(ctx, MASTER_LIST.role, row.currentRole ? [row.currentRole] : []),
    placeNames(ctx, row.stateCode, row.cityCode),
    resumeOf(ctx, user, row.resumeFileId),
  ]);
  return {
    basicDetail: {
      userCode: user.code,
      name: user.name,
      email: user.email,
      mobile: user.mobile,
      dateOfBirth: row.dateOfBirth ?? '',
      membershipType: row.membershipType,
      membershipNumber: row.membershipNumber,
      profilePicture: row.profilePicture,
      profileSummary: row.profileSummary,
      currentCompany: row.currentCompany,
      currentRole: row.currentRole,
      currentRoleName: roles.get(row.currentRole)?.name ?? '',
      otherRole: row.otherRole,
      totalExperienceInMonths: row.totalExperienceInMonths,
      currentCTC: row.currentCtc,
      currentCTCCurrency: row.currentCtcCurrency,
      state: row.stateCode,
      stateName: places.stateName,
      city: row.cityCode,
      cityName: places.cityName,
      additionalInfo: row.additionalInfo,
      isActive: row.isActive,
      showResumeToEmployers: row.showResumeToEmployers,
    },
    educationDetail: education.map(toEducation),
    experienceDetail: experience.map(toExperience),
    certificationDetail: certifications.map(toCertification),
    skillDetail: skills,
    resumeDetail: resume,
    access: { contact: true, resume: true },
  };
}

async function buildStudentProfile(ctx: AppContext, user: repo.UserView): Promise<StudentProfile> {
  const row = await repo.findStudentProfile(ctx.db, user.id);
  if (!row) throw notFound(PROFILE_MSG.candidateNotFound);
  const [education, experience, skills, places, resume] = await Promise.all([
    repo.listEducation(ctx.db, user.id),
    repo.listExperience(ctx.db, user.id),
    skillsOf(ctx, row.skills),
    placeNames(ctx, row.stateCode, row.cityCode),
    resumeOf(ctx, user, row.resumeFileId),
  ]);
  return {
    basicDetail: {
      userCode: user.code,
      name: user.name,
      email: user.email,
      mobile: user.mobile,
      dateOfBirth: row.dateOfBirth ?? '',
      registrationNumber: row.registrationNumber,
      profilePicture: row.profilePicture,
      profileSummary: row.profileSummary,
      state: row.stateCode,
      stateName: places.stateName,
      city: row.cityCode,
      cityName: places.cityName,
      additionalInfo: row.additionalInfo,
      isActive: row.isActive,
      showResumeToEmployers: row.showResumeToEmployers,
    },
    educationDetail: education.map(toEducation),
    experienceDetail: experience.map(toExperience),
    skillDetail: skills,
    resumeDetail: resume,
    access: { contact: true, resume: true },
  };
}

async function self(ctx: AppContext, user: AuthUser): Promise<repo.UserView> {
  const found = await repo.findUser(ctx.db, user.id);
  if (!found) throw notFound(PROFILE_MSG.candidateNotFound);
  return found;
}

export async function ownMemberProfile(ctx: AppContext, user: AuthUser) {
  return buildMemberProfile(ctx, await self(ctx, user));
}

export async function ownStudentProfile(ctx: AppContext, user: AuthUser) {
  return buildStudentProfile(ctx, await self(ctx, user));
}

// ---- Candidates seen by others (the rule: features/access/candidate-access.ts) ----

export type Posting = PostingFilter;

/** The parts of a profile a viewer without `contact` / `resume` does not get. */
function withheld<P extends MemberProfile | StudentProfile>(profile: P, access: CandidateAccess): P {
  const contact = access.parts.has('contact');
  const resume = access.parts.has('resume');
  const basic = { ...profile.basicDetail };
  if (!contact) {
    basic.email = '';
    basic.mobile = '';
    basic.dateOfBirth = '';
    if ('membershipNumber' in basic) basic.membershipNumber = '';
    if ('registrationNumber' in basic) basic.registrationNumber = '';
  }
  return {
    ...profile,
    basicDetail: basic,
    resumeDetail: resume ? profile.resumeDetail : null,
    access: { contact, resume },
  };
}

async function candidateFor(
  ctx: AppContext,
  viewer: AuthUser,
  kind: CandidateKind,
  userCode: string,
  posting: Posting,
): Promise<{ candidate: repo.UserView; access: CandidateAccess }> {
  const candidate = await repo.findUserByCode(ctx.db, userCode);
  if (!candidate || candidate.role !== kind) throw notFound(PROFILE_MSG.candidateNotFound);
  const access = await requireCandidateAccess(ctx, viewer, 'profile', candidate, {
    posting,
    missing: PROFILE_MSG.candidateNotFound,
    record: true,
  });
  return { candidate, access };
}

export async function memberDetail(
  ctx: AppContext,
  viewer: AuthUser,
  userCode: string,
  posting: Posting = {},
) {
  const { candidate, access } = await candidateFor(ctx, viewer, 'member', userCode, posting);
  return withheld(await buildMemberProfile(ctx, candidate), access);
}

export async function studentDetail(
  ctx: AppContext,
  viewer: AuthUser,
  userCode: string,
  posting: Posting = {},
) {
  const { candidate, access } = await candidateFor(ctx, viewer, 'student', userCode, posting);
  return withheld(await buildStudentProfile(ctx, candidate), access);
}

/** Updates the fields both kinds of profile have; 404 when the caller has no profile row. */
async function updateOwnProfile(
  ctx: AppContext,
  user: AuthUser,
  kind: CandidateKind,
  set: Partial<
    Pick<
      repo.MemberProfileRow & repo.StudentProfileRow,
      'skills' | 'additionalInfo' | 'isActive' | 'showResumeToEmployers'
    >
  > & {
    modifiedAt: Date;
  },
) {
  const updated =
    kind === 'member'
      ? await repo.updateMemberProfile(ctx.db, user.id, set)
      : await repo.updateStudentProfile(ctx.db, user.id, set);
  if (!updated) throw notFound(PROFILE_MSG.candidateNotFound);
  return updated;
}

/** Audits a change the candidate made to their own profile (or an admin signed in as them). */
async function auditOwnChange(ctx: AppContext, user: AuthUser, action: string, ip: string) {
  await audit(ctx, { action, actorId: user.impersonatorId ?? user.id, targetId: user.id, ip });
}

/** The candidate's switch: employers who only found them by search may open the resume. */
export async function setResumeVisibility(
  ctx: AppContext,
  user: AuthUser,
  kind: CandidateKind,
  show: boolean,
  ip: string,
) {
  const set = { showResumeToEmployers: show, modifiedAt: ctx.now() };
  await updateOwnProfile(ctx, user, kind, set);
  await auditOwnChange(ctx, user, show ? 'profile.resume-shown' : 'profile.resume-hidden', ip);
  return {
    showResumeToEmployers: show,
    Message: show ? PROFILE_MSG.resumeShown : PROFILE_MSG.resumeHidden,
  };
}

// ---- Basic detail, skills, additional info, active flag ----

/** Cities of a state looked at for a typed name that is one of them. */
const TYPED_CITY_LOOKUP_LIMIT = 50;

/**
 * An Indian State/UT and a city of it. With `typedCity` (the student's forms: registration and
 * profile, spec 1 section 5) the city may also be a name typed in (the contract's codeOrName checked
 * its characters): a name that is a city of the state, whatever its case, is stored as that city's
 * code, any other name as typed. An entry shaped like a code must always be a city of the state.
 * Returns the entry to store and the names to show.
 */
export async function checkPlace(
  ctx: AppContext,
  stateCode: string,
  city: string,
  options: { typedCity?: boolean } = {},
): Promise<{ cityCode: string; stateName: string; cityName: string }> {
  const typed = options.typedCity === true && !isCityCode(city);
  const [states, cities] = await Promise.all([
    statesByCode(ctx, [stateCode]),
    citiesByCode(ctx, typed ? [] : [city]),
  ]);
  const state = states.get(stateCode);
  if (!state || state.countryCode !== INDIA_COUNTRY_CODE) {
    throw fieldError('state', PROFILE_MSG.invalidLocation);
  }
  if (typed) {
    const { list } = await findCities(ctx, { state: stateCode, q: city, limit: TYPED_CITY_LOOKUP_LIMIT });
    const listed = list.find((c) => c.name.toLowerCase() === city.toLowerCase());
    return {
      cityCode: listed?.code ?? city,
      stateName: state.name,
      cityName: listed?.name ?? city,
    };
  }
  const found = cities.get(city);
  if (!found || found.stateCode !== stateCode) {
    throw fieldError('city', PROFILE_MSG.invalidLocation);
  }
  return { cityCode: found.code, stateName: state.name, cityName: found.name };
}

export async function saveMemberBasicDetail(
  ctx: AppContext,
  user: AuthUser,
  input: {
    state: string;
    city: string;
    currentCompany: string;
    currentRole: string;
    otherRole: string;
    totalExperienceInMonths: number;
    currentCTC: number;
    currentCTCCurrency: string;
    profileSummary: string;
  },
) {
  await checkPlace(ctx, input.state, input.city);
  await requireListedOne(ctx, MASTER_LIST.role, input.currentRole, 'currentRole', PROFILE_MSG.invalidRole);
  await requireListedOne(
    ctx,
    MASTER_LIST.currency,
    input.currentCTCCurrency,
    'currentCTCCurrency',
    PROFILE_MSG.invalidCurrency,
  );
  const updated = await repo.updateMemberProfile(ctx.db, user.id, {
    // The form picks an Indian State/UT and city; a member living abroad moves to India here.
    countryCode: INDIA_COUNTRY_CODE,
    otherCity: '',
    stateCode: input.state,
    cityCode: input.city,
    currentCompany: input.currentCompany,
    currentRole: input.currentRole,
    otherRole: input.otherRole,
    totalExperienceInMonths: input.totalExperienceInMonths,
    currentCtc: Math.round(input.currentCTC),
    currentCtcCurrency: input.currentCTCCurrency,
    profileSummary: input.profileSummary,
    modifiedAt: ctx.now(),
  });
  if (!updated) throw notFound(PROFILE_MSG.candidateNotFound);
  return { Message: MSG.profileUpdated };
}

export async function saveStudentBasicDetail(
  ctx: AppContext,
  user: AuthUser,
  input: { state: string; city: string; profileSummary: string },
) {
  const names = await checkPlace(ctx, input.state, input.city, { typedCity: true });
  const updated = await repo.updateStudentProfile(ctx.db, user.id, {
    stateCode: input.state,
    cityCode: names.cityCode,
    profileSummary: input.profileSummary,
    modifiedAt: ctx.now(),
  });
  if (!updated) throw notFound(PROFILE_MSG.candidateNotFound);
  return {
    profileSummary: updated.profileSummary,
    state: updated.stateCode,
    stateName: names.stateName,
    city: updated.cityCode,
    cityName: names.cityName,
    Message: MSG.profileUpdated,
  };
}

/**
 * Skills: codes of the person's kind, or names typed in (kept as typed: spec 1 section 5). A code
 * of the other kind is refused; anything not a code is a custom name (the contract checked it).
 */
export async function saveSkills(ctx: AppContext, user: AuthUser, kind: CandidateKind, codes: string[]) {
  const unique = uniqueNames(codes);
  const found = await masterItemsByCode(ctx, MASTER_LIST.skill, unique);
  const audience = kind === 'member' ? SKILL_TYPE.member : SKILL_TYPE.student;
  if (unique.some((code) => found.has(code) && found.get(code)?.type !== audience)) {
    throw fieldError('skill', PROFILE_MSG.invalidSkill);
  }
  const set = { skills: unique, modifiedAt: ctx.now() };
  const _updated = await updateOwnProfile(ctx, user, kind, set);
  return { Message: MSG.skillUpdated };
}

export async function saveAdditionalInfo(
  ctx: AppContext,
  user: AuthUser,
  kind: CandidateKind,
  additionalInfo: string,
) {
  const set = { additionalInfo, modifiedAt: ctx.now() };
  const updated = await updateOwnProfile(ctx, user, kind, set);
  return { additionalInfo: updated.additionalInfo, Message: MSG.infoUpdated };
}

/** Deactivating takes the profile out of every candidate search (repo `*IsSearchable`) at once. */
export async function setActive(
  ctx: AppContext,
  user: AuthUser,
  kind: CandidateKind,
  status: boolean,
  ip: string,
) {
  const set = { isActive: status, modifiedAt: ctx.now() };
  const updated = await updateOwnProfile(ctx, user, kind, set);
  await auditOwnChange(ctx, user, status ? 'profile.activate' : 'profile.deactivate', ip);
  return { isActive: updated.isActive, Message: MSG.profileStatusUpdated };
}

// ---- Items ----

async function touchProfile(db: Db, kind: CandidateKind, userId: number, now: Date) {
  if (kind === 'member') await repo.updateMemberProfile(db, userId, { modifiedAt: now });
  else await repo.updateStudentProfile(db, userId, { modifiedAt: now });
}

/** Adds an item with a server-made code, within the per-section bound. */
async function addItem(
  ctx: AppContext,
  user: AuthUser,
  kind: CandidateKind,
  section: Section,
  insert: (db: Db, code: string) => Promise<void>,
) {
  const code = newCode();
  await ctx.db.transaction(async (tx) => {
    await repo.lockItems(tx, user.id, section);
    if ((await repo.countItems(tx, section, user.id)) >= MAX_ITEMS_PER_SECTION) {
      throw badRequest(PROFILE_MSG.tooManyItems);
    }
    await insert(tx, code);
    await touchProfile(tx, kind, user.id, ctx.now());
  });
  return { code, Message: ITEM_MESSAGES[section].added };
}

async function updateItem(
  ctx: AppContext,
  user: AuthUser,
  kind: CandidateKind,
  section: Section,
  code: string,
  update: (db: Db) => Promise<boolean>,
) {
  await ctx.db.transaction(async (tx) => {
    if (!(await update(tx))) throw notFound(OUR_MSG.notFound);
    await touchProfile(tx, kind, user.id, ctx.now());
  });
  return { code, Message: ITEM_MESSAGES[section].updated };
}

export async function deleteItem(
  ctx: AppContext,
  user: AuthUser,
  kind: CandidateKind,
  section: Section,
  code: string,
) {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.deleteItem(tx, section, user.id, code))) throw notFound(OUR_MSG.notFound);
    await touchProfile(tx, kind, user.id, ctx.now());
  });
  return { Message: ITEM_MESSAGES[section].deleted };
}

type EducationInput = repo.EducationFields & { code?: string };

export function saveEducation(ctx: AppContext, user: AuthUser, kind: CandidateKind, input: EducationInput) {
  const fields: repo.EducationFields = {
    course: input.course,
    college: input.college,
    location: input.location,
    board: input.board,
    yearOfCompletion: input.yearOfCompletion,
    percentage: input.percentage,
  };
  if (!input.code) {
    return addItem(ctx, user, kind, 'education', (db, code) =>
      repo.insertEducation(db, { ...fields, code, userId: user.id }),
    );
  }
  const code = input.code;
  return updateItem(ctx, user, kind, 'education', code, (db) =>
    repo.updateEducation(db, user.id, code, fields),
  );
}

type ExperienceInput = {
  code?: string;
  company: string;
  designation: string;
  location: string;
  startDate: number;
  endDate: number;
  jobProfile: string;
};

export function saveExperience(ctx: AppContext, user: AuthUser, kind: CandidateKind, input: ExperienceInput) {
  const fields: repo.ExperienceFields = {
    company: input.company,
    designation: input.designation,
    location: input.location,
    startDate: new Date(input.startDate * 1000),
    endDate: new Date(input.endDate * 1000),
    jobProfile: input.jobProfile,
  };
  if (!input.code) {
    return addItem(ctx, user, kind, 'experience', (db, code) =>
      repo.insertExperience(db, { ...fields, code, userId: user.id }),
    );
  }
  const code = input.code;
  return updateItem(ctx, user, kind, 'experience', code, (db) =>
    repo.updateExperience(db, user.id, code, fields),
  );
}

type CertificationInput = repo.CertificationFields & { code?: string };

export async function saveCertification(ctx: AppContext, user: AuthUser, input: CertificationInput) {
  const type = await requireListedOne(
    ctx,
    MASTER_LIST.trainingType,
    input.trainingCode,
    'trainingCode',
    PROFILE_MSG.invalidTrainingType,
  );
  const fields: repo.CertificationFields = {
    trainingCode: input.trainingCode,
    // 'Other' keeps the name the member typed; any other type is named by the list.
    trainingName: input.trainingCode === OTHER_TRAINING_TYPE_CODE ? input.trainingName : type.name,
    instituteName: input.instituteName,
    location: input.location,
    courseDuration: input.courseDuration,
    yearOfCompletion: input.yearOfCompletion,
    percentage: input.percentage,
  };
  if (!input.code) {
    return addItem(ctx, user, 'member', 'certification', (db, code) =>
      repo.insertCertification(db, { ...fields, code, userId: user.id }),
    );
  }
  const code = input.code;
  return updateItem(ctx, user, 'member', 'certification', code, (db) =>
    repo.updateCertification(db, user.id, code, fields),
  );
}

// ---- Resume and picture ----

interface StoredFile {
  bytes: Buffer;
  mime: string;
  ext: string;
  originalName: string;
}

/**
 * Stores the new file under a fresh key, then in one transaction records it and switches the
 * profile's pointer; the replaced file's row goes in the same transaction and its bytes after
 * the commit. A failure leaves the previous file in place and removes the new bytes.
 */
async function replaceFile(
  ctx: AppContext,
  user: AuthUser,
  kind: CandidateKind,
  fileKind: keyof typeof FILE_KIND,
  file: StoredFile,
): Promise<string> {
  const fileName = `${newCode(24)}.${file.ext}`;
  return replaceStoredFile(ctx, fileKind, file.bytes, async ({ db: tx }, { storageKey, now }) => {
    const current = await repo.lockProfileFiles(tx, kind, user.id);
    if (!current) throw notFound(PROFILE_MSG.candidateNotFound);
    const row = await repo.insertFile(tx, {
      fileName,
      ownerId: user.id,
      kind: FILE_KIND[fileKind],
      storageKey,
      originalName: file.originalName,
      mime: file.mime,
      size: file.bytes.length,
      createdAt: now,
    });
    if (fileKind === 'resume') {
      await repo.setProfileFiles(tx, kind, user.id, { resumeFileId: row.id, modifiedAt: now });
      const replacedKey = current.resumeFileId
        ? await repo.deleteFileRow(tx, current.resumeFileId)
        : undefined;
      return { replacedKey, result: fileName };
    }
    await repo.setProfileFiles(tx, kind, user.id, { profilePicture: fileName, modifiedAt: now });
    const previous = current.profilePicture
      ? await repo.findOwnedFile(tx, user.id, FILE_KIND.picture, current.profilePicture)
      : undefined;
    return {
      replacedKey: previous ? await repo.deleteFileRow(tx, previous.id) : undefined,
      result: fileName,
    };
  });
}

export async function uploadResume(
  ctx: AppContext,
  user: AuthUser,
  kind: CandidateKind,
  upload: UploadedFile,
) {
  if (!/\.pdf$/i.test(upload.originalName)) throw badRequest(MSG.pdfOnly);
  const verdict = await checkPdf(upload.bytes);
  if (verdict === 'not-pdf') throw badRequest(MSG.pdfOnly);
  if (verdict === 'damaged') throw badRequest(PROFILE_MSG.pdfDamaged);
  const fileName = await replaceFile(ctx, user, kind, 'resume', {
    bytes: upload.bytes,
    mime: 'application/pdf',
    ext: 'pdf',
    originalName: upload.originalName,
  });
  return { fileName, Message: MSG.resumeUploaded };
}

export async function uploadPicture(
  ctx: AppContext,
  user: AuthUser,
  kind: CandidateKind,
  upload: UploadedFile,
) {
  const image = await detectImage(upload.bytes);
  if (!image) throw badRequest(MSG.invalidImageType);
  const fileName = await replaceFile(ctx, user, kind, 'picture', {
    bytes: upload.bytes,
    mime: image.mime,
    ext: image.ext,
    originalName: upload.originalName,
  });
  return { fileName, Message: PROFILE_MSG.pictureUploaded };
}

export interface OpenedFile {
  stream: Readable;
  mime: string;
  size: number;
  fileName: string;
}

/**
 * Opens a candidate's resume or picture for a viewer allowed to read the candidate. Without a
 * session: 'please do login' (401); anything else that does not fit: `missing` (404).
 */
export async function openFile(
  ctx: AppContext,
  viewer: AuthUser | null,
  fileKind: keyof typeof FILE_KIND,
  userCode: string,
  fileName: string,
): Promise<OpenedFile> {
  const missing = fileKind === 'resume' ? MSG.resumeNotFound : OUR_MSG.notFound;
  if (!viewer) throw unauthorized(MSG.pleaseLogin);
  const candidate = await repo.findUserByCode(ctx.db, userCode);
  if (!candidate || (candidate.role !== 'member' && candidate.role !== 'student')) throw notFound(missing);
  // A resume is its own part (the candidate's switch); a picture goes with the profile, and
  // opening one is not a profile view (pictures show in search rows).
  await requireCandidateAccess(ctx, viewer, fileKind === 'resume' ? 'resume' : 'profile', candidate, {
    missing,
    record: fileKind === 'resume',
  });
  const file = await repo.findOwnedFile(ctx.db, candidate.id, FILE_KIND[fileKind], fileName);
  if (!file) throw notFound(missing);
  const stream = await fileStorage(ctx.config).get(file.storageKey);
  if (!stream) {
    ctx.log.warn({ fileName }, 'a recorded file is missing from storage');
    throw notFound(missing);
  }
  return { stream, mime: file.mime, size: file.size, fileName: file.fileName };
}
