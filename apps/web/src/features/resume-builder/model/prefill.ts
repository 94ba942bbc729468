import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DEFAULT_PHONE_CODE } from '@pp/contract/constants';
import { istParts } from '@pp/contract/india-time';
import type {
  CertificationItem,
  EducationItem,
  ExperienceItem,
  MemberProfile,
  StudentProfile,
} from '@pp/contract/profiles';
import { FIRST_EXPERIENCE_YEAR, FIRST_PASSING_YEAR, MAX_DURATION_YEARS } from './options.ts';
import {
  type EducationEntry,
  type ExperienceEntry,
  LIMITS,
  MONTHS,
  newEducation,
  newExperience,
  type ResumeData,
} from './resume-schema.ts';
import { withCountryCode } from './text-lists.ts';

/**
 * What the builder takes over from a signed-in member's or student's profile when it is empty:
 * name, e-mail, mobile, date of birth, membership or registration number, summary, skills,
 * education, experience (and a member's certifications as professional education). Pure
 * mappings; the calls are in `prefill-from-profile.ts`.
 */

export type ResumePrefill = Partial<ResumeData>;

/** Cuts text to `max` characters at a word boundary when it can. */
export function clip(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).trim();
}

/** Items joined with '; ' while they fit in `max` characters. */
function joinWithin(items: string[], max: number): string {
  let out = '';
  for (const item of items) {
    const next = out ? `${out}; ${item}` : item;
    if (next.length > max) break;
    out = next;
  }
  return out;
}

function monthAndYear(epochSeconds: number): { month: string; year: string } {
  const p = istParts(epochSeconds);
  return { month: MONTHS[p.month] ?? '', year: String(p.year) };
}

function yearWithin(year: number, first: number, last: number): string {
  return Number.isInteger(year) && year >= first && year <= last ? String(year) : '';
}

function isoDateOrEmpty(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
}

function educationEntry(item: EducationItem, now: Date): EducationEntry {
  return {
    ...newEducation(),
    course: clip(item.course, LIMITS.itemField),
    college: clip(item.college, LIMITS.itemField),
    university: clip(item.board, LIMITS.itemField),
    yearOfPassing: yearWithin(item.yearOfCompletion, FIRST_PASSING_YEAR, now.getFullYear()),
  };
}

function certificationEntry(item: CertificationItem, now: Date): EducationEntry {
  const years = Math.round(item.courseDuration / 12);
  return {
    ...newEducation(),
    course: clip(item.trainingName, LIMITS.itemField),
    college: clip(item.instituteName, LIMITS.itemField),
    duration: years >= 1 ? String(Math.min(years, MAX_DURATION_YEARS)) : '',
    yearOfPassing: yearWithin(item.yearOfCompletion, FIRST_PASSING_YEAR, now.getFullYear()),
  };
}

/** The profile keeps the designation as text; the builder's list offers it as it is. */
function experienceEntry(item: ExperienceItem, now: Date, current: boolean): ExperienceEntry {
  const from = monthAndYear(item.startDate);
  const to = monthAndYear(item.endDate);
  const lastYear = now.getFullYear() + 9;
  const ongoing = current && item.endDate * 1000 >= now.getTime();
  return {
    ...newExperience(),
    organisation: clip(item.company, LIMITS.itemField),
    city: clip(item.location, LIMITS.itemField),
    designation: clip(item.designation, LIMITS.itemField),
    fromMonth: from.month as ExperienceEntry['fromMonth'],
    fromYear: yearWithin(Number(from.year), FIRST_EXPERIENCE_YEAR, lastYear),
    toMonth: ongoing ? '' : (to.month as ExperienceEntry['toMonth']),
    toYear: ongoing ? '' : yearWithin(Number(to.year), FIRST_EXPERIENCE_YEAR, lastYear),
    responsibility: clip(item.jobProfile, LIMITS.text),
  };
}

const MEMBERSHIP_OF: Record<string, ResumeData['membershipType']> = { A: 'ACS', F: 'FCS' };

export function prefillFromMemberProfile(profile: MemberProfile, now: Date = new Date()): ResumePrefill {
  const basic = profile.basicDetail;
  const digits = basic.membershipNumber.replace(/\D/g, '');
  return {
    name: clip(basic.name, LIMITS.name),
    email: basic.email,
    mobile: withCountryCode(basic.mobile, DEFAULT_PHONE_CODE),
    dob: isoDateOrEmpty(basic.dateOfBirth),
    membershipType: MEMBERSHIP_OF[basic.membershipType] ?? '',
    membershipNumber: digits.slice(0, LIMITS.membershipNumber),
    intro: clip(basic.profileSummary, LIMITS.text),
    skills: joinWithin(
      profile.skillDetail.map((skill) => skill.name),
      LIMITS.text,
    ),
    education: profile.educationDetail.slice(0, LIMITS.items).map((item) => educationEntry(item, now)),
    professionalEducation: profile.certificationDetail
      .slice(0, LIMITS.items)
      .map((item) => certificationEntry(item, now)),
    experience: profile.experienceDetail
      .slice(0, LIMITS.items)
      .map((item, index) => experienceEntry(item, now, index === 0)),
  };
}

export function prefillFromStudentProfile(profile: StudentProfile, now: Date = new Date()): ResumePrefill {
  const basic = profile.basicDetail;
  return {
    name: clip(basic.name, LIMITS.name),
    email: basic.email,
    mobile: withCountryCode(basic.mobile, DEFAULT_PHONE_CODE),
    dob: isoDateOrEmpty(basic.dateOfBirth),
    registrationNumber: clip(basic.registrationNumber, LIMITS.short),
    intro: clip(basic.profileSummary, LIMITS.text),
    corecomps: clip(basic.additionalInfo, LIMITS.text),
    skills: joinWithin(
      profile.skillDetail.map((skill) => skill.name),
      LIMITS.text,
    ),
    education: profile.educationDetail.slice(0, LIMITS.items).map((item) => educationEntry(item, now)),
    experience: profile.experienceDetail
      .slice(0, LIMITS.items)
      .map((item, index) => experienceEntry(item, now, index === 0)),
  };
}

/**
 * The parts of a prefill that carry something, to tell the user what was filled in ('We have
 * filled in your name, e-mail, ...').
 */
export function filledParts(prefill: ResumePrefill): MessageDescriptor[] {
  const parts: MessageDescriptor[] = [];
  if (prefill.name) parts.push(msg`name`);
  if (prefill.email) parts.push(msg`e-mail`);
  if (prefill.mobile) parts.push(msg`mobile`);
  if (prefill.dob) parts.push(msg`date of birth`);
  if (prefill.skills) parts.push(msg`skills`);
  if (prefill.education?.length || prefill.professionalEducation?.length) parts.push(msg`education`);
  if (prefill.experience?.length) parts.push(msg`experience`);
  return parts;
}
