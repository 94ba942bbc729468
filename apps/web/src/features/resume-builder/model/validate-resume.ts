import { MSG } from '@pp/contract/messages';
import { z } from 'zod';
import { type ExperienceEntry, MONTHS, OTHER_DESIGNATION, type ResumeData } from './resume-schema.ts';
import { isValidMobile, splitMobiles } from './text-lists.ts';

/** The builder's messages the spec leaves to us ('messages not shown'), in the spec's voice. */
export const RESUME_MSG = {
  nameRequired: 'Please enter your name.',
  mobileRequired: 'Please enter your mobile number.',
  mobileInvalid:
    'Please enter each mobile number with its country code, for example +91 9876543210. Separate several numbers with commas.',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  genderRequired: 'Please select your gender.',
  dobRequired: 'Please enter your date of birth.',
  dobAfterToday: 'Date of birth cannot be after today.',
  membershipNumberDigits: 'Membership number must contain digits only.',
  linkedInInvalid:
    'Please enter the address of your LinkedIn profile, for example linkedin.com/in/your-name.',
  designationRequired: 'Please select a designation.',
  otherDesignationRequired: 'Please enter the name of the designation.',
  yearMissing: 'Please select the year as well.',
  endBeforeStart: MSG.endBeforeStart,
  tooLong: (max: number) => `Maximum ${max} characters allowed`,
  fixErrors: 'Please correct the highlighted fields before generating the resume.',
} as const;

const emailSchema = z.email();
const LINKEDIN_RE = /^(https?:\/\/)?([a-z0-9-]+\.)*linkedin\.com(\/\S*)?$/i;

export type ResumeErrors = Record<string, string>;

function monthIndex(month: string): number {
  return (MONTHS as readonly string[]).indexOf(month);
}

/** The end of an experience or training entry lies before its start (both known). */
export function endsBeforeStart(
  item: Pick<ExperienceEntry, 'fromMonth' | 'fromYear' | 'toMonth' | 'toYear'>,
) {
  if (!item.fromYear || !item.toYear) return false;
  // A missing month is read generously: January for the start, December for the end.
  const from = Number(item.fromYear) * 12 + (item.fromMonth ? monthIndex(item.fromMonth) : 0);
  const to = Number(item.toYear) * 12 + (item.toMonth ? monthIndex(item.toMonth) : 11);
  return to < from;
}

function checkExperienceList(list: ExperienceEntry[], key: string, errors: ResumeErrors) {
  list.forEach((item, index) => {
    const at = `${key}.${index}`;
    if (!item.designation.trim()) errors[`${at}.designation`] = RESUME_MSG.designationRequired;
    else if (item.designation === OTHER_DESIGNATION && !item.otherDesignation.trim())
      errors[`${at}.otherDesignation`] = RESUME_MSG.otherDesignationRequired;
    if (item.fromMonth && !item.fromYear) errors[`${at}.fromYear`] = RESUME_MSG.yearMissing;
    if (item.toMonth && !item.toYear) errors[`${at}.toYear`] = RESUME_MSG.yearMissing;
    else if (endsBeforeStart(item)) errors[`${at}.toYear`] = RESUME_MSG.endBeforeStart;
  });
}

/**
 * What 'Generate Resume' requires (spec 3 section 5): name, mobile, e-mail, gender and date of
 * birth (not after `today`, 'YYYY-MM-DD' on this device); the formats of the optional fields that
 * have one; a designation on every experience and training entry. Keys are the form's paths.
 */
export function validateResume(data: ResumeData, today: string): ResumeErrors {
  const errors: ResumeErrors = {};

  if (!data.name.trim()) errors.name = RESUME_MSG.nameRequired;

  const mobiles = splitMobiles(data.mobile);
  if (mobiles.length === 0) errors.mobile = RESUME_MSG.mobileRequired;
  else if (!mobiles.every(isValidMobile)) errors.mobile = RESUME_MSG.mobileInvalid;

  const email = data.email.trim();
  if (!email) errors.email = RESUME_MSG.emailRequired;
  else if (!emailSchema.safeParse(email).success) errors.email = RESUME_MSG.emailInvalid;

  if (!data.gender) errors.gender = RESUME_MSG.genderRequired;

  if (!data.dob) errors.dob = RESUME_MSG.dobRequired;
  else if (data.dob > today) errors.dob = RESUME_MSG.dobAfterToday;

  if (data.membershipNumber && !/^\d+$/.test(data.membershipNumber.trim()))
    errors.membershipNumber = RESUME_MSG.membershipNumberDigits;

  if (data.linkedIn.trim() && !LINKEDIN_RE.test(data.linkedIn.trim()))
    errors.linkedIn = RESUME_MSG.linkedInInvalid;

  checkExperienceList(data.experience, 'experience', errors);
  checkExperienceList(data.training, 'training', errors);
  return errors;
}

/** The first error's path in the order the form shows the fields, to scroll to it. */
export const FIELD_ORDER = [
  'name',
  'fatherName',
  'motherName',
  'linkedIn',
  'membershipType',
  'membershipNumber',
  'registrationNumber',
  'mobile',
  'email',
  'gender',
  'dob',
  'maritalStatus',
] as const;

export function firstErrorPath(errors: ResumeErrors): string | undefined {
  const keys = Object.keys(errors);
  return FIELD_ORDER.find((key) => key in errors) ?? keys[0];
}
