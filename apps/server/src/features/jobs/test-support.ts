import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toEpochSeconds } from '@pp/contract/format';
import { istStartOfDay } from '@pp/contract/india-time';
import type { JobPostInput } from '@pp/contract/jobs';
import type { TrainingPostInput } from '@pp/contract/trainings';
import { seedReferenceData } from '../../db/seed/reference.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { signedInUser } from '../../test/sign-in.ts';
import { insertCorporateProfileRow } from './test-fixtures.repo.ts';

/** Shared set-up of the employer area's API tests. */

export const DAY = 86_400;

/** A test app with the reference data, storing uploads in a temporary folder removed at close. */
export async function employerTestApp(): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'pp-employer-'));
  const t = await createTestApp({ DATA_DIR: dataDir });
  await seedReferenceData(t.ctx.db);
  const close = t.close.bind(t);
  t.close = async () => {
    await close();
    await rm(dataDir, { recursive: true, force: true });
  };
  return t;
}

/** Today's India-time midnight, in epoch seconds, on the app's clock. */
export function todayIst(t: TestApp): number {
  return istStartOfDay(toEpochSeconds(t.ctx.now()));
}

/** A signed-in employer with a company profile. */
export async function signedInEmployer(
  t: TestApp,
  profile: { canPostTraining?: boolean; companyName?: string } = {},
) {
  const signed = await signedInUser(t, 'corporate');
  await insertCorporateProfileRow(t.ctx.db, signed.user.id, {
    canPostTraining: profile.canPostTraining ?? true,
    ...(profile.companyName ? { companyName: profile.companyName } : {}),
  });
  return signed;
}

/** A valid member job (ACS) starting today, shown for 30 days. */
export function memberJob(t: TestApp, overrides: Partial<JobPostInput> = {}): JobPostInput {
  const start = todayIst(t);
  return {
    title: 'Company Secretary',
    country: 'IN',
    state: 'IN-MH',
    city: ['IN-MH-MUMBAI', 'IN-MH-PUNE'],
    noOfVacancy: 2,
    role: ['R-CS'],
    skill: ['SKM-CG', 'SKM-LODR'],
    jobType: 'JT-FT',
    qualification: ['Q-ACS'],
    additionalQualification: ['AQ-LLB'],
    minSalary: 600000,
    maxSalary: 900000,
    salaryCurrency: 'INR',
    minExperienceInMonths: 12,
    maxExperienceInMonths: 36,
    startDate: start,
    endDate: start + 30 * DAY,
    service: false,
    description: '<p>Secretarial <strong>compliance</strong> for a listed company.</p>',
    workCulture: 'No',
    terms: true,
    ...overrides,
  };
}

/** A valid student job ('Semi Qualified'). */
export function studentJob(t: TestApp, overrides: Partial<JobPostInput> = {}): JobPostInput {
  return memberJob(t, {
    title: '',
    qualification: ['Q-CSE-PASS'],
    skill: ['SKS-ROC', 'SKS-EXCEL'],
    role: ['R-SECE'],
    additionalQualification: [],
    minSalary: 120000,
    maxSalary: 240000,
    minExperienceInMonths: 0,
    maxExperienceInMonths: 12,
    ...overrides,
  });
}

/** A valid training whose application window opens today. */
export function training(t: TestApp, overrides: Partial<TrainingPostInput> = {}): TrainingPostInput {
  const start = todayIst(t);
  return {
    title: 'Long-term Training',
    noOfTrainees: 3,
    state: 'IN-MH',
    city: ['IN-MH-MUMBAI'],
    industry: ['IND-IT'],
    qualification: 'Q-CSE-PASS',
    duration: 'D-21',
    stipend: 12000,
    stipendCurrency: 'INR',
    trainingStartDate: start,
    trainingEndDate: start + 20 * DAY,
    address: 'Plot 1, Andheri East, Mumbai',
    description: '<p>Board meetings, ROC filings and registers.</p>',
    startDateTraining: start + 40 * DAY,
    ...overrides,
  };
}
