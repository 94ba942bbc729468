import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
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
  },
  (t) => [
    uniqueIndex('member_profiles_membership_uq').on(t.membershipType, t.membershipNumber),
    index('member_profiles_skills_gin').using('gin', t.skills),
    index('member_profiles_location_idx').on(t.stateCode, t.cityCode),
    index('member_profiles_search_idx').on(t.isActive, t.totalExperienceInMonths, t.currentCtc),
    index('member_profiles_modified_idx').on(t.modifiedAt),
    // Employers' candidate counts by place: an index-only scan of the active profiles (bench/results/history-2026-11.md).
    index('member_profiles_active_place_idx').on(t.stateCode, t.cityCode, t.userId).where(sql`${t.isActive}`),
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
  },
  (t) => [
    uniqueIndex('student_profiles_registration_uq').on(t.registrationNumber),
    index('student_profiles_skills_gin').using('gin', t.skills),
    index('student_profiles_location_idx').on(t.stateCode, t.cityCode),
    index('student_profiles_modified_idx').on(t.modifiedAt),
    index('student_profiles_active_place_idx')
      .on(t.stateCode, t.cityCode, t.userId)
      .where(sql`${t.isActive}`),
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
