import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { choiceLabel, durationLabel, monthLabel, monthNames } from './options.ts';
import {
  type EducationEntry,
  type ExperienceEntry,
  OTHER_DESIGNATION,
  type ResumeData,
} from './resume-schema.ts';
import { splitList, splitMobiles } from './text-lists.ts';

/**
 * What a template shows, worked out once from the data: both the HTML previews and the PDF
 * templates draw this, so the preview and the PDF never disagree on content or wording. The
 * resume's own words (headings, labels, 'Present', months) are in the reader's language (`i18n`):
 * a Hindi reader gets a Hindi-headed resume; what the user typed stays as typed.
 */

export interface ExperienceView {
  id: string;
  /** The designation ('Other' replaced by the typed name). */
  title: string;
  organisation: string;
  /** The entry's own name (of the post, project or training programme), when given. */
  name: string;
  city: string;
  period: string;
  /** Key responsibilities: items when separated by semicolons. */
  responsibilities: string[];
}

export interface EducationView {
  id: string;
  course: string;
  /** College and university, comma-joined. */
  institution: string;
  period: string;
  duration: string;
}

export interface LabelledValue {
  label: string;
  value: string;
}

export interface ResumeView {
  name: string;
  /** The latest designation, under the name. */
  headline: string;
  mobiles: string[];
  email: string;
  linkedIn: string;
  /** The address of the LinkedIn link, with https:// in front. */
  linkedInUrl: string;
  address: string;
  photo: string;
  signature: string;
  intro: string;
  objectives: string[];
  keyAchievements: string[];
  experience: ExperienceView[];
  training: ExperienceView[];
  education: EducationView[];
  professionalEducation: EducationView[];
  skills: string[];
  awards: string[];
  languages: string[];
  hobbies: string[];
  personal: LabelledValue[];
  declaration: { show: boolean; date: string; place: string };
  /** The catalogue language the resume's own words are in ('en', 'hi'). */
  language: string;
  /** The resume's own words in that language. */
  labels: ResumeLabels;
}

export const DECLARATION_TEXT = msg`I hereby declare that the information given above is true and correct to the best of my knowledge and belief.`;

export const SECTION_TITLES = {
  intro: msg`Profile`,
  objectives: msg`Career Objective`,
  keyAchievements: msg`Key Achievements`,
  experience: msg`Work Experience`,
  training: msg`Training`,
  education: msg`Education`,
  professionalEducation: msg`Professional Education`,
  skills: msg`Skills`,
  awards: msg`Awards & Extra-curricular Activities`,
  languages: msg`Languages Known`,
  hobbies: msg`Hobbies`,
  personal: msg`Personal Details`,
  declaration: msg`Declaration`,
  contact: msg`Contact`,
} as const satisfies Record<string, MessageDescriptor>;

export type SectionKey = keyof typeof SECTION_TITLES;

export interface ResumeLabels {
  sections: Record<SectionKey, string>;
  declaration: string;
  /** The signature image's text alternative. */
  signature: string;
  dateLine: (date: string) => string;
  placeLine: (place: string) => string;
  durationLine: (duration: string) => string;
  /** The page footer of a resume of several pages. */
  pageLine: (page: number, pages: number) => string;
}

export function resumeLabels(i18n: I18n): ResumeLabels {
  const sections = Object.fromEntries(
    Object.entries(SECTION_TITLES).map(([key, title]) => [key, i18n._(title)]),
  ) as Record<SectionKey, string>;
  return {
    sections,
    declaration: i18n._(DECLARATION_TEXT),
    signature: i18n._(msg`Signature`),
    dateLine: (date) => i18n._(msg`Date: ${date}`),
    placeLine: (place) => i18n._(msg`Place: ${place}`),
    durationLine: (duration) => i18n._(msg`Duration: ${duration}`),
    pageLine: (page, pages) => i18n._(msg`Page ${page} of ${pages}`),
  };
}

const shortMonth = (month: string, i18n: I18n) => monthLabel(month, i18n, 'short');

function join(parts: string[], separator: string): string {
  return parts.filter((part) => part.length > 0).join(separator);
}

const clean = (text: string) => text.trim().replace(/\s+/g, ' ');

/** '1990-03-05' as '05-Mar-1990' (the portal's date style; Hindi '05-मार्च-1990'); '' stays ''. */
export function formatIsoDate(iso: string, i18n: I18n): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return '';
  const month = monthNames(i18n.locale, 'short')[Number(match[2]) - 1];
  return month ? `${match[3]}-${month}-${match[1]}` : '';
}

/** 'Jan 2020 – Mar 2023', 'Jan 2020 – Present', '2019', or ''. */
export function experiencePeriod(item: ExperienceEntry, i18n: I18n): string {
  // A month alone says nothing: it counts only with its year.
  const from = item.fromYear ? join([shortMonth(item.fromMonth, i18n), item.fromYear], ' ') : '';
  const to = item.toYear ? join([shortMonth(item.toMonth, i18n), item.toYear], ' ') : '';
  if (!from && !to) return '';
  if (!to) return i18n._(msg`${from} – Present`);
  if (!from) return to;
  return `${from} – ${to}`;
}

/**
 * 'Jul 2016 – May 2019' when the duration, months and year of passing are known (the start year
 * is the year of passing less the duration); less when less is known.
 */
export function educationPeriod(item: EducationEntry, i18n: I18n): string {
  const end = join([shortMonth(item.toMonth, i18n), item.yearOfPassing], ' ');
  const startYear =
    item.yearOfPassing && item.duration ? String(Number(item.yearOfPassing) - Number(item.duration)) : '';
  const start = join([shortMonth(item.fromMonth, i18n), startYear], ' ');
  if (start && end) return `${start} – ${end}`;
  return end || start;
}

export function designationOf(item: Pick<ExperienceEntry, 'designation' | 'otherDesignation'>): string {
  return clean(item.designation === OTHER_DESIGNATION ? item.otherDesignation : item.designation);
}

function experienceView(item: ExperienceEntry, i18n: I18n): ExperienceView {
  return {
    id: item.id,
    title: designationOf(item),
    organisation: clean(item.organisation),
    name: clean(item.name),
    city: clean(item.city),
    period: experiencePeriod(item, i18n),
    responsibilities: splitList(item.responsibility),
  };
}

function educationView(item: EducationEntry, i18n: I18n): EducationView {
  const years = Number(item.duration);
  return {
    id: item.id,
    course: clean(item.course),
    institution: join([clean(item.college), clean(item.university)], ', '),
    period: educationPeriod(item, i18n),
    duration: years ? i18n._(durationLabel(years)) : '',
  };
}

const hasExperience = (v: ExperienceView) => Boolean(v.title || v.organisation || v.name);
const hasEducation = (v: EducationView) => Boolean(v.course || v.institution);

function ensureProtocol(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** The labels of the personal details, in the resume's order. */
const PERSONAL_LABELS = {
  fatherName: msg`Father's Name`,
  motherName: msg`Mother's Name`,
  dob: msg`Date of Birth`,
  gender: msg`Gender`,
  maritalStatus: msg`Marital Status`,
  nationality: msg`Nationality`,
  membership: msg`Membership`,
  registrationNumber: msg`Registration Number`,
} as const satisfies Record<string, MessageDescriptor>;

/** The resume of `data`, its own words in the language of `i18n`. */
export function buildResumeView(data: ResumeData, i18n: I18n): ResumeView {
  const toExperience = (item: ExperienceEntry) => experienceView(item, i18n);
  const toEducation = (item: EducationEntry) => educationView(item, i18n);
  const experience = data.experience.map(toExperience).filter(hasExperience);
  const training = data.training.map(toExperience).filter(hasExperience);
  const membership = join([data.membershipType, clean(data.membershipNumber)], ' ');
  const values: Record<keyof typeof PERSONAL_LABELS, string> = {
    fatherName: clean(data.fatherName),
    motherName: clean(data.motherName),
    dob: formatIsoDate(data.dob, i18n),
    gender: choiceLabel(data.gender, i18n),
    maritalStatus: choiceLabel(data.maritalStatus, i18n),
    nationality: clean(data.nationality),
    membership,
    registrationNumber: clean(data.registrationNumber),
  };
  const personal: LabelledValue[] = (Object.keys(PERSONAL_LABELS) as (keyof typeof PERSONAL_LABELS)[])
    .map((key) => ({ label: i18n._(PERSONAL_LABELS[key]), value: values[key] }))
    .filter((row) => row.value.length > 0);
  const linkedIn = clean(data.linkedIn);
  const date = formatIsoDate(data.date, i18n);
  const place = clean(data.place);
  return {
    name: clean(data.name),
    headline: experience[0]?.title ?? '',
    mobiles: splitMobiles(data.mobile),
    email: data.email.trim(),
    linkedIn: linkedIn.replace(/^https?:\/\/(www\.)?/i, ''),
    linkedInUrl: linkedIn ? ensureProtocol(linkedIn) : '',
    address: data.address.trim(),
    photo: data.photo,
    signature: data.signature,
    intro: data.intro.trim(),
    objectives: splitList(data.objectives),
    keyAchievements: splitList(data.corecomps),
    experience,
    training,
    education: data.education.map(toEducation).filter(hasEducation),
    professionalEducation: data.professionalEducation.map(toEducation).filter(hasEducation),
    skills: splitList(data.skills),
    awards: splitList(data.ExtraActivity),
    languages: splitList(data.languages),
    hobbies: splitList(data.hobbies),
    personal,
    declaration: { show: Boolean(date || place || data.signature), date, place },
    language: i18n.locale,
    labels: resumeLabels(i18n),
  };
}
