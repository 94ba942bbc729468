import {
  type EducationEntry,
  type ExperienceEntry,
  MONTHS,
  OTHER_DESIGNATION,
  type ResumeData,
} from './resume-schema.ts';
import { splitList, splitMobiles } from './text-lists.ts';

/**
 * What a template shows, worked out once from the data: both the HTML previews and the PDF
 * templates draw this, so the preview and the PDF never disagree on content or wording.
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
}

export const DECLARATION_TEXT =
  'I hereby declare that the information given above is true and correct to the best of my knowledge and belief.';

export const SECTION_TITLES = {
  intro: 'Profile',
  objectives: 'Career Objective',
  keyAchievements: 'Key Achievements',
  experience: 'Work Experience',
  training: 'Training',
  education: 'Education',
  professionalEducation: 'Professional Education',
  skills: 'Skills',
  awards: 'Awards & Extra-curricular Activities',
  languages: 'Languages Known',
  hobbies: 'Hobbies',
  personal: 'Personal Details',
  declaration: 'Declaration',
  contact: 'Contact',
} as const;

const SHORT_MONTHS = MONTHS.map((month) => month.slice(0, 3));

function shortMonth(month: string): string {
  const index = (MONTHS as readonly string[]).indexOf(month);
  return index >= 0 ? (SHORT_MONTHS[index] ?? '') : '';
}

function join(parts: string[], separator: string): string {
  return parts.filter((part) => part.length > 0).join(separator);
}

const clean = (text: string) => text.trim().replace(/\s+/g, ' ');

/** '1990-03-05' as '05-Mar-1990' (the portal's date style); '' stays ''. */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return '';
  const month = SHORT_MONTHS[Number(match[2]) - 1];
  return month ? `${match[3]}-${month}-${match[1]}` : '';
}

/** 'Jan 2020 – Mar 2023', 'Jan 2020 – Present', '2019', or ''. */
export function experiencePeriod(item: ExperienceEntry): string {
  // A month alone says nothing: it counts only with its year.
  const from = item.fromYear ? join([shortMonth(item.fromMonth), item.fromYear], ' ') : '';
  const to = item.toYear ? join([shortMonth(item.toMonth), item.toYear], ' ') : '';
  if (!from && !to) return '';
  if (!to) return `${from} – Present`;
  if (!from) return to;
  return `${from} – ${to}`;
}

/**
 * 'Jul 2016 – May 2019' when the duration, months and year of passing are known (the start year
 * is the year of passing less the duration); less when less is known.
 */
export function educationPeriod(item: EducationEntry): string {
  const end = join([shortMonth(item.toMonth), item.yearOfPassing], ' ');
  const startYear =
    item.yearOfPassing && item.duration ? String(Number(item.yearOfPassing) - Number(item.duration)) : '';
  const start = join([shortMonth(item.fromMonth), startYear], ' ');
  if (start && end) return `${start} – ${end}`;
  return end || start;
}

export function designationOf(item: Pick<ExperienceEntry, 'designation' | 'otherDesignation'>): string {
  return clean(item.designation === OTHER_DESIGNATION ? item.otherDesignation : item.designation);
}

function experienceView(item: ExperienceEntry): ExperienceView {
  return {
    id: item.id,
    title: designationOf(item),
    organisation: clean(item.organisation),
    name: clean(item.name),
    city: clean(item.city),
    period: experiencePeriod(item),
    responsibilities: splitList(item.responsibility),
  };
}

function educationView(item: EducationEntry): EducationView {
  const years = Number(item.duration);
  return {
    id: item.id,
    course: clean(item.course),
    institution: join([clean(item.college), clean(item.university)], ', '),
    period: educationPeriod(item),
    duration: years ? `${years} ${years === 1 ? 'Year' : 'Years'}` : '',
  };
}

const hasExperience = (v: ExperienceView) => Boolean(v.title || v.organisation || v.name);
const hasEducation = (v: EducationView) => Boolean(v.course || v.institution);

function ensureProtocol(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

export function buildResumeView(data: ResumeData): ResumeView {
  const experience = data.experience.map(experienceView).filter(hasExperience);
  const training = data.training.map(experienceView).filter(hasExperience);
  const membership = join([data.membershipType, clean(data.membershipNumber)], ' ');
  const personal: LabelledValue[] = [
    { label: "Father's Name", value: clean(data.fatherName) },
    { label: "Mother's Name", value: clean(data.motherName) },
    { label: 'Date of Birth', value: formatIsoDate(data.dob) },
    { label: 'Gender', value: data.gender },
    { label: 'Marital Status', value: data.maritalStatus },
    { label: 'Nationality', value: clean(data.nationality) },
    { label: 'Membership', value: membership },
    { label: 'Registration Number', value: clean(data.registrationNumber) },
  ].filter((row) => row.value.length > 0);
  const linkedIn = clean(data.linkedIn);
  const date = formatIsoDate(data.date);
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
    education: data.education.map(educationView).filter(hasEducation),
    professionalEducation: data.professionalEducation.map(educationView).filter(hasEducation),
    skills: splitList(data.skills),
    awards: splitList(data.ExtraActivity),
    languages: splitList(data.languages),
    hobbies: splitList(data.hobbies),
    personal,
    declaration: { show: Boolean(date || place || data.signature), date, place },
  };
}
