import { RESUME_MEMBERSHIP_TYPES, RESUME_TEXT_MAX } from '@pp/contract/constants';
import { z } from 'zod';

/**
 * The resume builder's data (spec 3 section 3 'Resume builder data'), field names as the spec
 * gives them (`ExtraActivity` for awards, `corecomps` for key achievements). It lives only in
 * this browser (local storage, JSON export); no server sees it.
 *
 * This schema checks the SHAPE and the limits of stored or imported data. A half-filled resume is
 * valid here; what 'Generate Resume' requires is checked by `validateResume`.
 */

export const GENDERS = ['Male', 'Female', 'Others'] as const;
export const MARITAL_STATUSES = ['Married', 'Single', 'Divorced', 'Widowed'] as const;
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
/** The designation choice that asks for the name of the designation (`otherDesignation`). */
export const OTHER_DESIGNATION = 'Other';

export const LIMITS = {
  name: 100,
  /** Short one-line fields: parents' names, place, nationality, registration number. */
  short: 100,
  linkedIn: 200,
  membershipNumber: 10,
  mobile: 100,
  email: 254,
  /** Free-text areas and key responsibilities (spec 3 section 9: resume free text 300). */
  text: RESUME_TEXT_MAX,
  itemField: 150,
  /** Entries per section: more than a long career needs, and a bound on local storage. */
  items: 15,
  /** A downscaled image as a data URL is far smaller; this bounds hand-edited imports. */
  imageDataUrl: 1_500_000,
} as const;

const text = (max: number) => z.string().max(max).default('');
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]).default('');
const monthField = oneOf(MONTHS);
/** A year as the form's selects hold it: '' or four digits. */
const yearField = z
  .string()
  .regex(/^(\d{4})?$/)
  .default('');
/** 'YYYY-MM-DD' or ''. */
const isoDate = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/)
  .default('');
/** Only our own downscaled JPEG or PNG data URLs are accepted back. */
const imageDataUrl = z
  .string()
  .max(LIMITS.imageDataUrl)
  .regex(/^(data:image\/(jpeg|png);base64,[A-Za-z0-9+/]+={0,2})?$/)
  .default('');
const itemId = z
  .string()
  .max(40)
  .default(() => newItemId());

export const educationItemSchema = z.object({
  id: itemId,
  university: text(LIMITS.itemField),
  college: text(LIMITS.itemField),
  course: text(LIMITS.itemField),
  /** Years, '1' to '5'. */
  duration: z
    .string()
    .regex(/^[1-5]?$/)
    .default(''),
  yearOfPassing: yearField,
  fromMonth: monthField,
  toMonth: monthField,
});
export type EducationEntry = z.infer<typeof educationItemSchema>;

export const experienceItemSchema = z.object({
  id: itemId,
  name: text(LIMITS.itemField),
  organisation: text(LIMITS.itemField),
  city: text(LIMITS.itemField),
  designation: text(LIMITS.itemField),
  otherDesignation: text(LIMITS.itemField),
  fromMonth: monthField,
  fromYear: yearField,
  toMonth: monthField,
  toYear: yearField,
  responsibility: text(LIMITS.text),
});
export type ExperienceEntry = z.infer<typeof experienceItemSchema>;

const items = <T extends z.ZodType>(item: T) => z.array(item).max(LIMITS.items).default([]);

export const resumeSchema = z.object({
  name: text(LIMITS.name),
  fatherName: text(LIMITS.short),
  motherName: text(LIMITS.short),
  linkedIn: text(LIMITS.linkedIn),
  membershipType: oneOf(RESUME_MEMBERSHIP_TYPES),
  membershipNumber: text(LIMITS.membershipNumber),
  registrationNumber: text(LIMITS.short),
  /** One or more numbers with country code, comma-separated. */
  mobile: text(LIMITS.mobile),
  email: text(LIMITS.email),
  gender: oneOf(GENDERS),
  dob: isoDate,
  /** Date and place of the declaration, beside the signature. */
  date: isoDate,
  place: text(LIMITS.short),
  maritalStatus: oneOf(MARITAL_STATUSES),
  nationality: text(LIMITS.short),
  address: text(LIMITS.text),
  languages: text(LIMITS.text),
  hobbies: text(LIMITS.text),
  /** Awards and extra-curricular activities. */
  ExtraActivity: text(LIMITS.text),
  skills: text(LIMITS.text),
  objectives: text(LIMITS.text),
  /** Key achievements. */
  corecomps: text(LIMITS.text),
  intro: text(LIMITS.text),
  photo: imageDataUrl,
  signature: imageDataUrl,
  education: items(educationItemSchema),
  professionalEducation: items(educationItemSchema),
  experience: items(experienceItemSchema),
  training: items(experienceItemSchema),
});
export type ResumeData = z.infer<typeof resumeSchema>;

export type EducationListKey = 'education' | 'professionalEducation';
export type ExperienceListKey = 'experience' | 'training';

let idCounter = 0;
/** A key for list items (React keys); random enough for one browser's lists. */
export function newItemId(): string {
  idCounter += 1;
  return `i${Date.now().toString(36)}${idCounter.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export function emptyResume(): ResumeData {
  return resumeSchema.parse({});
}

export function newEducation(): EducationEntry {
  return educationItemSchema.parse({});
}

export function newExperience(): ExperienceEntry {
  return experienceItemSchema.parse({});
}

/** True when nothing has been entered: the builder may then prefill from the profile. */
export function isResumeEmpty(data: ResumeData): boolean {
  const blank = emptyResume();
  return (Object.keys(blank) as (keyof ResumeData)[]).every((key) => {
    const value = data[key];
    if (Array.isArray(value)) return value.length === 0;
    return value === '';
  });
}
