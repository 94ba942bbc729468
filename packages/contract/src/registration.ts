import { z } from 'zod';
import { languageField } from './account.ts';
import { sessionResult } from './auth.ts';
import {
  COMPANY_DESCRIPTION_MAX,
  DEFAULT_MEMBERSHIP_TYPE,
  DEFAULT_PHONE_CODE,
  FIRM_FIELD_MAX,
  INDIA_COUNTRY_CODE,
  MEMBERSHIP_TYPES,
} from './constants.ts';
import { endpoint } from './endpoint.ts';
import { messageResult } from './envelope.ts';
import { MSG, OUR_MSG } from './messages.ts';
import {
  cinField,
  codeOrName,
  encodedNewPassword,
  mobileField,
  normalizeCompanyName,
  optionalMobileField,
  proofField,
  websiteField,
} from './validators.ts';

/** The product segment of the spec's `{product}/member-detail` paths. */
export const PRODUCT = 'placement';

export const REGISTRATION_MSG = {
  memberNotFound:
    'No member record matches this membership number and date of birth. Please check the details.',
  studentNotFound:
    'No student record matches this registration number and date of birth. Please check the details.',
  alreadyRegistered:
    'An account already exists for this membership number. Please login or use Forgot password.',
  studentAlreadyRegistered:
    'An account already exists for this registration number. Please login or use Forgot password.',
  emailTaken: 'An account already exists for this e-mail. Please login or use Forgot password.',
  /** Employer registration's answer, the same whether or not the e-mail already had an account. */
  confirmEmailSent: (email: string) =>
    `Almost done: we have sent a link to ${email}. Open it within 24 hours to confirm your e-mail address and sign in.`,
  directoryDown: "The institute's records cannot be reached right now. Please try again in a few minutes.",
  otherCityRequired: MSG.required,
  invalidDate: 'Please enter a valid date of birth.',
  membershipDigits: 'Membership number must contain digits only',
  invalidRegistrationNumber: 'Please enter a valid registration number',
  invalidLocation: 'Please select a valid State/UT and city.',
} as const;

/** Text that the employer form upper-cases (names, addresses). */
const upper = (max: number) => z.string().trim().max(max, `Maximum ${max} characters allowed`).toUpperCase();
const optional = (max: number) =>
  z.string().trim().max(max, `Maximum ${max} characters allowed`).optional().default('');

const isoDate = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .regex(/^\d{4}-\d{2}-\d{2}$/, REGISTRATION_MSG.invalidDate)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), REGISTRATION_MSG.invalidDate);

function decodeBase64(value: string): string | null {
  try {
    return atob(value);
  } catch {
    return null;
  }
}

export const membershipNumber = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(FIRM_FIELD_MAX)
  .regex(/^\d+$/, REGISTRATION_MSG.membershipDigits);
export const registrationNumber = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(30)
  .regex(/^[A-Za-z0-9/-]+$/, REGISTRATION_MSG.invalidRegistrationNumber);

/** Step 1 of member registration, as the form checks it (before encoding). */
export const memberLookupForm = z.object({
  membershipType: z.enum(MEMBERSHIP_TYPES).default(DEFAULT_MEMBERSHIP_TYPE),
  membershipNumber,
  dateOfBirth: isoDate,
});
/** Step 1 of student registration. */
export const studentLookupForm = z.object({ registrationNumber, dateOfBirth: isoDate });

const proofPart = z.object({ proof: proofField });

/** Copies a sub-schema's issues onto the refinement context; returns the data or undefined. */
function check<T extends z.ZodType>(
  schema: T,
  value: unknown,
  ctx: z.RefinementCtx,
): z.output<T> | undefined {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  for (const i of r.error.issues) ctx.addIssue({ code: 'custom', path: i.path, message: i.message });
  return undefined;
}

/** What a look-up of the institute's records answers (the spec's field names). */
export const lookupResult = z.object({
  nameField: z.string(),
  emailField: z.string(),
  mobileField: z.string(),
  addressField: z.string(),
  regionField: z.string(),
  chapterField: z.string(),
  /** Message when no record matches; the other fields are then empty. */
  mSgField: z.string(),
  /** Before the OTP: the token for comm/send-otp (name and address stay empty, mobile and e-mail masked). */
  lookupToken: z.string(),
  /** True once the answer is the full record (after the OTP, with a registrationToken). */
  verified: z.boolean(),
});
export type LookupResult = z.infer<typeof lookupResult>;

/**
 * `GET placement/member-detail`: step 1 (membership type, number and date of birth, both base64,
 * with the proof of work) answers masked contact details and a lookupToken; after the OTP, the same call
 * with `registrationToken` answers the full record for the read-only fields of step 2.
 */
export const memberLookupQuery = z
  .object({
    registrationToken: z.string().max(200).optional(),
    membershipType: z.string().max(2).optional(),
    /** base64 of the membership number (spec 1 section 7). */
    membershipNumber: z.string().max(200).optional(),
    /** base64 of the date of birth, YYYY-MM-DD. */
    dateOfBirth: z.string().max(200).optional(),
    proof: z.string().max(4000).optional(),
  })
  .transform((q, ctx) => {
    if (q.registrationToken) return { step: 'verified' as const, registrationToken: q.registrationToken };
    const form = check(
      memberLookupForm,
      {
        membershipType: q.membershipType || undefined,
        membershipNumber: decodeBase64(q.membershipNumber ?? '') ?? '',
        dateOfBirth: decodeBase64(q.dateOfBirth ?? '') ?? '',
      },
      ctx,
    );
    const proof = check(proofPart, { proof: q.proof ?? '' }, ctx);
    if (!form || !proof) return z.NEVER;
    return { step: 'lookup' as const, ...form, ...proof };
  });

export const lookupMember = endpoint({
  method: 'GET',
  path: `${PRODUCT}/member-detail`,
  query: memberLookupQuery,
  result: lookupResult,
  roles: 'public',
  mutating: true,
  summary: "Looks up the institute's member record for registration (proof of work, then OTP).",
});

export const studentLookupQuery = z
  .object({
    registrationToken: z.string().max(200).optional(),
    registrationNumber: z.string().max(60).optional(),
    dateOfBirth: z.string().max(40).optional(),
    proof: z.string().max(4000).optional(),
  })
  .transform((q, ctx) => {
    if (q.registrationToken) return { step: 'verified' as const, registrationToken: q.registrationToken };
    const form = check(
      studentLookupForm,
      { registrationNumber: q.registrationNumber ?? '', dateOfBirth: q.dateOfBirth ?? '' },
      ctx,
    );
    const proof = check(proofPart, { proof: q.proof ?? '' }, ctx);
    if (!form || !proof) return z.NEVER;
    return { step: 'lookup' as const, ...form, ...proof };
  });

export const lookupStudent = endpoint({
  method: 'GET',
  path: `${PRODUCT}/student-detail`,
  query: studentLookupQuery,
  result: lookupResult,
  roles: 'public',
  mutating: true,
  summary: "Looks up the institute's student record for registration (proof of work, then OTP).",
});

/** Country, state, city and other city, with the spec's country rule (India: state and city; else other city). */
const location = {
  countryCode: z.string().trim().max(3).default(INDIA_COUNTRY_CODE),
  state: z.string().trim().max(40).optional().default(''),
  city: z.string().trim().max(80).optional().default(''),
  otherCity: z.string().trim().max(100).optional().default(''),
};

/**
 * Runs a location rule even when another field of the body failed (zod skips a refinement then),
 * so that a form submitted empty shows State and City 'required' with the other messages at once.
 */
const EVEN_WITH_OTHER_ISSUES = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

function checkLocation(
  v: { countryCode: string; state: string; city: string; otherCity: string },
  ctx: z.RefinementCtx,
  names: { state: string; city: string; otherCity: string } = {
    state: 'state',
    city: 'city',
    otherCity: 'otherCity',
  },
) {
  if (v.countryCode === INDIA_COUNTRY_CODE) {
    if (!v.state) ctx.addIssue({ code: 'custom', path: [names.state], message: MSG.required });
    if (!v.city) ctx.addIssue({ code: 'custom', path: [names.city], message: MSG.required });
  } else if (!v.otherCity) {
    ctx.addIssue({ code: 'custom', path: [names.otherCity], message: MSG.required });
  }
}

/** Ours: the language of the registration page; the new account's e-mails are written in it. */
const language = { language: languageField.optional() };

const registrationProof = {
  registrationToken: z
    .string({ error: 'Please verify your mobile number with the OTP first.' })
    .min(1)
    .max(200),
  proof: proofField,
};

export const registerMemberBody = z
  .object({
    membershipType: z.enum(MEMBERSHIP_TYPES).default(DEFAULT_MEMBERSHIP_TYPE),
    membershipNumber,
    dateOfBirth: isoDate,
    ...location,
    address: optional(500),
    // Name, mobile and e-mail are read-only on the form: the server takes them from the record.
    name: optional(200),
    mobile: optional(20),
    email: optional(254),
    password: encodedNewPassword,
    ...registrationProof,
    ...language,
  })
  .superRefine((v, ctx) => checkLocation(v, ctx), EVEN_WITH_OTHER_ISSUES);

export const registerMember = endpoint({
  method: 'POST',
  path: 'auth/register-member',
  body: registerMemberBody,
  result: sessionResult,
  roles: 'public',
  summary: "Registers a member from the institute's record (after the OTP) and signs them in.",
});

export const registerStudentBody = z.object({
  registrationNumber,
  dateOfBirth: isoDate,
  state: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(40),
  /** A city code of the state, or a name typed in (validators.ts codeOrName, spec 1 section 5). */
  city: codeOrName(),
  name: optional(200),
  mobile: optional(20),
  email: optional(254),
  region: optional(100),
  chapter: optional(100),
  password: encodedNewPassword,
  ...registrationProof,
  ...language,
});

export const registerStudent = endpoint({
  method: 'POST',
  path: 'auth/register-student',
  body: registerStudentBody,
  result: sessionResult,
  roles: 'public',
  summary: "Registers a student from the institute's record (after the OTP) and signs them in.",
});

const emailOrEmpty = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine((v) => v === '' || z.email().safeParse(v).success, OUR_MSG.invalidEmail);

export const corporateBasicDetail = z
  .object({
    companyName: z
      .string({ error: MSG.required })
      .transform(normalizeCompanyName)
      .pipe(z.string().trim().min(1, MSG.required).max(200)),
    isPCS: z.boolean({ error: MSG.selectOption }),
    firmName: upper(FIRM_FIELD_MAX).optional().default(''),
    memberName: upper(FIRM_FIELD_MAX).optional().default(''),
    membershipNumber: z.string().trim().max(FIRM_FIELD_MAX).optional().default(''),
    cinNumber: cinField.optional().default(''),
    isListed: z.boolean().optional(),
    listingType: z.string().trim().max(40).optional().default(''),
    industryType: z
      .array(z.object({ industryTypeCode: z.string().min(1).max(60) }))
      .min(1, MSG.required)
      .max(20),
    companyDescription: optional(COMPANY_DESCRIPTION_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.isPCS) {
      for (const key of ['firmName', 'memberName', 'membershipNumber'] as const) {
        if (!v[key]) ctx.addIssue({ code: 'custom', path: [key], message: MSG.required });
      }
    } else {
      if (!v.cinNumber) ctx.addIssue({ code: 'custom', path: ['cinNumber'], message: MSG.required });
      if (v.isListed === undefined)
        ctx.addIssue({ code: 'custom', path: ['isListed'], message: MSG.selectOption });
      if (v.isListed === false && !v.listingType)
        ctx.addIssue({ code: 'custom', path: ['listingType'], message: MSG.required });
    }
  })
  .transform((v) => ({
    ...v,
    // PCS hides CIN and the listed question; listed 'yes' clears the listing type.
    cinNumber: v.isPCS ? '' : v.cinNumber,
    isListed: v.isPCS ? false : (v.isListed ?? false),
    listingType: v.isPCS || v.isListed ? '' : v.listingType,
    firmName: v.isPCS ? v.firmName : '',
    memberName: v.isPCS ? v.memberName : '',
    membershipNumber: v.isPCS ? v.membershipNumber : '',
  }));

export const corporateAddressDetail = z
  .object({
    countryCode: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(3),
    stateCode: z.string().trim().max(40).optional().default(''),
    cityCode: z.string().trim().max(80).optional().default(''),
    otherCity: upper(100).optional().default(''),
    address: upper(500).pipe(z.string().min(1, MSG.required)),
    locality: optional(200),
    companyPhoneCode: z.string().trim().max(10).optional().default(DEFAULT_PHONE_CODE),
    companyContactNumber: z
      .string()
      .trim()
      .regex(/^\d{0,15}$/, 'Please enter digits only')
      .optional()
      .default(''),
    companyWebsite: websiteField(300),
  })
  .superRefine(
    (v, ctx) =>
      checkLocation(
        { countryCode: v.countryCode, state: v.stateCode, city: v.cityCode, otherCity: v.otherCity },
        ctx,
        {
          state: 'stateCode',
          city: 'cityCode',
          otherCity: 'otherCity',
        },
      ),
    EVEN_WITH_OTHER_ISSUES,
  )
  .transform((v) =>
    v.countryCode === INDIA_COUNTRY_CODE ? { ...v, otherCity: '' } : { ...v, stateCode: '', cityCode: '' },
  );

export const corporateContactDetail = z.object({
  contactPerson1Name: upper(100).pipe(z.string().min(1, MSG.required)),
  contactPerson1Email: z
    .string({ error: MSG.required })
    .trim()
    .toLowerCase()
    .min(1, MSG.required)
    .pipe(z.email(OUR_MSG.invalidEmail)),
  contactPerson1PhoneCode: z.string().trim().max(10).optional().default(DEFAULT_PHONE_CODE),
  contactPerson1Mobile: mobileField,
  contactPerson2Name: upper(100).optional().default(''),
  contactPerson2Email: emailOrEmpty.optional().default(''),
  contactPerson2Mobile: optionalMobileField,
});

export const registerCorporateBody = z.object({
  basicDetail: corporateBasicDetail,
  addressDetail: corporateAddressDetail,
  authDetail: z.object({ password: encodedNewPassword }),
  contactDetail: corporateContactDetail,
  /** From comm/validate-otp (the OTP sent to contact person 1's mobile, bound to the mobile and e-mail). */
  registrationToken: z
    .string({ error: 'Please verify your mobile number with the OTP first.' })
    .min(1)
    .max(200),
  ...language,
});
export type RegisterCorporateInput = z.input<typeof registerCorporateBody>;

export const registerCorporateResult = z.object({
  Message: z.string(),
  /** Test mode only (PLACEMENT_TEST_MODE=1): the confirmation link's token, for automated tests. */
  testConfirmToken: z.string().optional(),
});

/**
 * The OTP proves the mobile; the e-mail is proved by the link mailed here, and the account signs
 * in only after it is opened (auth/confirm-email). An e-mail that already has an employer account
 * gets the same answer (its owner is mailed instead), so registration never reveals it.
 */
export const registerCorporate = endpoint({
  method: 'POST',
  path: 'auth/register-corporate',
  body: registerCorporateBody,
  result: registerCorporateResult,
  roles: 'public',
  summary:
    "Ours (the spec's signs in at once): answers 'we have sent a link', creates the account unconfirmed and mails the confirmation link; an e-mail already registered gets the same answer.",
});

export const EMAIL_CONFIRM_TTL_HOURS = 24;

/** `POST auth/confirm-email` (ours): opens the mailed link; confirms the e-mail and signs in. */
export const confirmEmail = endpoint({
  method: 'POST',
  path: 'auth/confirm-email',
  body: z.object({ token: z.string().min(1, MSG.required).max(200) }),
  result: sessionResult,
  roles: 'public',
  summary: "Confirms a new employer's e-mail address with the mailed token and signs the employer in.",
});

export const syncMemberDetail = endpoint({
  method: 'POST',
  path: 'member/sync-detail',
  result: messageResult,
  roles: ['member'],
  summary: "Refreshes the member's contact details and address from the institute's records.",
});

export const syncStudentDetail = endpoint({
  method: 'POST',
  path: 'student/sync-detail',
  result: messageResult,
  roles: ['student'],
  summary: "Refreshes the student's contact details, region and chapter from the institute's records.",
});
