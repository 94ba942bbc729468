import { z } from 'zod';
import {
  ACHIEVEMENTS_MAX,
  BUILDER_IMAGE_MAX_BYTES,
  JOB_PROFILE_MAX,
  MEMBER_SUMMARY_MAX,
  RESUME_MAX_BYTES_MEMBER,
  RESUME_MAX_BYTES_STUDENT,
  STUDENT_SUMMARY_MAX,
} from './constants.ts';
import { buildPath, endpoint } from './endpoint.ts';
import { messageResult } from './envelope.ts';
import { MSG, OUR_MSG } from './messages.ts';
import { stageCount } from './pipeline.ts';
import { codeOrName, codeParam, requiredText } from './validators.ts';

/**
 * Member and student profiles (spec 3 sections 2.6, 2.7, 3, 4, 5, 7, 8; spec 2 sections 2, 3, 5),
 * their resumes and pictures, and the read-only candidate views of employers and admins.
 *
 * Who may read a candidate (the profile, its resume and its picture): the candidate, any admin,
 * and an employer the candidate applied to (one of the employer's jobs or trainings). Anybody
 * else gets a 404, as if the candidate did not exist.
 */

export type CandidateKind = 'member' | 'student';

/** The role the member form's designation must name in `otherRole` (the seed's 'Other' role). */
export const OTHER_ROLE_CODE = 'R-OTHER';
/** The certification training type whose name the member types in `trainingName`. */
export const OTHER_TRAINING_TYPE_CODE = 'TT-OTHER';

export const RESUME_FIELD = 'resume';
export const PICTURE_FIELD = 'picture';
export const RESUME_MAX_BYTES: Record<CandidateKind, number> = {
  member: RESUME_MAX_BYTES_MEMBER,
  student: RESUME_MAX_BYTES_STUDENT,
};
export const RESUME_TOO_BIG: Record<CandidateKind, string> = {
  member: MSG.resumeTooBigMember,
  student: MSG.resumeTooBigStudent,
};
export const PICTURE_MAX_BYTES = BUILDER_IMAGE_MAX_BYTES;
export const PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;

export const SUMMARY_MAX: Record<CandidateKind, number> = {
  member: MEMBER_SUMMARY_MAX,
  student: STUDENT_SUMMARY_MAX,
};
/** Member 'Additional Info'; the student's section of that name holds the achievements (500). */
export const MEMBER_ADDITIONAL_INFO_MAX = 1000;
export const ITEM_TEXT_MAX = 200;
export const OTHER_ROLE_MAX = 100;
export const COMPANY_MAX = 200;
export const MAX_SKILLS = 50;
/** Items per section and person: enough for any career, and a bound on what one person can store. */
export const MAX_ITEMS_PER_SECTION = 30;
export const MAX_EXPERIENCE_MONTHS = 12 * 60;
export const MAX_CTC = 10_000_000_000;
export const MAX_COURSE_DURATION_MONTHS = 120;
/** Earliest year of passing (spec 3 section 9: years of passing go down to 1947). */
export const FIRST_YEAR = 1947;
/** Years of completion may lie this far ahead (a course still in progress). */
export const YEARS_AHEAD = 9;

export function lastYear(now: Date = new Date()): number {
  return now.getFullYear() + YEARS_AHEAD;
}

/**
 * Profiles of candidates who have not applied to an employer that one employer may open in one
 * India day (features/access/candidate-access.ts); profiles of its own applicants do not count.
 */
export const PROFILE_VIEWS_PER_DAY = 100;
/** Page size of the candidate's list of employers who viewed the profile. */
export const PROFILE_VIEWS_PAGE_SIZE = 10;
/** How long the candidate's list of profile views goes back (older views are deleted). */
export const PROFILE_VIEWS_KEPT_DAYS = 90;

/** Messages of this feature that the spec leaves to us. */
export const PROFILE_MSG = {
  selectSkill: 'Please select at least one skill.',
  tooManySkills: `You can select at most ${MAX_SKILLS} skills.`,
  invalidSkill: 'Please select skills from the list.',
  invalidRole: 'Please select a designation from the list.',
  invalidCurrency: 'Please select a currency from the list.',
  invalidTrainingType: 'Please select a training type from the list.',
  invalidLocation: 'Please select a valid State/UT and city.',
  yearFourDigits: 'Please enter the year in 4 digits.',
  yearRange: (max: number) => `Please enter a year from ${FIRST_YEAR} to ${max}.`,
  percentage: 'Please enter a percentage from 0 to 100.',
  nonNegative: 'Please enter a value of 0 or more.',
  amountTooLarge: 'Please enter a smaller amount.',
  wholeMonths: 'Please enter whole months.',
  invalidDate: 'Please enter a valid date.',
  tooManyItems: `You can add at most ${MAX_ITEMS_PER_SECTION} entries in this section.`,
  educationDeleted: 'Your education has been removed.',
  experienceDeleted: 'Your experience has been removed.',
  certificationDeleted: 'Your training has been removed.',
  pictureUploaded: 'Your profile picture has been updated.',
  pdfDamaged: 'The file is not a readable PDF. Please save it again as PDF and upload it.',
  candidateNotFound: 'The profile was not found.',
  usePutToChange: 'Use PUT to change an existing entry.',
  courseDurationMax: `At most ${MAX_COURSE_DURATION_MONTHS} months`,
  experienceMax: `At most ${MAX_EXPERIENCE_MONTHS / 12} years`,
  resumeShown: 'Employers who find you in a search can now open your resume.',
  resumeHidden: 'Only employers you apply to can open your resume now.',
  viewLimit: `You have opened ${PROFILE_VIEWS_PER_DAY} profiles of candidates who have not applied to you today, the most allowed in one day. The count starts again at midnight, India time (12:00 AM IST).`,
} as const;

// ---- Shapes of the answers ----

export const educationItem = z.object({
  code: z.string(),
  course: z.string(),
  college: z.string(),
  location: z.string(),
  board: z.string(),
  yearOfCompletion: z.number().int(),
  percentage: z.string(),
});
export type EducationItem = z.infer<typeof educationItem>;

export const experienceItem = z.object({
  code: z.string(),
  company: z.string(),
  designation: z.string(),
  location: z.string(),
  /** Epoch seconds. */
  startDate: z.number().int(),
  endDate: z.number().int(),
  jobProfile: z.string(),
});
export type ExperienceItem = z.infer<typeof experienceItem>;

export const certificationItem = z.object({
  code: z.string(),
  /** Training type (master list `training-type`). */
  trainingCode: z.string(),
  trainingName: z.string(),
  instituteName: z.string(),
  location: z.string(),
  /** Months; shown as years and months. */
  courseDuration: z.number().int(),
  yearOfCompletion: z.number().int(),
  percentage: z.string(),
});
export type CertificationItem = z.infer<typeof certificationItem>;

export const skillDetailItem = z.object({ code: z.string(), name: z.string() });
export type SkillDetailItem = z.infer<typeof skillDetailItem>;

/** The current resume; null when none was uploaded. Download: `resume/{userCode}/{fileName}`. */
export const resumeDetail = z
  .object({ fileName: z.string(), userCode: z.string(), modifiedOn: z.number().int() })
  .nullable();
export type ResumeDetail = z.infer<typeof resumeDetail>;

/**
 * What of this profile the viewer may see (features/access/candidate-access.ts). Without
 * `contact`, e-mail, mobile, date of birth and membership or registration number are empty;
 * without `resume`, `resumeDetail` is null (the candidate may still have one).
 */
export const profileAccess = z.object({ contact: z.boolean(), resume: z.boolean() });
export type ProfileAccess = z.infer<typeof profileAccess>;

/** Shared by the member's own profile and the member detail views (spec 3 section 3, spec 2 section 3). */
export const memberBasicDetail = z.object({
  userCode: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  dateOfBirth: z.string(),
  membershipType: z.string(),
  membershipNumber: z.string(),
  /** File name of the picture ('' when none): `picture/{userCode}/{profilePicture}`. */
  profilePicture: z.string(),
  profileSummary: z.string(),
  currentCompany: z.string(),
  currentRole: z.string(),
  currentRoleName: z.string(),
  otherRole: z.string(),
  totalExperienceInMonths: z.number().int(),
  currentCTC: z.number(),
  currentCTCCurrency: z.string(),
  state: z.string(),
  stateName: z.string(),
  city: z.string(),
  cityName: z.string(),
  additionalInfo: z.string(),
  isActive: z.boolean(),
  /** The candidate's switch: employers who only found them by search may open the resume. */
  showResumeToEmployers: z.boolean(),
});
export type MemberBasicDetail = z.infer<typeof memberBasicDetail>;

export const memberProfile = z.object({
  basicDetail: memberBasicDetail,
  educationDetail: z.array(educationItem),
  experienceDetail: z.array(experienceItem),
  certificationDetail: z.array(certificationItem),
  skillDetail: z.array(skillDetailItem),
  resumeDetail,
  access: profileAccess,
});
export type MemberProfile = z.infer<typeof memberProfile>;

export const studentBasicDetail = z.object({
  userCode: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  dateOfBirth: z.string(),
  registrationNumber: z.string(),
  profilePicture: z.string(),
  profileSummary: z.string(),
  state: z.string(),
  stateName: z.string(),
  city: z.string(),
  cityName: z.string(),
  /** Shown as 'Achievements' (spec 2: the admin view's achievements section). */
  additionalInfo: z.string(),
  isActive: z.boolean(),
  showResumeToEmployers: z.boolean(),
});
export type StudentBasicDetail = z.infer<typeof studentBasicDetail>;

export const studentProfile = z.object({
  basicDetail: studentBasicDetail,
  educationDetail: z.array(educationItem),
  experienceDetail: z.array(experienceItem),
  skillDetail: z.array(skillDetailItem),
  resumeDetail,
  access: profileAccess,
});
export type StudentProfile = z.infer<typeof studentProfile>;

// ---- Inputs ----

const requiredCode = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, OUR_MSG.invalidCode);

const optionalText = (max: number) =>
  z.string().trim().max(max, `Maximum ${max} characters allowed`).optional().default('');

const yearField = z
  .number({ error: MSG.required })
  .int(PROFILE_MSG.yearFourDigits)
  .min(1000, PROFILE_MSG.yearFourDigits)
  .max(9999, PROFILE_MSG.yearFourDigits)
  .superRefine((year, ctx) => {
    const max = lastYear();
    if (year < FIRST_YEAR || year > max)
      ctx.addIssue({ code: 'custom', message: PROFILE_MSG.yearRange(max) });
  });

const percentageField = z
  .string()
  .trim()
  .max(6, PROFILE_MSG.percentage)
  .refine((v) => v === '' || (/^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100), PROFILE_MSG.percentage)
  .optional()
  .default('');

const epochField = z
  .number({ error: MSG.required })
  .int()
  .min(-2208988800, PROFILE_MSG.invalidDate)
  .max(32503680000, PROFILE_MSG.invalidDate);

/** POST creates (the code is empty or absent); PUT updates the item the code names. */
const createCode = { code: z.literal('', { error: PROFILE_MSG.usePutToChange }).optional() };
const updateCode = { code: requiredCode };

const educationFields = {
  course: requiredText(ITEM_TEXT_MAX),
  college: requiredText(ITEM_TEXT_MAX),
  location: requiredText(ITEM_TEXT_MAX),
  board: requiredText(ITEM_TEXT_MAX),
  yearOfCompletion: yearField,
  percentage: percentageField,
};
export const educationCreateBody = z.object({ ...createCode, ...educationFields });
export const educationUpdateBody = z.object({ ...updateCode, ...educationFields });
export type EducationInput = z.input<typeof educationUpdateBody>;

const experienceFields = {
  company: requiredText(ITEM_TEXT_MAX),
  designation: requiredText(ITEM_TEXT_MAX),
  location: requiredText(ITEM_TEXT_MAX),
  startDate: epochField,
  endDate: epochField,
  jobProfile: requiredText(JOB_PROFILE_MAX),
};
function checkDates(v: { startDate: number; endDate: number }, ctx: z.RefinementCtx) {
  if (v.startDate > v.endDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: MSG.endBeforeStart });
  }
}
export const experienceCreateBody = z.object({ ...createCode, ...experienceFields }).superRefine(checkDates);
export const experienceUpdateBody = z.object({ ...updateCode, ...experienceFields }).superRefine(checkDates);
export type ExperienceInput = z.input<typeof experienceUpdateBody>;

const certificationFields = {
  trainingCode: requiredCode,
  /** Required when the training type is 'Other'; otherwise the type's name is kept. */
  trainingName: optionalText(ITEM_TEXT_MAX),
  instituteName: requiredText(ITEM_TEXT_MAX),
  location: requiredText(ITEM_TEXT_MAX),
  courseDuration: z
    .number({ error: MSG.required })
    .int(PROFILE_MSG.wholeMonths)
    .min(1, MSG.required)
    .max(MAX_COURSE_DURATION_MONTHS, PROFILE_MSG.courseDurationMax),
  yearOfCompletion: yearField,
  percentage: percentageField,
};
function checkTrainingName(v: { trainingCode: string; trainingName: string }, ctx: z.RefinementCtx) {
  if (v.trainingCode === OTHER_TRAINING_TYPE_CODE && !v.trainingName) {
    ctx.addIssue({ code: 'custom', path: ['trainingName'], message: MSG.required });
  }
}
export const certificationCreateBody = z
  .object({ ...createCode, ...certificationFields })
  .superRefine(checkTrainingName);
export const certificationUpdateBody = z
  .object({ ...updateCode, ...certificationFields })
  .superRefine(checkTrainingName);
export type CertificationInput = z.input<typeof certificationUpdateBody>;

/** Skill codes of the person's kind, or names typed in (validators.ts codeOrName). */
export const skillBody = z.object({
  skill: z
    .array(codeOrName(PROFILE_MSG.selectSkill), { error: PROFILE_MSG.selectSkill })
    .min(1, PROFILE_MSG.selectSkill)
    .max(MAX_SKILLS, PROFILE_MSG.tooManySkills),
});
export type SkillInput = z.input<typeof skillBody>;

export const memberAdditionalInfoBody = z.object({
  additionalInfo: optionalText(MEMBER_ADDITIONAL_INFO_MAX),
});
/** The student's achievements: required, at most 500 (spec 2 section 5). */
export const studentAdditionalInfoBody = z.object({
  additionalInfo: requiredText(ACHIEVEMENTS_MAX),
});
export const additionalInfoResult = z.object({ additionalInfo: z.string(), Message: z.string() });

export const activateBody = z.object({ status: z.boolean({ error: MSG.selectOption }) });
export const activateResult = z.object({ isActive: z.boolean(), Message: z.string() });

export const resumeVisibilityBody = z.object({ show: z.boolean({ error: MSG.selectOption }) });
export const resumeVisibilityResult = z.object({ showResumeToEmployers: z.boolean(), Message: z.string() });

export const profileViewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const profileViewItem = z.object({
  companyName: z.string(),
  /** Epoch seconds of the last view that day. */
  viewedOn: z.number().int(),
});
export const profileViewsResult = z.object({ list: z.array(profileViewItem), total: z.number().int() });

const stateField = requiredCode;
const cityField = requiredCode;

export const memberBasicDetailBody = z
  .object({
    state: stateField,
    city: cityField,
    currentCompany: requiredText(COMPANY_MAX),
    currentRole: requiredCode,
    otherRole: optionalText(OTHER_ROLE_MAX),
    totalExperienceInMonths: z
      .number({ error: MSG.required })
      .int(PROFILE_MSG.wholeMonths)
      .min(0, PROFILE_MSG.nonNegative)
      .max(MAX_EXPERIENCE_MONTHS, PROFILE_MSG.experienceMax),
    currentCTC: z
      .number({ error: MSG.required })
      .min(0, PROFILE_MSG.nonNegative)
      .max(MAX_CTC, PROFILE_MSG.amountTooLarge),
    currentCTCCurrency: requiredCode,
    profileSummary: requiredText(MEMBER_SUMMARY_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.currentRole === OTHER_ROLE_CODE && !v.otherRole) {
      ctx.addIssue({ code: 'custom', path: ['otherRole'], message: MSG.required });
    }
  })
  .transform((v) => ({ ...v, otherRole: v.currentRole === OTHER_ROLE_CODE ? v.otherRole : '' }));
export type MemberBasicDetailInput = z.input<typeof memberBasicDetailBody>;

export const studentBasicDetailBody = z.object({
  state: stateField,
  /** A city code of the state, or a name typed in (as at registration: codeOrName). */
  city: codeOrName(),
  profileSummary: requiredText(STUDENT_SUMMARY_MAX),
});
export type StudentBasicDetailInput = z.input<typeof studentBasicDetailBody>;
/** The student form reads these back (spec 3 section 7). */
export const studentBasicDetailResult = z.object({
  profileSummary: z.string(),
  state: z.string(),
  stateName: z.string(),
  city: z.string(),
  cityName: z.string(),
  Message: z.string(),
});

export const savedItemResult = z.object({ code: z.string(), Message: z.string() });
export const itemCodeParams = z.object({ code: codeParam });
export const uploadResult = z.object({ fileName: z.string(), Message: z.string() });

// ---- Member endpoints (spec 3 section 7 'Member') ----

export const getMemberProfile = endpoint({
  method: 'GET',
  path: 'member/profile',
  result: memberProfile,
  roles: ['member'],
  summary: "The signed-in member's own profile, every section.",
});

export const saveMemberBasicDetail = endpoint({
  method: 'POST',
  path: 'member/profile/basic-detail',
  body: memberBasicDetailBody,
  result: messageResult,
  roles: ['member'],
  summary: 'State, city, company, designation, experience, current CTC and profile summary.',
});

export const saveMemberSkills = endpoint({
  method: 'POST',
  path: 'member/profile/skill',
  body: skillBody,
  result: messageResult,
  roles: ['member'],
  summary: 'Replaces the skills (member skill codes, at least one).',
});

export const saveMemberAdditionalInfo = endpoint({
  method: 'PUT',
  path: 'member/profile/additional-info',
  body: memberAdditionalInfoBody,
  result: additionalInfoResult,
  roles: ['member'],
  summary: "Saves the additional information (optional free text) of the member's profile.",
});

export const setMemberActive = endpoint({
  method: 'PUT',
  path: 'member/profile/activate',
  body: activateBody,
  result: activateResult,
  roles: ['member'],
  summary:
    'Deactivates (false) or activates (true) the profile; a deactivated one is left out of every candidate search.',
});

export const setMemberResumeVisibility = endpoint({
  method: 'PUT',
  path: 'member/profile/resume-visibility',
  body: resumeVisibilityBody,
  result: resumeVisibilityResult,
  roles: ['member'],
  summary:
    'Ours. Whether employers who found the member by search (not applied to) may open the resume; off by default. Employers applied to always may.',
});

export const listMemberProfileViews = endpoint({
  method: 'GET',
  path: 'member/profile/views',
  query: profileViewsQuery,
  result: profileViewsResult,
  roles: ['member'],
  summary: `Ours. Which companies opened the member's profile and when (last ${PROFILE_VIEWS_KEPT_DAYS} days, newest first, ${PROFILE_VIEWS_PAGE_SIZE} per page).`,
});

export const uploadMemberResume = endpoint({
  method: 'POST',
  path: 'member/profile/resume',
  result: uploadResult,
  roles: ['member'],
  multipart: true,
  summary:
    'Multipart, field `resume`: a PDF (checked by content) of at most 2 MB. Replaces the previous resume.',
});

export const uploadMemberPicture = endpoint({
  method: 'POST',
  path: 'member/profile/picture',
  result: uploadResult,
  roles: ['member'],
  multipart: true,
  summary: 'Ours. Multipart, field `picture`: JPEG or PNG (checked by content) of at most 5 MB.',
});

export const addMemberEducation = endpoint({
  method: 'POST',
  path: 'member/profile/education',
  body: educationCreateBody,
  result: savedItemResult,
  roles: ['member'],
  summary: "Adds an education entry to the member's profile.",
});
export const updateMemberEducation = endpoint({
  method: 'PUT',
  path: 'member/profile/education',
  body: educationUpdateBody,
  result: savedItemResult,
  roles: ['member'],
  summary: "Changes one of the member's education entries (its code in the body).",
});
export const deleteMemberEducation = endpoint({
  method: 'DELETE',
  path: 'member/profile/education/:code',
  params: itemCodeParams,
  result: messageResult,
  roles: ['member'],
  summary: "Removes one of the member's education entries.",
});

export const addMemberExperience = endpoint({
  method: 'POST',
  path: 'member/profile/experience',
  body: experienceCreateBody,
  result: savedItemResult,
  roles: ['member'],
  summary: "Adds a work experience entry to the member's profile.",
});
export const updateMemberExperience = endpoint({
  method: 'PUT',
  path: 'member/profile/experience',
  body: experienceUpdateBody,
  result: savedItemResult,
  roles: ['member'],
  summary: "Changes one of the member's work experience entries (its code in the body).",
});
export const deleteMemberExperience = endpoint({
  method: 'DELETE',
  path: 'member/profile/experience/:code',
  params: itemCodeParams,
  result: messageResult,
  roles: ['member'],
  summary: "Removes one of the member's work experience entries.",
});

export const addMemberCertification = endpoint({
  method: 'POST',
  path: 'member/profile/certification',
  body: certificationCreateBody,
  result: savedItemResult,
  roles: ['member'],
  summary: "Adds a certification to the member's profile.",
});
export const updateMemberCertification = endpoint({
  method: 'PUT',
  path: 'member/profile/certification',
  body: certificationUpdateBody,
  result: savedItemResult,
  roles: ['member'],
  summary: "Changes one of the member's certifications (its code in the body).",
});
export const deleteMemberCertification = endpoint({
  method: 'DELETE',
  path: 'member/profile/certification/:code',
  params: itemCodeParams,
  result: messageResult,
  roles: ['member'],
  summary: "Removes one of the member's certifications.",
});

// ---- Student endpoints (spec 3 section 7 'Student') ----

export const getStudentProfile = endpoint({
  method: 'GET',
  path: 'student/profile',
  result: studentProfile,
  roles: ['student'],
  summary: "The signed-in student's own profile, every section.",
});

export const saveStudentBasicDetail = endpoint({
  method: 'PUT',
  path: 'student/profile/basic-detail',
  body: studentBasicDetailBody,
  result: studentBasicDetailResult,
  roles: ['student'],
  summary: "Saves the student's State/UT, city and profile summary.",
});

export const saveStudentSkills = endpoint({
  method: 'POST',
  path: 'student/profile/skill',
  body: skillBody,
  result: messageResult,
  roles: ['student'],
  summary: 'Replaces the skills (student skill codes, at least one).',
});

export const saveStudentAdditionalInfo = endpoint({
  method: 'PUT',
  path: 'student/profile/additional-info',
  body: studentAdditionalInfoBody,
  result: additionalInfoResult,
  roles: ['student'],
  summary: 'The achievements (required, at most 500 characters).',
});

export const setStudentActive = endpoint({
  method: 'PUT',
  path: 'student/profile/activate',
  body: activateBody,
  result: activateResult,
  roles: ['student'],
  summary:
    'Deactivates (false) or activates (true) the profile; a deactivated one is left out of every candidate search.',
});

export const setStudentResumeVisibility = endpoint({
  method: 'PUT',
  path: 'student/profile/resume-visibility',
  body: resumeVisibilityBody,
  result: resumeVisibilityResult,
  roles: ['student'],
  summary:
    'Ours. Whether employers who found the student by search (not applied to) may open the resume; off by default.',
});

export const listStudentProfileViews = endpoint({
  method: 'GET',
  path: 'student/profile/views',
  query: profileViewsQuery,
  result: profileViewsResult,
  roles: ['student'],
  summary: `Ours. Which companies opened the student's profile and when (last ${PROFILE_VIEWS_KEPT_DAYS} days, newest first, ${PROFILE_VIEWS_PAGE_SIZE} per page).`,
});

export const uploadStudentResume = endpoint({
  method: 'POST',
  path: 'student/profile/resume',
  result: uploadResult,
  roles: ['student'],
  multipart: true,
  summary:
    'Multipart, field `resume`: a PDF (checked by content) of at most 5 MB. Replaces the previous resume.',
});

export const uploadStudentPicture = endpoint({
  method: 'POST',
  path: 'student/profile/picture',
  result: uploadResult,
  roles: ['student'],
  multipart: true,
  summary: 'Ours. Multipart, field `picture`: JPEG or PNG (checked by content) of at most 5 MB.',
});

export const addStudentEducation = endpoint({
  method: 'POST',
  path: 'student/profile/education',
  body: educationCreateBody,
  result: savedItemResult,
  roles: ['student'],
  summary: "Adds an education entry to the student's profile.",
});
export const updateStudentEducation = endpoint({
  method: 'PUT',
  path: 'student/profile/education',
  body: educationUpdateBody,
  result: savedItemResult,
  roles: ['student'],
  summary: "Changes one of the student's education entries (its code in the body).",
});
export const deleteStudentEducation = endpoint({
  method: 'DELETE',
  path: 'student/profile/education/:code',
  params: itemCodeParams,
  result: messageResult,
  roles: ['student'],
  summary: "Removes one of the student's education entries.",
});

export const addStudentExperience = endpoint({
  method: 'POST',
  path: 'student/profile/experience',
  body: experienceCreateBody,
  result: savedItemResult,
  roles: ['student'],
  summary: "Adds a work experience entry to the student's profile.",
});
export const updateStudentExperience = endpoint({
  method: 'PUT',
  path: 'student/profile/experience',
  body: experienceUpdateBody,
  result: savedItemResult,
  roles: ['student'],
  summary: "Changes one of the student's work experience entries (its code in the body).",
});
export const deleteStudentExperience = endpoint({
  method: 'DELETE',
  path: 'student/profile/experience/:code',
  params: itemCodeParams,
  result: messageResult,
  roles: ['student'],
  summary: "Removes one of the student's work experience entries.",
});

// ---- Candidate views (admin: spec 2 section 7; employer: spec 3 section 7) ----

export const userCodeParams = z.object({ userCode: codeParam });

export const getMemberDetailForAdmin = endpoint({
  method: 'GET',
  path: 'member/detail/:userCode',
  params: userCodeParams,
  result: memberProfile,
  roles: ['admin'],
  summary: "A member's whole profile by user code, for admins.",
});

export const getStudentDetailForAdmin = endpoint({
  method: 'GET',
  path: 'student/detail/:userCode',
  params: userCodeParams,
  result: studentProfile,
  roles: ['admin'],
  summary: "A student's whole profile by user code, for admins.",
});

const optionalCode = z
  .string()
  .trim()
  .max(64)
  .regex(/^[A-Za-z0-9_-]*$/, OUR_MSG.invalidCode)
  .optional()
  .transform((v) => v || undefined);

export const memberDetailQuery = z.object({ userCode: codeParam, jobCode: optionalCode });
export const studentDetailQuery = z.object({
  userCode: codeParam,
  trainingCode: optionalCode,
  jobCode: optionalCode,
});

export const getMemberDetail = endpoint({
  method: 'GET',
  path: 'member/detail',
  query: memberDetailQuery,
  result: memberProfile,
  roles: ['corporate', 'admin'],
  summary:
    "Admins see every member. An employer sees all of a member who applied to one of its jobs (jobCode, when given, must be that job); of any other active member only the professional profile (no e-mail, mobile, date of birth or membership number; the resume only if the member chose to show it), each such member counted against the employer's daily limit (429) and listed to the member; otherwise 404.",
});

export const getStudentDetail = endpoint({
  method: 'GET',
  path: 'student/detail',
  query: studentDetailQuery,
  result: studentProfile,
  roles: ['corporate', 'admin'],
  summary:
    "Admins see every student. An employer sees all of a student who applied to one of its jobs or trainings (jobCode / trainingCode, when given, must be that posting); of any other active student only the professional profile (no e-mail, mobile, date of birth or registration number; the resume only if the student chose to show it), counted against the employer's daily limit (429) and listed to the student; otherwise 404.",
});

// ---- Files ----

export const fileParams = z.object({
  userCode: codeParam,
  fileName: z
    .string()
    .max(80)
    .regex(/^[A-Za-z0-9_-]+\.[a-z]{3,4}$/, OUR_MSG.invalidFileName),
});

/**
 * `GET resume/{userCode}/{fileName}`: the PDF as an attachment (with nosniff). Public in the
 * guard so that an anonymous caller gets the spec's 'please do login' (401); the owner, admins
 * and entitled employers get the file, everybody else 'Resume not found' (404).
 */
export const downloadResume = endpoint({
  method: 'GET',
  path: 'resume/:userCode/:fileName',
  params: fileParams,
  result: z.unknown(),
  roles: 'public',
  download: true,
  summary: "A candidate's resume PDF, as an attachment: signed-in viewers allowed to see it only.",
});

/** `GET picture/{userCode}/{fileName}` (ours): the profile picture, inline; same access rule. */
export const downloadPicture = endpoint({
  method: 'GET',
  path: 'picture/:userCode/:fileName',
  params: fileParams,
  result: z.unknown(),
  roles: 'public',
  download: true,
  summary: "A candidate's profile picture: signed-in viewers allowed to see the profile only.",
});

/** Address of a resume or picture, relative to the API base. */
/** The path of a stored resume or picture, built from the endpoint's own definition. */
export function resumePath(userCode: string, fileName: string) {
  return buildPath(downloadResume.path, { userCode, fileName });
}
export function picturePath(userCode: string, fileName: string) {
  return buildPath(downloadPicture.path, { userCode, fileName });
}

// ---- The candidate's dashboard (ours: a summary above the spec's recent list, spec 3 section 2.2) ----

/**
 * The profile's sections in the order the dashboard asks for them (ours): the resume first
 * (nobody can apply without one), then what employers' searches and the recommended jobs read.
 */
export const PROFILE_SECTIONS = [
  'resume',
  'basicDetail',
  'skills',
  'education',
  'experience',
  'certification',
  'additionalInfo',
  'picture',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

/** Which sections count towards each kind's completeness (the member's additional info is optional). */
export const PROFILE_SECTIONS_OF: Record<CandidateKind, readonly ProfileSection[]> = {
  member: ['resume', 'basicDetail', 'skills', 'education', 'experience', 'certification', 'picture'],
  student: ['resume', 'basicDetail', 'skills', 'education', 'experience', 'additionalInfo', 'picture'],
};

/** Section names as the profile page titles them. */
export const PROFILE_SECTION_LABEL: Record<CandidateKind, Record<ProfileSection, string>> = {
  member: {
    resume: 'Resume',
    basicDetail: 'Basic Details',
    skills: 'Skills',
    education: 'Education',
    experience: 'Experience',
    certification: 'Trainings and Certifications',
    additionalInfo: 'Additional Info',
    picture: 'Profile photo',
  },
  student: {
    resume: 'Resume',
    basicDetail: 'Basic Details',
    skills: 'Skills',
    education: 'Education',
    experience: 'Internship Experience',
    certification: 'Trainings and Certifications',
    additionalInfo: 'Achievements',
    picture: 'Profile photo',
  },
};

/** What the dashboard asks the candidate to do next, per missing section. */
export const PROFILE_NEXT_STEP: Record<ProfileSection, string> = {
  resume: 'Upload your resume: you need one to apply.',
  basicDetail: 'Add your basic details: where you are and a short summary.',
  skills: 'Add your skills, so that employers and the recommended jobs find you.',
  education: 'Add your education.',
  experience: 'Add your work or internship experience.',
  certification: 'Add your trainings and certifications.',
  additionalInfo: 'Add your achievements.',
  picture: 'Add a profile photo.',
};

/** The candidate's own profile page, where every section is edited. */
export const PROFILE_ROUTE: Record<CandidateKind, string> = {
  member: '/member/profile',
  student: '/student/profile',
};

/** How many recommended postings the dashboard lists. */
export const DASHBOARD_RECOMMENDED = 3;

export const profileSectionState = z.object({
  key: z.enum(PROFILE_SECTIONS),
  label: z.string(),
  done: z.boolean(),
});

export const dashboardApplications = z.object({
  kind: z.enum(['job', 'training']),
  total: z.number().int(),
  /** Every stage in pipeline order, 0 where none. */
  stages: z.array(stageCount),
});

export const dashboardRecommendation = z.object({
  code: z.string(),
  title: z.string(),
  companyName: z.string(),
  /** Show-till (jobs) or application end (trainings), epoch seconds. */
  endDate: z.number(),
});

export const candidateDashboard = z.object({
  completeness: z.object({
    /** Whole percent of the sections done. */
    percent: z.number().int().min(0).max(100),
    sections: z.array(profileSectionState),
  }),
  /** The first section still missing; null when the profile is complete. */
  nextStep: z
    .object({ key: z.enum(PROFILE_SECTIONS), label: z.string(), action: z.string(), to: z.string() })
    .nullable(),
  /** Members: jobs; students: jobs and trainings. Postings deleted since are left out, as on the lists. */
  applications: z.array(dashboardApplications),
  /** Saved searches, and how many of them send alerts. */
  savedSearches: z.object({ total: z.number().int(), alerting: z.number().int() }),
  /**
   * Members: the best recommended jobs (job/recommended); students: open trainings in their
   * State/UT, freshest first. At most DASHBOARD_RECOMMENDED, with the total.
   */
  recommended: z.object({
    kind: z.enum(['job', 'training']),
    total: z.number().int(),
    list: z.array(dashboardRecommendation),
  }),
});
export type CandidateDashboard = z.infer<typeof candidateDashboard>;

export const getMemberDashboard = endpoint({
  method: 'GET',
  path: 'member/dashboard',
  result: candidateDashboard,
  roles: ['member'],
  summary:
    "Ours. The member's own summary: profile completeness and the next step, job applications by stage, saved searches, the best recommended jobs.",
});

export const getStudentDashboard = endpoint({
  method: 'GET',
  path: 'student/dashboard',
  result: candidateDashboard,
  roles: ['student'],
  summary:
    "Ours. The student's own summary: profile completeness and the next step, job and training applications by stage, saved searches, open trainings in the student's State/UT.",
});
