import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MSG } from '@pp/contract/messages';
import { z } from 'zod';
import { messageText } from '../../../i18n/message-text.ts';
import { type ExperienceEntry, MONTHS, OTHER_DESIGNATION, type ResumeData } from './resume-schema.ts';
import { isValidMobile, splitMobiles } from './text-lists.ts';

/**
 * The builder's messages the spec leaves to us ('messages not shown'), in the spec's voice: the
 * web's own catalogue messages (shown with `i18n._`). `endBeforeStart` and `tooLong` are the
 * contract's texts (translated by `messageText`).
 */
export const RESUME_MSG = {
  nameRequired: msg`Please enter your name.`,
  mobileRequired: msg`Please enter your mobile number.`,
  mobileInvalid: msg`Please enter each mobile number with its country code, for example +91 9876543210. Separate several numbers with commas.`,
  emailRequired: msg`Please enter your e-mail address.`,
  emailInvalid: msg`Please enter a valid e-mail address.`,
  genderRequired: msg`Please select your gender.`,
  dobRequired: msg`Please enter your date of birth.`,
  dobAfterToday: msg`Date of birth cannot be after today.`,
  membershipNumberDigits: msg`Membership number must contain digits only.`,
  linkedInInvalid: msg`Please enter the address of your LinkedIn profile, for example linkedin.com/in/your-name.`,
  designationRequired: msg`Please select a designation.`,
  otherDesignationRequired: msg`Please enter the name of the designation.`,
  yearMissing: msg`Please select the year as well.`,
  endBeforeStart: MSG.endBeforeStart,
  tooLong: (max: number) => `Maximum ${max} characters allowed`,
  fixErrors: msg`Please correct the highlighted fields before generating the resume.`,
} as const;

const emailSchema = z.email();
const LINKEDIN_RE = /^(https?:\/\/)?([a-z0-9-]+\.)*linkedin\.com(\/\S*)?$/i;

/** One of `RESUME_MSG`: a catalogue message, or a contract text. */
export type ResumeMessage = MessageDescriptor | string;
export type ResumeErrors = Record<string, ResumeMessage>;

/** A message of `RESUME_MSG` in the reader's language. */
export function resumeMessageText(message: ResumeMessage, i18n: I18n): string {
  return typeof message === 'string' ? messageText(message) : i18n._(message);
}

/** The errors as the form shows them, in the reader's language. */
export function resumeErrorTexts(errors: ResumeErrors, i18n: I18n): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [path, resumeMessageText(message, i18n)]),
  );
}

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
