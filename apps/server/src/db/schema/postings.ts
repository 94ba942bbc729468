import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const textArray = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

export const jobStatusEnum = pgEnum('job_status', ['active', 'onHold', 'blocked']);
export const trainingStatusEnum = pgEnum('training_status', ['active', 'blocked']);
export const workCultureEnum = pgEnum('work_culture', ['No', 'Yes', 'Limited']);

/** Jobs posted by employers. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    countryCode: text('country_code').notNull(),
    stateCode: text('state_code').notNull().default(''),
    cities: textArray('cities'),
    /** A job outside India names its city here (spec 1 section 4, the country rule); '' in India. */
    otherCity: text('other_city').notNull().default(''),
    noOfVacancy: integer('no_of_vacancy').notNull().default(1),
    roles: textArray('roles'),
    skills: textArray('skills'),
    jobType: text('job_type').notNull(),
    qualifications: textArray('qualifications'),
    additionalQualifications: textArray('additional_qualifications'),
    minSalary: bigint('min_salary', { mode: 'number' }).notNull().default(0),
    maxSalary: bigint('max_salary', { mode: 'number' }).notNull().default(0),
    salaryCurrency: text('salary_currency').notNull().default('INR'),
    minExperienceInMonths: integer('min_experience_months').notNull().default(0),
    maxExperienceInMonths: integer('max_experience_months').notNull().default(0),
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date').notNull(),
    service: boolean('service').notNull().default(false),
    description: text('description').notNull(),
    workCulture: workCultureEnum('work_culture').notNull().default('No'),
    status: jobStatusEnum('status').notNull().default('active'),
    /** Member-type job (one of the special qualifications): drives recommendations and the INR minimum. */
    isMemberJob: boolean('is_member_job').notNull().default(false),
    applicationCount: integer('application_count').notNull().default(0),
    expiryNoticeSentAt: ts('expiry_notice_sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    modifiedAt: ts('modified_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('jobs_code_uq').on(t.code),
    index('jobs_owner_idx').on(t.ownerId, t.createdAt),
    index('jobs_open_idx').on(t.status, t.endDate, t.startDate),
    index('jobs_created_idx').on(t.createdAt),
    index('jobs_country_state_idx').on(t.countryCode, t.stateCode),
    index('jobs_cities_gin').using('gin', t.cities),
    index('jobs_skills_gin').using('gin', t.skills),
    index('jobs_roles_gin').using('gin', t.roles),
    index('jobs_qualifications_gin').using('gin', t.qualifications),
    index('jobs_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    // The open window of live jobs with the cheap list filters as trailing key columns: the
    // count of every job list is an index-only scan (bench/results/history-2026-11.md). owner_id:
    // the counts keep the (removed) left join to the company, and PostgreSQL 15 then needs the
    // column in the index to scan it alone.
    index('jobs_open_live_idx')
      .on(t.endDate, t.startDate, t.isMemberJob, t.countryCode, t.stateCode, t.workCulture, t.ownerId)
      .where(sql`${t.status} = 'active' and ${t.deletedAt} is null`),
  ],
);

/** Trainings (articleships, internships) posted by employers allowed to post them. */
export const trainings = pgTable(
  'trainings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    noOfTrainees: integer('no_of_trainees').notNull().default(1),
    stateCode: text('state_code').notNull(),
    cities: textArray('cities'),
    industries: textArray('industries'),
    qualification: text('qualification').notNull(),
    durationCode: text('duration_code').notNull(),
    durationMonths: integer('duration_months').notNull().default(0),
    stipend: bigint('stipend', { mode: 'number' }).notNull().default(0),
    stipendCurrency: text('stipend_currency').notNull().default('INR'),
    /** Application window. */
    applicationStart: ts('application_start').notNull(),
    applicationEnd: ts('application_end').notNull(),
    /** Month and year the training starts. */
    trainingStart: ts('training_start'),
    address: text('address').notNull(),
    description: text('description').notNull(),
    status: trainingStatusEnum('status').notNull().default('active'),
    applicationCount: integer('application_count').notNull().default(0),
    expiryNoticeSentAt: ts('expiry_notice_sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    modifiedAt: ts('modified_at').notNull().defaultNow(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    modifiedBy: bigint('modified_by', { mode: 'number' }).references(() => users.id),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('trainings_code_uq').on(t.code),
    index('trainings_owner_idx').on(t.ownerId, t.createdAt),
    index('trainings_open_idx').on(t.status, t.applicationEnd, t.applicationStart),
    index('trainings_created_idx').on(t.createdAt),
    index('trainings_state_idx').on(t.stateCode),
    index('trainings_cities_gin').using('gin', t.cities),
    index('trainings_industries_gin').using('gin', t.industries),
    index('trainings_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
    index('trainings_open_live_idx')
      .on(t.applicationEnd, t.applicationStart, t.stateCode, t.durationCode, t.ownerId)
      .where(sql`${t.status} = 'active' and ${t.deletedAt} is null`),
  ],
);

export const applicationStageEnum = pgEnum('application_stage', [
  'applied',
  'shortlisted',
  'interview',
  'offered',
  'hired',
  'notSelected',
]);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appliedAt: ts('applied_at').notNull().defaultNow(),
    stage: applicationStageEnum('stage').notNull().default('applied'),
    stageNote: text('stage_note').notNull().default(''),
    modifiedAt: ts('modified_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_applications_uq').on(t.jobId, t.userId),
    index('job_applications_user_idx').on(t.userId, t.appliedAt),
    index('job_applications_job_idx').on(t.jobId, t.appliedAt),
    index('job_applications_applied_idx').on(t.appliedAt),
    index('job_applications_job_stage_idx').on(t.jobId, t.stage, t.appliedAt),
    // Keyset paging of a job's applicants by id (the applicants Excel of a large job).
    index('job_applications_job_id_idx').on(t.jobId, t.id),
  ],
);

export const trainingApplications = pgTable(
  'training_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    trainingId: bigint('training_id', { mode: 'number' })
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appliedAt: ts('applied_at').notNull().defaultNow(),
    stage: applicationStageEnum('stage').notNull().default('applied'),
    stageNote: text('stage_note').notNull().default(''),
    modifiedAt: ts('modified_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('training_applications_uq').on(t.trainingId, t.userId),
    index('training_applications_user_idx').on(t.userId, t.appliedAt),
    index('training_applications_training_idx').on(t.trainingId, t.appliedAt),
    index('training_applications_applied_idx').on(t.appliedAt),
    index('training_applications_training_stage_idx').on(t.trainingId, t.stage, t.appliedAt),
    index('training_applications_training_id_idx').on(t.trainingId, t.id),
  ],
);

/** Government and other jobs, published by admins. */
export const govtJobs = pgTable(
  'govt_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    cities: textArray('cities'),
    jobType: text('job_type').notNull(),
    workCulture: workCultureEnum('work_culture').notNull().default('No'),
    jobPost: text('job_post').notNull(),
    governmentType: text('government_type').notNull(),
    companyName: text('company_name').notNull().default(''),
    vacancy: text('vacancy').notNull().default(''),
    payScale: text('pay_scale').notNull().default(''),
    ageLimit: text('age_limit').notNull().default(''),
    applyUrl: text('apply_url').notNull().default(''),
    advertisementUrl: text('advertisement_url').notNull().default(''),
    startDate: ts('start_date'),
    endDate: ts('end_date'),
    minimumExperience: integer('minimum_experience').notNull().default(0),
    maximumExperience: integer('maximum_experience').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    modifiedAt: ts('modified_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('govt_jobs_code_uq').on(t.code),
    index('govt_jobs_created_idx').on(t.createdAt),
    index('govt_jobs_end_idx').on(t.endDate),
    index('govt_jobs_cities_gin').using('gin', t.cities),
  ],
);

export const govtTrainings = pgTable(
  'govt_trainings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    cities: textArray('cities'),
    designation: text('designation').notNull(),
    governmentType: text('government_type').notNull(),
    companyName: text('company_name').notNull().default(''),
    vacancy: text('vacancy').notNull().default(''),
    stipend: text('stipend').notNull().default(''),
    ageLimit: text('age_limit').notNull().default(''),
    applyUrl: text('apply_url').notNull().default(''),
    advertisementUrl: text('advertisement_url').notNull().default(''),
    trainingStartDate: ts('training_start_date'),
    trainingEndDate: ts('training_end_date'),
    minimumQualification: text('minimum_qualification').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    modifiedAt: ts('modified_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('govt_trainings_code_uq').on(t.code),
    index('govt_trainings_created_idx').on(t.createdAt),
    index('govt_trainings_end_idx').on(t.trainingEndDate),
    index('govt_trainings_cities_gin').using('gin', t.cities),
  ],
);

/**
 * One row (id 1) whose version moves at the commit of every write that changes what the job and
 * training lists filter or order on (migration 0016's triggers on jobs, trainings and the
 * companies' listing facts). The in-memory index of open postings
 * (features/search/open-postings.ts) is rebuilt when it sees the version move.
 */
export const searchIndexVersion = pgTable('search_index_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
