import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { files } from './files.ts';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const userRef = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The columns the employers' candidate searches filter and order on (both kinds of profile). */
interface CandidateColumns {
  stateCode: AnyPgColumn;
  cityCode: AnyPgColumn;
  nameKey: AnyPgColumn;
  modifiedAt: AnyPgColumn;
  userId: AnyPgColumn;
  searchable: AnyPgColumn;
}

/** The searchable candidates in name order (by place, by state, everywhere) and recently updated by state. */
function candidateOrderIndexes(table: string, t: CandidateColumns) {
  const searchable = sql`${t.searchable}`;
  return [
    index(`${table}_searchable_place_name_idx`)
      .on(t.stateCode, t.cityCode, t.nameKey, t.userId)
      .where(searchable),
    index(`${table}_searchable_state_name_idx`).on(t.stateCode, t.nameKey, t.userId).where(searchable),
    index(`${table}_searchable_name_idx`).on(t.nameKey, t.userId).where(searchable),
    index(`${table}_searchable_state_modified_idx`).on(t.stateCode, t.modifiedAt, t.userId).where(searchable),
  ];
}

export const memberProfiles = pgTable(
  'member_profiles',
  {
    userId: userRef('user_id').primaryKey(),
    membershipType: text('membership_type').notNull(),
    membershipNumber: text('membership_number').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    countryCode: text('country_code').notNull().default('IN'),
    stateCode: text('state_code').notNull().default(''),
    cityCode: text('city_code').notNull().default(''),
    otherCity: text('other_city').notNull().default(''),
    address: text('address').notNull().default(''),
    region: text('region').notNull().default(''),
    chapter: text('chapter').notNull().default(''),
    currentCompany: text('current_company').notNull().default(''),
    currentRole: text('current_role').notNull().default(''),
    otherRole: text('other_role').notNull().default(''),
    totalExperienceInMonths: integer('total_experience_months').notNull().default(0),
    currentCtc: bigint('current_ctc', { mode: 'number' }).notNull().default(0),
    currentCtcCurrency: text('current_ctc_currency').notNull().default('INR'),
    profileSummary: text('profile_summary').notNull().default(''),
    additionalInfo: text('additional_info').notNull().default(''),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    isPcs: boolean('is_pcs').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** The candidate's own switch: employers who only found them by search may open the resume. */
    showResumeToEmployers: boolean('show_resume_to_employers').notNull().default(false),
    profilePicture: text('profile_picture').notNull().default(''),
    resumeFileId: bigint('resume_file_id', { mode: 'number' }).references(() => files.id, {
      onDelete: 'set null',
    }),
    modifiedAt: ts('modified_at').notNull().defaultNow(),
    /**
     * Ours. What the admin keyword search matches, one text: the user's name and e-mail, the membership number, the current company,
     * joined by U+0001. Kept by the database (triggers of migration 0015, in the writing
     * transaction; a value written here is replaced), so no writer can leave it stale
     * (admin.repo keywordCondition).
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * Ours, kept by the database (triggers of migration 0017, in the writing transaction; a value
     * written here is replaced): whether employers find this candidate (an active profile of an
     * active, undeleted user: the one place that rule is decided for the searches and their
     * counts) and the user's name as the searches order it (`lower(name)`).
     */
    searchable: boolean('searchable').notNull().default(false),
    nameKey: text('name_key').notNull().default(''),
    /**
     * Ours, kept by the database likewise (migration 0018): whether the admins' lists show the
     * profile (its account is of the profile's kind and not deleted), so that they count and
     * order the profiles alone. `searchable` implies it.
     */
    listed: boolean('listed').notNull().default(false),
  },
  (t) => [
    uniqueIndex('member_profiles_membership_uq').on(t.membershipType, t.membershipNumber),
    index('member_profiles_skills_gin').using('gin', t.skills),
    index('member_profiles_location_idx').on(t.stateCode, t.cityCode),
    index('member_profiles_search_idx').on(t.isActive, t.totalExperienceInMonths, t.currentCtc),
    index('member_profiles_modified_idx').on(t.modifiedAt),
    // Employers' candidate searches read a page in its order from one of these (name, recently
    // updated, experience; by place), instead of joining and sorting every match; their totals
    // come from candidate_place_counts unless skills are asked for.
    ...candidateOrderIndexes('member_profiles', t),
    index('member_profiles_searchable_state_experience_idx')
      .on(t.stateCode, t.totalExperienceInMonths, t.modifiedAt, t.userId)
      .where(sql`${t.searchable}`),
    // Admin keyword search: one trigram-indexed predicate (bench/results/2026-11-26-keyword-recommended.md).
    index('member_profiles_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const studentProfiles = pgTable(
  'student_profiles',
  {
    userId: userRef('user_id').primaryKey(),
    registrationNumber: text('registration_number').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    region: text('region').notNull().default(''),
    chapter: text('chapter').notNull().default(''),
    stateCode: text('state_code').notNull().default(''),
    cityCode: text('city_code').notNull().default(''),
    profileSummary: text('profile_summary').notNull().default(''),
    additionalInfo: text('additional_info').notNull().default(''),
    achievements: text('achievements').notNull().default(''),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    /** The candidate's own switch: employers who only found them by search may open the resume. */
    showResumeToEmployers: boolean('show_resume_to_employers').notNull().default(false),
    profilePicture: text('profile_picture').notNull().default(''),
    resumeFileId: bigint('resume_file_id', { mode: 'number' }).references(() => files.id, {
      onDelete: 'set null',
    }),
    modifiedAt: ts('modified_at').notNull().defaultNow(),
    /**
     * Ours. What the admin keyword search matches, one text: the user's name and e-mail, the registration number,
     * joined by U+0001. Kept by the database (triggers of migration 0015, in the writing
     * transaction; a value written here is replaced), so no writer can leave it stale
     * (admin.repo keywordCondition).
     */
    searchText: text('search_text').notNull().default(''),
    /**
     * Ours, kept by the database (triggers of migration 0017, in the writing transaction; a value
     * written here is replaced): whether employers find this candidate (an active profile of an
     * active, undeleted user: the one place that rule is decided for the searches and their
     * counts) and the user's name as the searches order it (`lower(name)`).
     */
    searchable: boolean('searchable').notNull().default(false),
    nameKey: text('name_key').notNull().default(''),
    /**
     * Ours, kept by the database likewise (migration 0018): whether the admins' lists show the
     * profile (its account is of the profile's kind and not deleted), so that they count and
     * order the profiles alone. `searchable` implies it.
     */
    listed: boolean('listed').notNull().default(false),
  },
  (t) => [
    uniqueIndex('student_profiles_registration_uq').on(t.registrationNumber),
    index('student_profiles_skills_gin').using('gin', t.skills),
    index('student_profiles_location_idx').on(t.stateCode, t.cityCode),
    index('student_profiles_modified_idx').on(t.modifiedAt),
    ...candidateOrderIndexes('student_profiles', t),
    // Admin keyword search: one trigram-indexed predicate (bench/results/2026-11-26-keyword-recommended.md).
    index('student_profiles_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const corporateProfiles = pgTable(
  'corporate_profiles',
  {
    userId: userRef('user_id').primaryKey(),
    companyName: text('company_name').notNull(),
    cinNumber: text('cin_number').notNull().default(''),
    isListed: boolean('is_listed').notNull().default(false),
    listingType: text('listing_type').notNull().default(''),
    industryTypes: text('industry_types').array().notNull().default(sql`'{}'::text[]`),
    isPcs: boolean('is_pcs').notNull().default(false),
    firmName: text('firm_name').notNull().default(''),
    memberName: text('member_name').notNull().default(''),
    membershipNumber: text('membership_number').notNull().default(''),
    companyDescription: text('company_description').notNull().default(''),
    countryCode: text('country_code').notNull().default('IN'),
    stateCode: text('state_code').notNull().default(''),
    cityCode: text('city_code').notNull().default(''),
    otherCity: text('other_city').notNull().default(''),
    address: text('address').notNull().default(''),
    locality: text('locality').notNull().default(''),
    companyPhoneCode: text('company_phone_code').notNull().default('91'),
    companyContactNumber: text('company_contact_number').notNull().default(''),
    companyWebsite: text('company_website').notNull().default(''),
    contactPerson1Name: text('contact_person1_name').notNull().default(''),
    contactPerson1Email: text('contact_person1_email').notNull().default(''),
    contactPerson1PhoneCode: text('contact_person1_phone_code').notNull().default('91'),
    contactPerson1Mobile: text('contact_person1_mobile').notNull().default(''),
    contactPerson2Name: text('contact_person2_name').notNull().default(''),
    contactPerson2Email: text('contact_person2_email').notNull().default(''),
    contactPerson2Mobile: text('contact_person2_mobile').notNull().default(''),
    canPostTraining: boolean('can_post_training').notNull().default(false),
    balanceSheetFileId: bigint('balance_sheet_file_id', { mode: 'number' }).references(() => files.id, {
      onDelete: 'set null',
    }),
    modifiedAt: ts('modified_at').notNull().defaultNow(),
    /**
     * Ours. What the admin keyword search matches, one text: the user's e-mail, the company name, the contact person, the CIN,
     * joined by U+0001. Kept by the database (triggers of migration 0015, in the writing
     * transaction; a value written here is replaced), so no writer can leave it stale
     * (admin.repo keywordCondition).
     */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    index('corporate_profiles_name_trgm').using('gin', sql`${t.companyName} gin_trgm_ops`),
    index('corporate_profiles_industry_gin').using('gin', t.industryTypes),
    index('corporate_profiles_location_idx').on(t.stateCode, t.cityCode),
    // Admin keyword search: one trigram-indexed predicate (bench/results/2026-11-26-keyword-recommended.md).
    index('corporate_profiles_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Education items of members and students. */
export const educationItems = pgTable(
  'education_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    userId: userRef('user_id'),
    course: text('course').notNull(),
    college: text('college').notNull(),
    location: text('location').notNull(),
    board: text('board').notNull(),
    yearOfCompletion: integer('year_of_completion').notNull(),
    percentage: text('percentage').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('education_items_code_uq').on(t.code), index('education_items_user_idx').on(t.userId)],
);

/** Experience (internship for students) items. */
export const experienceItems = pgTable(
  'experience_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    userId: userRef('user_id'),
    company: text('company').notNull(),
    designation: text('designation').notNull(),
    location: text('location').notNull(),
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date').notNull(),
    jobProfile: text('job_profile').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('experience_items_code_uq').on(t.code),
    index('experience_items_user_idx').on(t.userId),
  ],
);

/** Member certifications and trainings. */
export const certificationItems = pgTable(
  'certification_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    userId: userRef('user_id'),
    trainingCode: text('training_code').notNull(),
    trainingName: text('training_name').notNull(),
    instituteName: text('institute_name').notNull(),
    location: text('location').notNull(),
    courseDuration: integer('course_duration').notNull(),
    yearOfCompletion: integer('year_of_completion').notNull(),
    percentage: text('percentage').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('certification_items_code_uq').on(t.code),
    index('certification_items_user_idx').on(t.userId),
  ],
);

/**
 * Employers' views of candidate profiles (features/access/candidate-access.ts): one row per
 * employer, candidate and India day, with the last time of that day. `viaSearch` = the candidate
 * had not applied to the employer; those count against the employer's daily limit. The candidate
 * sees the list (company and time).
 */
export const profileViews = pgTable(
  'profile_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    candidateId: userRef('candidate_id'),
    viewerId: userRef('viewer_id'),
    day: date('day', { mode: 'string' }).notNull(),
    viaSearch: boolean('via_search').notNull(),
    viewedAt: ts('viewed_at').notNull(),
  },
  (t) => [
    uniqueIndex('profile_views_once_a_day_uq').on(t.candidateId, t.viewerId, t.day),
    index('profile_views_viewer_day_idx').on(t.viewerId, t.day).where(sql`${t.viaSearch}`),
    index('profile_views_candidate_idx').on(t.candidateId, t.viewedAt),
  ],
);

/**
 * Ours. How many searchable candidates each place has (kind 'member' or 'student'): the total of an
 * employer's search without skills is a sum of these rows instead of a count over tens of
 * thousands of profiles. Kept by the database (migration 0017: a profile's trigger adds and takes
 * away at the commit of the transaction that changed whether or where it is searchable).
 */
export const candidatePlaceCounts = pgTable(
  'candidate_place_counts',
  {
    kind: text('kind').notNull(),
    stateCode: text('state_code').notNull(),
    cityCode: text('city_code').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.stateCode, t.cityCode] })],
);

/**
 * Ours. One row per skill of each searchable candidate, with the place and the name order: an
 * employer's search by skills (codes) counts and pages these entries alone (a city's few hundred
 * with the skill) instead of every profile of the place. Kept by the database (migration 0019: a
 * profile's trigger rewrites its rows when it becomes searchable or not, moves, is renamed or its
 * skills change, in the writing transaction).
 */
export const candidateSkills = pgTable(
  'candidate_skills',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    skill: text('skill').notNull(),
    kind: text('kind').notNull(),
    stateCode: text('state_code').notNull(),
    cityCode: text('city_code').notNull(),
    nameKey: text('name_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.skill] }),
    index('candidate_skills_place_idx').on(t.kind, t.stateCode, t.cityCode, t.skill, t.nameKey, t.userId),
    index('candidate_skills_state_idx').on(t.kind, t.stateCode, t.skill, t.nameKey, t.userId),
    index('candidate_skills_skill_idx').on(t.kind, t.skill, t.nameKey, t.userId),
  ],
);
