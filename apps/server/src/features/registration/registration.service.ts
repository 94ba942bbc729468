import type { Language } from '@pp/contract/account';
import { INDIA_COUNTRY_CODE, REGISTRATION_TYPE, USER_TYPE } from '@pp/contract/constants';
import { maskEmail, maskMobile } from '@pp/contract/format';
import { MASTER_LIST } from '@pp/contract/lookups';
import { EMPLOYER_MSG, MSG, OUR_MSG } from '@pp/contract/messages';
import { EMAIL_CONFIRM_TTL_HOURS, REGISTRATION_MSG } from '@pp/contract/registration';
import { confirmEmailMail, registrationAttemptMail } from '../../mail-templates/auth.ts';
import { audit } from '../../platform/audit.ts';
import { newToken, sha256 } from '../../platform/codes.ts';
import type { AppContext } from '../../platform/context.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { queueMail } from '../../platform/mailer.ts';
import { checkProof, notePressure } from '../../platform/proof-of-work.ts';
import { hit, LIMITS } from '../../platform/rate-limit.ts';
import { sanitizeRichText } from '../../platform/sanitize.ts';
import { type AuthUser, createSession } from '../../platform/session.ts';
import {
  confirmEmail,
  consumeEmailConfirmation,
  findUserById,
  findUsersByEmail,
  insertEmailConfirmation,
} from '../auth/auth.repo.ts';
import { createAccount, type RequestMeta, type SignedIn } from '../auth/auth.service.ts';
import {
  consumeRegistration,
  corporateSubject,
  rememberLookup,
  verifiedRegistration,
} from '../comm/otp.service.ts';
import { citiesByCode, countryByCode, masterItemsByCode, statesByCode } from '../lookups/lookups.service.ts';
import { recordRegistrationConsents } from '../privacy/privacy.service.ts';
import { checkPlace } from '../profiles/profiles.service.ts';
import { instituteDirectory, type MemberRecord, type StudentRecord } from './institute-directory.ts';
import {
  insertCorporateProfile,
  insertMemberProfile,
  insertStudentProfile,
  memberAccountExists,
  memberProfileOf,
  studentAccountExists,
  studentProfileOf,
  updateMemberAddress,
  updateStudentRecord,
  updateUserContact,
} from './registration.repo.ts';

const EMPTY_LOOKUP = {
  nameField: '',
  emailField: '',
  mobileField: '',
  addressField: '',
  regionField: '',
  chapterField: '',
  mSgField: '',
  lookupToken: '',
  verified: false,
};

const memberSubject = (type: string, number: string, dob: string) => `member:${type}:${number}:${dob}`;
const studentSubject = (number: string, dob: string) => `student:${number.toUpperCase()}:${dob}`;

function parseSubject(subject: string, kind: 'member' | 'student') {
  const parts = subject.split(':');
  if (parts[0] !== kind) return null;
  return parts.slice(1);
}

// ---- Step 1: look-ups ----

type MemberLookup =
  | { step: 'verified'; registrationToken: string }
  | {
      step: 'lookup';
      membershipType: string;
      membershipNumber: string;
      dateOfBirth: string;
      proof: string;
    };

export async function lookupMember(ctx: AppContext, q: MemberLookup, ip: string) {
  const directory = instituteDirectory(ctx);
  if (q.step === 'verified') {
    // After the OTP: the full record for the read-only fields of step 2.
    const otp = await verifiedRegistration(ctx, q.registrationToken);
    const parts = parseSubject(otp.subject, 'member');
    if (!parts) throw badRequest(REGISTRATION_MSG.memberNotFound);
    const [type = '', number = ''] = parts;
    const record = await directory.findMember(type, number);
    if (!record) return { ...EMPTY_LOOKUP, mSgField: REGISTRATION_MSG.memberNotFound };
    return {
      ...EMPTY_LOOKUP,
      nameField: record.name,
      emailField: record.email,
      mobileField: record.mobile,
      addressField: record.address,
      regionField: record.region,
      chapterField: record.chapter,
      verified: true,
    };
  }
  await hit(ctx, LIMITS.recordLookup, ip);
  await checkProof(ctx, 'member-lookup', q.proof, { ip });
  const record = await directory.findMember(q.membershipType, q.membershipNumber);
  if (!record || record.dateOfBirth !== q.dateOfBirth) {
    await notePressure(ctx, { ip });
    return { ...EMPTY_LOOKUP, mSgField: REGISTRATION_MSG.memberNotFound };
  }
  if (await memberAccountExists(ctx.db, record.membershipType, record.membershipNumber)) {
    return { ...EMPTY_LOOKUP, mSgField: REGISTRATION_MSG.alreadyRegistered };
  }
  const lookupToken = await rememberLookup(ctx, {
    purpose: 'member',
    subject: memberSubject(record.membershipType, record.membershipNumber, record.dateOfBirth),
    mobile: record.mobile,
    email: record.email,
  });
  return {
    ...EMPTY_LOOKUP,
    mobileField: maskMobile(record.mobile),
    emailField: maskEmail(record.email),
    lookupToken,
  };
}

type StudentLookup =
  | { step: 'verified'; registrationToken: string }
  | { step: 'lookup'; registrationNumber: string; dateOfBirth: string; proof: string };

export async function lookupStudent(ctx: AppContext, q: StudentLookup, ip: string) {
  const directory = instituteDirectory(ctx);
  if (q.step === 'verified') {
    const otp = await verifiedRegistration(ctx, q.registrationToken);
    const parts = parseSubject(otp.subject, 'student');
    if (!parts) throw badRequest(REGISTRATION_MSG.studentNotFound);
    const record = await directory.findStudent(parts[0] ?? '');
    if (!record) return { ...EMPTY_LOOKUP, mSgField: REGISTRATION_MSG.studentNotFound };
    return {
      ...EMPTY_LOOKUP,
      nameField: record.name,
      emailField: record.email,
      mobileField: record.mobile,
      regionField: record.region,
      chapterField: record.chapter,
      verified: true,
    };
  }
  await hit(ctx, LIMITS.recordLookup, ip);
  await checkProof(ctx, 'student-lookup', q.proof, { ip });
  const record = await directory.findStudent(q.registrationNumber);
  if (!record || record.dateOfBirth !== q.dateOfBirth) {
    await notePressure(ctx, { ip });
    return { ...EMPTY_LOOKUP, mSgField: REGISTRATION_MSG.studentNotFound };
  }
  if (await studentAccountExists(ctx.db, record.registrationNumber)) {
    return { ...EMPTY_LOOKUP, mSgField: REGISTRATION_MSG.studentAlreadyRegistered };
  }
  const lookupToken = await rememberLookup(ctx, {
    purpose: 'student',
    subject: studentSubject(record.registrationNumber, record.dateOfBirth),
    mobile: record.mobile,
    email: record.email,
  });
  return {
    ...EMPTY_LOOKUP,
    mobileField: maskMobile(record.mobile),
    emailField: maskEmail(record.email),
    lookupToken,
  };
}

// ---- Shared checks ----

async function checkIndianLocation(ctx: AppContext, stateCode: string, cityCode: string) {
  const states = await statesByCode(ctx, [stateCode]);
  const state = states.get(stateCode);
  if (!state || state.countryCode !== INDIA_COUNTRY_CODE)
    throw badRequest(REGISTRATION_MSG.invalidLocation, { state: REGISTRATION_MSG.invalidLocation });
  const cities = await citiesByCode(ctx, [cityCode]);
  const city = cities.get(cityCode);
  if (!city || city.stateCode !== stateCode)
    throw badRequest(REGISTRATION_MSG.invalidLocation, { city: REGISTRATION_MSG.invalidLocation });
}

async function checkEmailFree(ctx: AppContext, email: string, role: 'member' | 'student' | 'corporate') {
  const accounts = await findUsersByEmail(ctx.db, email);
  if (accounts.some((a) => a.role === role)) throw conflict(REGISTRATION_MSG.emailTaken);
}

async function startSession(
  ctx: AppContext,
  user: { id: number; name: string; registrationType: string; role: 'member' | 'student' | 'corporate' },
  meta: RequestMeta,
): Promise<SignedIn> {
  const session = await createSession(ctx, user.id, meta);
  return {
    session,
    result: {
      token: session.token,
      name: user.name,
      registrationType: user.registrationType,
      userType: USER_TYPE[user.role],
    },
  };
}

// ---- Step 2: registration ----

export async function registerMember(
  ctx: AppContext,
  input: {
    membershipType: string;
    membershipNumber: string;
    dateOfBirth: string;
    countryCode: string;
    state: string;
    city: string;
    otherCity: string;
    address: string;
    password: string;
    registrationToken: string;
    proof: string;
    language?: Language;
  },
  meta: RequestMeta,
): Promise<SignedIn> {
  await hit(ctx, LIMITS.register, meta.ip);
  await checkProof(ctx, 'register-member', input.proof, { ip: meta.ip });
  const otp = await verifiedRegistration(ctx, input.registrationToken);
  if (otp.subject !== memberSubject(input.membershipType, input.membershipNumber, input.dateOfBirth)) {
    throw badRequest(REGISTRATION_MSG.memberNotFound);
  }
  const record = await instituteDirectory(ctx).findMember(input.membershipType, input.membershipNumber);
  if (!record || record.dateOfBirth !== input.dateOfBirth) throw badRequest(REGISTRATION_MSG.memberNotFound);
  if (await memberAccountExists(ctx.db, record.membershipType, record.membershipNumber))
    throw conflict(REGISTRATION_MSG.alreadyRegistered);
  await checkEmailFree(ctx, record.email, 'member');
  if (input.countryCode === INDIA_COUNTRY_CODE) await checkIndianLocation(ctx, input.state, input.city);
  else if (!(await countryByCode(ctx, input.countryCode)))
    throw badRequest(REGISTRATION_MSG.invalidLocation, { countryCode: MSG.required });

  const user = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await consumeRegistration(txCtx, otp.id);
    const account = await createAccount(txCtx, {
      role: 'member',
      email: record.email,
      password: input.password,
      name: record.name,
      mobile: record.mobile,
      language: input.language,
    });
    await recordRegistrationConsents(txCtx, account.id, 'member');
    await insertMemberProfile(tx, {
      userId: account.id,
      membershipType: record.membershipType,
      membershipNumber: record.membershipNumber,
      dateOfBirth: record.dateOfBirth,
      countryCode: input.countryCode,
      stateCode: input.countryCode === INDIA_COUNTRY_CODE ? input.state : '',
      cityCode: input.countryCode === INDIA_COUNTRY_CODE ? input.city : '',
      otherCity: input.countryCode === INDIA_COUNTRY_CODE ? '' : input.otherCity,
      address: record.address || input.address,
      region: record.region,
      chapter: record.chapter,
      modifiedAt: ctx.now(),
    });
    return account;
  });
  await audit(ctx, { action: 'register.member', actorId: user.id, targetId: user.id, ip: meta.ip });
  return startSession(ctx, { ...user, role: 'member' }, meta);
}

export async function registerStudent(
  ctx: AppContext,
  input: {
    registrationNumber: string;
    dateOfBirth: string;
    state: string;
    city: string;
    password: string;
    registrationToken: string;
    proof: string;
    language?: Language;
  },
  meta: RequestMeta,
): Promise<SignedIn> {
  await hit(ctx, LIMITS.register, meta.ip);
  await checkProof(ctx, 'register-student', input.proof, { ip: meta.ip });
  const otp = await verifiedRegistration(ctx, input.registrationToken);
  const record = await instituteDirectory(ctx).findStudent(input.registrationNumber);
  if (
    !record ||
    record.dateOfBirth !== input.dateOfBirth ||
    otp.subject !== studentSubject(record.registrationNumber, record.dateOfBirth)
  ) {
    throw badRequest(REGISTRATION_MSG.studentNotFound);
  }
  if (await studentAccountExists(ctx.db, record.registrationNumber))
    throw conflict(REGISTRATION_MSG.studentAlreadyRegistered);
  await checkEmailFree(ctx, record.email, 'student');
  // A city of the state, or a name typed in (spec 1 section 5): the profile's rule.
  const place = await checkPlace(ctx, input.state, input.city, { typedCity: true });
  const user = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await consumeRegistration(txCtx, otp.id);
    const account = await createAccount(txCtx, {
      role: 'student',
      email: record.email,
      password: input.password,
      name: record.name,
      mobile: record.mobile,
      language: input.language,
    });
    await recordRegistrationConsents(txCtx, account.id, 'student');
    await insertStudentProfile(tx, {
      userId: account.id,
      registrationNumber: record.registrationNumber,
      dateOfBirth: record.dateOfBirth,
      region: record.region,
      chapter: record.chapter,
      stateCode: input.state,
      cityCode: place.cityCode,
      modifiedAt: ctx.now(),
    });
    return account;
  });
  await audit(ctx, { action: 'register.student', actorId: user.id, targetId: user.id, ip: meta.ip });
  return startSession(ctx, { ...user, role: 'student' }, meta);
}

export interface CorporateRegistration {
  basicDetail: {
    companyName: string;
    isPCS: boolean;
    firmName: string;
    memberName: string;
    membershipNumber: string;
    cinNumber: string;
    isListed: boolean;
    listingType: string;
    industryType: { industryTypeCode: string }[];
    companyDescription: string;
  };
  addressDetail: {
    countryCode: string;
    stateCode: string;
    cityCode: string;
    otherCity: string;
    address: string;
    locality: string;
    companyPhoneCode: string;
    companyContactNumber: string;
    companyWebsite: string;
  };
  authDetail: { password: string };
  contactDetail: {
    contactPerson1Name: string;
    contactPerson1Email: string;
    contactPerson1PhoneCode: string;
    contactPerson1Mobile: string;
    contactPerson2Name: string;
    contactPerson2Email: string;
    contactPerson2Mobile: string;
  };
  registrationToken: string;
  language?: Language;
}

export async function registerCorporate(
  ctx: AppContext,
  input: CorporateRegistration,
  meta: RequestMeta,
): Promise<{ Message: string; testConfirmToken?: string }> {
  await hit(ctx, LIMITS.register, meta.ip);
  const { basicDetail: basic, addressDetail: address, contactDetail: contact } = input;
  const otp = await verifiedRegistration(ctx, input.registrationToken);
  if (otp.subject !== corporateSubject(contact.contactPerson1Email, contact.contactPerson1Mobile)) {
    throw badRequest(OUR_MSG.otpForOtherContact);
  }
  const email = contact.contactPerson1Email;
  const answer = { Message: REGISTRATION_MSG.confirmEmailSent(email) };
  const industryCodes = basic.industryType.map((i) => i.industryTypeCode);
  const industries = await masterItemsByCode(ctx, MASTER_LIST.industry, industryCodes);
  if (industryCodes.some((c) => !industries.has(c)))
    throw badRequest(EMPLOYER_MSG.invalidIndustryType, { 'basicDetail.industryType': MSG.required });
  if (basic.listingType) {
    const types = await masterItemsByCode(ctx, MASTER_LIST.listingType, [basic.listingType]);
    if (!types.has(basic.listingType))
      throw badRequest(EMPLOYER_MSG.invalidListingType, { 'basicDetail.listingType': MSG.required });
  }
  if (address.countryCode === INDIA_COUNTRY_CODE)
    await checkIndianLocation(ctx, address.stateCode, address.cityCode);
  else if (!(await countryByCode(ctx, address.countryCode))) throw badRequest(EMPLOYER_MSG.invalidCountry);

  // An e-mail that already has an employer account: the same answer, and its owner is told.
  const existing = (await findUsersByEmail(ctx.db, email)).find((a) => a.role === 'corporate');
  if (existing) {
    await ctx.db.transaction(async (tx) => {
      await consumeRegistration({ ...ctx, db: tx }, otp.id);
      await queueMail(
        { ...ctx, db: tx },
        registrationAttemptMail({
          to: email,
          language: existing.language,
          loginUrl: `${ctx.config.publicUrl}/PlacementApp/corporate`,
        }),
      );
    });
    await audit(ctx, { action: 'register.corporate.taken', ip: meta.ip });
    return answer;
  }
  const token = newToken();
  const user = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await consumeRegistration(txCtx, otp.id);
    const account = await createAccount(txCtx, {
      emailConfirmed: false,
      role: 'corporate',
      email: contact.contactPerson1Email,
      password: input.authDetail.password,
      name: basic.companyName.trim(),
      mobile: contact.contactPerson1Mobile,
      registrationType: basic.isPCS ? REGISTRATION_TYPE.training : REGISTRATION_TYPE.placement,
      language: input.language,
    });
    await recordRegistrationConsents(txCtx, account.id, 'corporate');
    await insertCorporateProfile(tx, {
      userId: account.id,
      companyName: basic.companyName.trim(),
      cinNumber: basic.cinNumber,
      isListed: basic.isListed,
      listingType: basic.listingType,
      industryTypes: industryCodes,
      isPcs: basic.isPCS,
      firmName: basic.firmName,
      memberName: basic.memberName,
      membershipNumber: basic.membershipNumber,
      companyDescription: sanitizeRichText(basic.companyDescription),
      countryCode: address.countryCode,
      stateCode: address.stateCode,
      cityCode: address.cityCode,
      otherCity: address.otherCity,
      address: address.address,
      locality: address.locality,
      companyPhoneCode: address.companyPhoneCode,
      companyContactNumber: address.companyContactNumber,
      companyWebsite: address.companyWebsite,
      ...contact,
      canPostTraining: false,
      modifiedAt: ctx.now(),
    });
    const now = ctx.now();
    await insertEmailConfirmation(tx, {
      tokenHash: sha256(token),
      userId: account.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CONFIRM_TTL_HOURS * 3_600_000),
    });
    await queueMail(
      txCtx,
      confirmEmailMail({
        to: email,
        language: account.language,
        contactName: contact.contactPerson1Name,
        companyName: basic.companyName.trim(),
        hours: EMAIL_CONFIRM_TTL_HOURS,
        link: `${ctx.config.publicUrl}/PlacementApp/confirm-email?token=${token}`,
      }),
    );
    return account;
  });
  await audit(ctx, { action: 'register.corporate', actorId: user.id, targetId: user.id, ip: meta.ip });
  return ctx.config.PLACEMENT_TEST_MODE ? { ...answer, testConfirmToken: token } : answer;
}

/** Opens the mailed link: the e-mail is proved, and the employer is signed in. */
export async function confirmCorporateEmail(
  ctx: AppContext,
  token: string,
  meta: RequestMeta,
): Promise<SignedIn> {
  await hit(ctx, LIMITS.reset, meta.ip);
  const now = ctx.now();
  const user = await ctx.db.transaction(async (tx) => {
    const userId = await consumeEmailConfirmation(tx, sha256(token), now);
    if (!userId) throw badRequest(OUR_MSG.emailConfirmInvalid);
    const found = await findUserById(tx, userId);
    if (!found || found.deletedAt || found.loginStatus !== 'active')
      throw badRequest(OUR_MSG.emailConfirmInvalid);
    await confirmEmail(tx, userId, now);
    return found;
  });
  await audit(ctx, { action: 'email.confirmed', actorId: user.id, targetId: user.id, ip: meta.ip });
  return startSession(ctx, { ...user, role: 'corporate' }, meta);
}

// ---- Sync from the institute's records ----

export async function syncMember(ctx: AppContext, user: AuthUser) {
  const profile = await memberProfileOf(ctx.db, user.id);
  if (!profile) throw notFound(REGISTRATION_MSG.memberNotFound);
  const record: MemberRecord | null = await instituteDirectory(ctx).findMember(
    profile.membershipType,
    profile.membershipNumber,
  );
  if (!record) throw notFound(REGISTRATION_MSG.memberNotFound);
  await syncContact(ctx, user, record, 'member');
  await updateMemberAddress(
    ctx.db,
    user.id,
    { address: record.address, region: record.region, chapter: record.chapter },
    ctx.now(),
  );
  await audit(ctx, { action: 'sync.member', actorId: user.id, targetId: user.id });
  return { Message: MSG.synced };
}

export async function syncStudent(ctx: AppContext, user: AuthUser) {
  const profile = await studentProfileOf(ctx.db, user.id);
  if (!profile) throw notFound(REGISTRATION_MSG.studentNotFound);
  const record: StudentRecord | null = await instituteDirectory(ctx).findStudent(profile.registrationNumber);
  if (!record) throw notFound(REGISTRATION_MSG.studentNotFound);
  await syncContact(ctx, user, record, 'student');
  await updateStudentRecord(ctx.db, user.id, { region: record.region, chapter: record.chapter }, ctx.now());
  await audit(ctx, { action: 'sync.student', actorId: user.id, targetId: user.id });
  return { Message: MSG.synced };
}

async function syncContact(
  ctx: AppContext,
  user: AuthUser,
  record: { name: string; email: string; mobile: string },
  role: 'member' | 'student',
) {
  if (record.email !== user.email) {
    const others = await findUsersByEmail(ctx.db, record.email);
    if (others.some((o) => o.role === role && o.id !== user.id)) throw conflict(REGISTRATION_MSG.emailTaken);
  }
  await updateUserContact(
    ctx.db,
    user.id,
    { name: record.name, email: record.email, mobile: record.mobile },
    ctx.now(),
  );
}
