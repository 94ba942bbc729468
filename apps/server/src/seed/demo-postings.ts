import { isMemberJobQualification, SEMI_QUALIFIED_TITLE } from '@pp/contract/lookups';
import { jobs, trainings } from '../db/schema/postings.ts';
import { newCode } from '../platform/codes.ts';
import type { AppContext } from '../platform/context.ts';

/**
 * Demo jobs and trainings of the demo employer: member jobs (ACS/FCS) and student jobs across
 * India, work-from-home ones, two abroad, a few past their show-till date, one on hold and one
 * unpublished; trainings open and closed. Dates are relative to the seeding time.
 */

const DAY_MS = 86_400_000;

type JobSeed = Omit<
  typeof jobs.$inferInsert,
  'code' | 'ownerId' | 'startDate' | 'endDate' | 'createdAt' | 'modifiedAt' | 'isMemberJob'
> & {
  /** Days from now the job became (or becomes) visible; negative in the past. */
  startInDays: number;
  /** How many days it stays shown. */
  showForDays: number;
};

const JOBS: JobSeed[] = [
  {
    title: 'Company Secretary & Compliance Officer',
    countryCode: 'IN',
    stateCode: 'IN-MH',
    cities: ['IN-MH-MUMBAI'],
    noOfVacancy: 1,
    roles: ['R-CSCO'],
    skills: ['SKM-LODR', 'SKM-PIT', 'SKM-BOARD', 'SKM-AGM', 'SKM-SE'],
    jobType: 'JT-FT',
    qualifications: ['Q-FCS'],
    additionalQualifications: ['AQ-LLB'],
    minSalary: 2_400_000,
    maxSalary: 3_600_000,
    minExperienceInMonths: 96,
    maxExperienceInMonths: 144,
    service: false,
    workCulture: 'No',
    startInDays: -3,
    showForDays: 45,
    description:
      '<p>Lead the secretarial function of a listed textiles and chemicals group.</p><ul><li>SEBI LODR and insider trading compliance, stock exchange filings</li><li>Board, committee and general meetings; minutes and registers</li><li>Reporting to the Managing Director and the Audit Committee</li></ul>',
  },
  {
    title: 'Assistant Company Secretary',
    countryCode: 'IN',
    stateCode: 'IN-MH',
    cities: ['IN-MH-PUNE', 'IN-MH-MUMBAI'],
    noOfVacancy: 2,
    roles: ['R-ACS'],
    skills: ['SKM-CA13', 'SKM-MCA21', 'SKM-BOARD', 'SKM-XBRL'],
    jobType: 'JT-FT',
    qualifications: ['Q-ACS'],
    additionalQualifications: ['AQ-BCOM'],
    minSalary: 700_000,
    maxSalary: 1_000_000,
    minExperienceInMonths: 12,
    maxExperienceInMonths: 36,
    service: false,
    workCulture: 'No',
    startInDays: -10,
    showForDays: 60,
    description:
      '<p>Support the Company Secretary with day-to-day compliance of the listed parent and six subsidiaries.</p><ul><li>MCA21 e-forms and XBRL filings</li><li>Drafting notices, agenda papers and minutes</li></ul>',
  },
  {
    title: 'Legal & Secretarial Manager (Remote)',
    countryCode: 'IN',
    stateCode: 'IN-KA',
    cities: ['IN-KA-BENGALURU'],
    noOfVacancy: 1,
    roles: ['R-LSM'],
    skills: ['SKM-DRAFT', 'SKM-CONTRACT', 'SKM-ESOP', 'SKM-FDI', 'SKM-PE'],
    jobType: 'JT-FT',
    qualifications: ['Q-ACS', 'Q-FCS'],
    additionalQualifications: ['AQ-LLB', 'AQ-MBA'],
    minSalary: 1_500_000,
    maxSalary: 2_200_000,
    minExperienceInMonths: 60,
    maxExperienceInMonths: 96,
    service: false,
    workCulture: 'Yes',
    startInDays: -1,
    showForDays: 30,
    description:
      '<p>Fully remote role for our technology subsidiary: investment rounds, ESOP administration, FDI reporting and commercial contracts. Travel to Bengaluru once a quarter.</p>',
  },
  {
    title: 'Secretarial Auditor',
    countryCode: 'IN',
    stateCode: 'IN-DL',
    cities: ['IN-DL-NEW-DELHI'],
    noOfVacancy: 2,
    roles: ['R-SAUD'],
    skills: ['SKM-SA', 'SKM-CA13', 'SKM-LODR', 'SKM-REG'],
    jobType: 'JT-FT',
    qualifications: ['Q-ACS'],
    additionalQualifications: [],
    minSalary: 800_000,
    maxSalary: 1_200_000,
    minExperienceInMonths: 24,
    maxExperienceInMonths: 60,
    service: true,
    workCulture: 'Limited',
    startInDays: -5,
    showForDays: 30,
    description:
      '<p>Conduct secretarial audits and annual secretarial compliance reports for our group companies. Two days a week from home.</p>',
  },
  {
    title: 'Compliance Officer - NBFC',
    countryCode: 'IN',
    stateCode: 'IN-TN',
    cities: ['IN-TN-CHENNAI', 'IN-TN-COIMBATORE'],
    noOfVacancy: 1,
    roles: ['R-CO'],
    skills: ['SKM-NBFC', 'SKM-PMLA', 'SKM-RISK'],
    jobType: 'JT-FT',
    qualifications: ['Q-ACS'],
    additionalQualifications: ['AQ-MBAF'],
    minSalary: 900_000,
    maxSalary: 1_400_000,
    minExperienceInMonths: 36,
    maxExperienceInMonths: 84,
    service: false,
    workCulture: 'No',
    startInDays: -2,
    showForDays: 15,
    description:
      '<p>RBI compliance for our finance arm: returns, KYC and AML policy, fair practices code and board reporting.</p>',
  },
  {
    title: 'Head - Legal & Secretarial (Dubai)',
    countryCode: 'AE',
    stateCode: '',
    cities: [],
    noOfVacancy: 1,
    roles: ['R-HLS'],
    skills: ['SKM-CG', 'SKM-MA', 'SKM-DD', 'SKM-CONTRACT'],
    jobType: 'JT-FT',
    qualifications: ['Q-FCS'],
    additionalQualifications: ['AQ-LLB'],
    minSalary: 90_000,
    maxSalary: 130_000,
    salaryCurrency: 'USD',
    minExperienceInMonths: 120,
    maxExperienceInMonths: 180,
    service: false,
    workCulture: 'No',
    startInDays: -4,
    showForDays: 60,
    description:
      '<p>Head governance and legal for our Middle East trading company in Dubai: board matters, acquisitions, group contracts and free-zone filings.</p>',
  },
  {
    title: 'Corporate Governance Manager (Singapore)',
    countryCode: 'SG',
    stateCode: '',
    cities: [],
    noOfVacancy: 1,
    roles: ['R-CGM'],
    skills: ['SKM-CG', 'SKM-AR', 'SKM-BRSR'],
    jobType: 'JT-CONTRACT',
    qualifications: ['Q-ACS'],
    additionalQualifications: ['AQ-CGI'],
    minSalary: 60_000,
    maxSalary: 85_000,
    salaryCurrency: 'USD',
    minExperienceInMonths: 60,
    maxExperienceInMonths: 120,
    service: false,
    workCulture: 'Limited',
    startInDays: -7,
    showForDays: 45,
    description:
      '<p>Two-year contract at our Singapore holding company: annual report, sustainability reporting and board evaluation.</p>',
  },
  {
    title: SEMI_QUALIFIED_TITLE,
    countryCode: 'IN',
    stateCode: 'IN-GJ',
    cities: ['IN-GJ-AHMEDABAD', 'IN-GJ-VADODARA'],
    noOfVacancy: 3,
    roles: ['R-SECE'],
    skills: ['SKS-ROC', 'SKS-EFORMS', 'SKS-MINUTES', 'SKS-EXCEL'],
    jobType: 'JT-FT',
    qualifications: ['Q-CSP-PASS', 'Q-CSE-PASS'],
    additionalQualifications: ['AQ-BCOM'],
    minSalary: 240_000,
    maxSalary: 360_000,
    minExperienceInMonths: 0,
    maxExperienceInMonths: 24,
    service: false,
    workCulture: 'No',
    startInDays: -1,
    showForDays: 30,
    description:
      '<p>Secretarial executives for our Gujarat plants: ROC filings, statutory registers and meeting documents.</p>',
  },
  {
    title: SEMI_QUALIFIED_TITLE,
    countryCode: 'IN',
    stateCode: 'IN-TG',
    cities: ['IN-TG-HYDERABAD'],
    noOfVacancy: 2,
    roles: ['R-SECA'],
    skills: ['SKS-DRAFT', 'SKS-RESEARCH', 'SKS-CORPLAW', 'SKS-WORD'],
    jobType: 'JT-FT',
    qualifications: ['Q-CSE-PASS'],
    additionalQualifications: [],
    minSalary: 180_000,
    maxSalary: 300_000,
    minExperienceInMonths: 0,
    maxExperienceInMonths: 12,
    service: false,
    workCulture: 'Yes',
    startInDays: 0,
    showForDays: 30,
    description:
      '<p>Work-from-home secretarial associates for drafting and legal research. Laptop provided; one week of induction in Hyderabad.</p>',
  },
  {
    title: SEMI_QUALIFIED_TITLE,
    countryCode: 'IN',
    stateCode: 'IN-WB',
    cities: ['IN-WB-KOLKATA'],
    noOfVacancy: 1,
    roles: ['R-MT'],
    skills: ['SKS-SECPR', 'SKS-FINACC', 'SKS-TALLY'],
    jobType: 'JT-CONTRACT',
    qualifications: ['Q-CSP-REG'],
    additionalQualifications: ['AQ-MCOM'],
    minSalary: 150_000,
    maxSalary: 220_000,
    minExperienceInMonths: 0,
    maxExperienceInMonths: 12,
    service: false,
    workCulture: 'No',
    startInDays: -50,
    showForDays: 30,
    description:
      '<p>One-year management trainee in our eastern region office: secretarial practice and accounts support.</p>',
  },
  {
    title: 'Deputy Company Secretary',
    countryCode: 'IN',
    stateCode: 'IN-HR',
    cities: ['IN-HR-GURGAON'],
    noOfVacancy: 1,
    roles: ['R-DCS'],
    skills: ['SKM-ICDR', 'SKM-SAST', 'SKM-LODR', 'SKM-IR'],
    jobType: 'JT-FT',
    qualifications: ['Q-ACS'],
    additionalQualifications: ['AQ-CA'],
    minSalary: 1_800_000,
    maxSalary: 2_500_000,
    minExperienceInMonths: 84,
    maxExperienceInMonths: 120,
    service: false,
    workCulture: 'No',
    startInDays: -95,
    showForDays: 60,
    description:
      '<p>Deputy to the Group Company Secretary for the planned listing of our consumer business: IPO documentation, SEBI ICDR and investor relations.</p>',
  },
  {
    title: 'Company Secretary (Part Time)',
    countryCode: 'IN',
    stateCode: 'IN-RJ',
    cities: ['IN-RJ-JAIPUR'],
    noOfVacancy: 1,
    roles: ['R-CS'],
    skills: ['SKM-CA13', 'SKM-MCA21', 'SKM-AGM'],
    jobType: 'JT-PT',
    qualifications: ['Q-ACS'],
    additionalQualifications: [],
    minSalary: 600_000,
    maxSalary: 720_000,
    minExperienceInMonths: 12,
    maxExperienceInMonths: 48,
    service: false,
    workCulture: 'Limited',
    startInDays: -20,
    showForDays: 45,
    status: 'onHold',
    description:
      '<p>Part-time company secretary for our Jaipur subsidiary: annual filings, board and general meetings.</p>',
  },
  {
    title: 'Legal Associate',
    countryCode: 'IN',
    stateCode: 'IN-UP',
    cities: ['IN-UP-NOIDA', 'IN-UP-LUCKNOW'],
    noOfVacancy: 2,
    roles: ['R-LASSOC'],
    skills: ['SKM-LIT', 'SKM-ARB', 'SKM-LABOUR'],
    jobType: 'JT-FT',
    qualifications: ['Q-ACS'],
    additionalQualifications: ['AQ-LLB'],
    minSalary: 650_000,
    maxSalary: 900_000,
    minExperienceInMonths: 12,
    maxExperienceInMonths: 48,
    service: false,
    workCulture: 'No',
    startInDays: 2,
    showForDays: 30,
    status: 'blocked',
    description:
      '<p>Draft posting, not yet published: litigation and arbitration support for our northern region units.</p>',
  },
];

type TrainingSeed = Omit<
  typeof trainings.$inferInsert,
  'code' | 'ownerId' | 'applicationStart' | 'applicationEnd' | 'trainingStart' | 'createdAt' | 'modifiedAt'
> & {
  opensInDays: number;
  openForDays: number;
  /** Months from now to the month the training starts. */
  startsInMonths: number;
};

const TRAININGS: TrainingSeed[] = [
  {
    title: 'Long-term Training (21 months) - Secretarial Department',
    noOfTrainees: 4,
    stateCode: 'IN-MH',
    cities: ['IN-MH-MUMBAI'],
    industries: ['IND-TEXT', 'IND-CHEM'],
    qualification: 'Q-CSE-PASS',
    durationCode: 'D-21',
    durationMonths: 21,
    stipend: 15_000,
    address: 'Plot 14, MIDC, Andheri East, Mumbai 400093',
    opensInDays: -5,
    openForDays: 40,
    startsInMonths: 2,
    description:
      '<p>21-month training in the secretarial department of a listed company: board and general meetings, SEBI filings, registers and MCA21 e-forms.</p>',
  },
  {
    title: 'Short-term Training (3 months) - Compliance',
    noOfTrainees: 2,
    stateCode: 'IN-MH',
    cities: ['IN-MH-PUNE'],
    industries: ['IND-CHEM'],
    qualification: 'Q-CSE-ONE',
    durationCode: 'D-3',
    durationMonths: 3,
    stipend: 8_000,
    address: 'Hinjewadi Phase 2, Pune 411057',
    opensInDays: -2,
    openForDays: 20,
    startsInMonths: 1,
    description: '<p>Compliance calendar, factory licences and environmental returns at our Pune plant.</p>',
  },
  {
    title: 'Executive Training (12 months) - Legal',
    noOfTrainees: 1,
    stateCode: 'IN-GJ',
    cities: ['IN-GJ-AHMEDABAD'],
    industries: ['IND-MFG'],
    qualification: 'Q-CSP-REG',
    durationCode: 'D-12',
    durationMonths: 12,
    stipend: 12_000,
    address: 'SG Highway, Ahmedabad 380054',
    opensInDays: -1,
    openForDays: 30,
    startsInMonths: 1,
    description: '<p>Contracts, legal research and litigation tracking with our legal team.</p>',
  },
  {
    title: 'Training (6 months) - Investor Services',
    noOfTrainees: 3,
    stateCode: 'IN-DL',
    cities: ['IN-DL-NEW-DELHI'],
    industries: ['IND-CAPM'],
    qualification: 'Q-CSE-REG',
    durationCode: 'D-6',
    durationMonths: 6,
    stipend: 0,
    address: 'Connaught Place, New Delhi 110001',
    opensInDays: -3,
    openForDays: 25,
    startsInMonths: 1,
    description: '<p>Share transfers, demat requests and investor grievance handling with our RTA team.</p>',
  },
  {
    title: 'Long-term Training (15 months) - Group Secretarial',
    noOfTrainees: 2,
    stateCode: 'IN-KA',
    cities: ['IN-KA-BENGALURU'],
    industries: ['IND-IT'],
    qualification: 'Q-CSE-PASS',
    durationCode: 'D-15',
    durationMonths: 15,
    stipend: 18_000,
    address: 'Outer Ring Road, Bellandur, Bengaluru 560103',
    opensInDays: -60,
    openForDays: 30,
    startsInMonths: -1,
    description: '<p>Group secretarial work for our technology subsidiaries. Applications closed.</p>',
  },
  {
    title: 'Training (9 months) - Secretarial Audit',
    noOfTrainees: 1,
    stateCode: 'IN-TN',
    cities: ['IN-TN-CHENNAI'],
    industries: ['IND-PROF'],
    qualification: 'Q-CSE-ONE',
    durationCode: 'D-9',
    durationMonths: 9,
    stipend: 10_000,
    address: 'Anna Salai, Chennai 600002',
    opensInDays: -10,
    openForDays: 30,
    startsInMonths: 1,
    status: 'blocked',
    description: '<p>Secretarial audit assistance. Closed for now.</p>',
  },
];

/** The first day of the month `months` from `now` (UTC), for the month-and-year training start. */
function monthStart(now: Date, months: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
}

/** Adds the demo employer's jobs and trainings; returns their codes. */
export async function seedDemoPostings(ctx: AppContext, { corporateUserId }: { corporateUserId: number }) {
  const now = ctx.now();
  const jobRows = JOBS.map(({ startInDays, showForDays, ...job }, index) => {
    const startDate = new Date(now.getTime() + startInDays * DAY_MS);
    // Posted a day before it became visible; later rows are older, so lists have a spread.
    const createdAt = new Date(Math.min(now.getTime(), startDate.getTime()) - (index + 1) * 3_600_000);
    return {
      ...job,
      code: newCode(),
      ownerId: corporateUserId,
      startDate,
      endDate: new Date(startDate.getTime() + showForDays * DAY_MS),
      isMemberJob: (job.qualifications ?? []).some(isMemberJobQualification),
      createdAt,
      modifiedAt: createdAt,
    };
  });
  const trainingRows = TRAININGS.map(({ opensInDays, openForDays, startsInMonths, ...training }, index) => {
    const applicationStart = new Date(now.getTime() + opensInDays * DAY_MS);
    const createdAt = new Date(Math.min(now.getTime(), applicationStart.getTime()) - (index + 1) * 3_600_000);
    return {
      ...training,
      code: newCode(),
      ownerId: corporateUserId,
      applicationStart,
      applicationEnd: new Date(applicationStart.getTime() + openForDays * DAY_MS),
      trainingStart: monthStart(now, startsInMonths),
      createdBy: corporateUserId,
      modifiedBy: corporateUserId,
      createdAt,
      modifiedAt: createdAt,
    };
  });
  const insertedJobs = await ctx.db.insert(jobs).values(jobRows).returning({ code: jobs.code });
  const insertedTrainings = await ctx.db
    .insert(trainings)
    .values(trainingRows)
    .returning({ code: trainings.code });
  return {
    jobCodes: insertedJobs.map((row) => row.code),
    trainingCodes: insertedTrainings.map((row) => row.code),
  };
}
