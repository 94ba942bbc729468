import { isMemberJobQualification, SEMI_QUALIFIED_TITLE } from '@pp/contract/lookups';
import type { ApplicationStage } from '@pp/contract/pipeline';
import { eq, sql } from 'drizzle-orm';
import { jobApplications, jobs, trainingApplications, trainings } from '../db/schema/postings.ts';
import { newCode } from '../platform/codes.ts';
import type { AppContext } from '../platform/context.ts';
import type { DemoPeople } from './demo-people.ts';

/**
 * What the demo's people did: the extra employers' jobs and trainings (open, on hold, closed,
 * past their last day, and some posted more than 180 days ago), two old postings of the demo
 * employer, and applications in every pipeline stage. One job of the demo employer, 'Company
 * Secretary & Compliance Officer', has 32 applicants (more than a page of 20).
 *
 * The demo member applied to a few jobs of the other employers only, and the demo student to one
 * of their trainings (no job: the journeys find his one 'Semi Qualified' application), so that
 * every job and training of the demo employer is still theirs to apply to. Postings the
 * browser journeys count stay without applicants ('Assistant Company Secretary', 'Secretarial
 * Auditor', 'Compliance Officer - NBFC', 'Executive Training (12 months) - Legal'); the extra
 * employers' postings are older than the demo employer's open ones, so that those stay on the
 * first pages of the lists. Dates are relative to the seeding time.
 */

const DAY_MS = 86_400_000;

/** An applicant: 'm3' is EXTRA_MEMBERS[3], 's5' EXTRA_STUDENTS[5]; or the demo member or student. */
type Ref = `m${number}` | `s${number}` | 'member' | 'student';
type Applicant = [Ref, ApplicationStage];

type Owner = 'demo' | keyof DemoPeople['employers'];

type JobSeed = Omit<
  typeof jobs.$inferInsert,
  'code' | 'ownerId' | 'startDate' | 'endDate' | 'createdAt' | 'modifiedAt' | 'isMemberJob'
> & {
  owner: Owner;
  /** Posted this many days ago; shown from the next day. */
  postedDaysAgo: number;
  showForDays: number;
  applicants: Applicant[];
};

type TrainingSeed = Omit<
  typeof trainings.$inferInsert,
  'code' | 'ownerId' | 'applicationStart' | 'applicationEnd' | 'trainingStart' | 'createdAt' | 'modifiedAt'
> & {
  owner: Owner;
  postedDaysAgo: number;
  openForDays: number;
  applicants: Applicant[];
};

const memberJob: Pick<
  JobSeed,
  'countryCode' | 'jobType' | 'additionalQualifications' | 'service' | 'workCulture' | 'noOfVacancy'
> = {
  countryCode: 'IN',
  jobType: 'JT-FT',
  additionalQualifications: [],
  service: false,
  workCulture: 'No',
  noOfVacancy: 1,
};

/** Student jobs have the fixed title 'Semi Qualified' (spec 3 section 5). */
const studentJob: typeof memberJob &
  Pick<JobSeed, 'title' | 'qualifications' | 'minExperienceInMonths' | 'maxExperienceInMonths'> = {
  ...memberJob,
  title: SEMI_QUALIFIED_TITLE,
  qualifications: ['Q-CSE-PASS'],
  minExperienceInMonths: 0,
  maxExperienceInMonths: 12,
};

const JOBS: JobSeed[] = [
  // Koshala Finserv (Hyderabad; may not post trainings).
  {
    ...memberJob,
    owner: 'koshala',
    title: 'Company Secretary - NBFC',
    stateCode: 'IN-TG',
    cities: ['IN-TG-HYDERABAD'],
    roles: ['R-CS'],
    skills: ['SKM-NBFC', 'SKM-CA13', 'SKM-BOARD', 'SKM-PMLA', 'SKM-RISK'],
    qualifications: ['Q-ACS', 'Q-FCS'],
    minSalary: 1_400_000,
    maxSalary: 2_000_000,
    minExperienceInMonths: 60,
    maxExperienceInMonths: 120,
    postedDaysAgo: 25,
    showForDays: 60,
    description:
      '<p>Company Secretary of a deposit-taking NBFC.</p><ul><li>RBI returns, fair practices code and KYC policy</li><li>Board, audit and risk committee meetings</li><li>MCA21 and stock exchange filings of our listed debt</li></ul>',
    applicants: [
      ['member', 'interview'],
      ['m19', 'interview'],
      ['m18', 'shortlisted'],
      ['m20', 'notSelected'],
      ['m17', 'applied'],
      ['m6', 'applied'],
    ],
  },
  {
    ...memberJob,
    owner: 'koshala',
    title: 'Compliance Manager (Remote)',
    stateCode: 'IN-TG',
    cities: ['IN-TG-HYDERABAD'],
    roles: ['R-RCM'],
    skills: ['SKM-CA13', 'SKM-MCA21', 'SKM-LLP', 'SKM-DPDP'],
    qualifications: ['Q-ACS'],
    minSalary: 1_000_000,
    maxSalary: 1_400_000,
    minExperienceInMonths: 36,
    maxExperienceInMonths: 72,
    workCulture: 'Yes',
    postedDaysAgo: 30,
    showForDays: 75,
    description:
      '<p>Work from home: compliance calendar of our group companies and LLPs, MCA21 filings and data protection policies. A week in Hyderabad each quarter.</p>',
    applicants: [
      ['m14', 'shortlisted'],
      ['m11', 'applied'],
      ['m22', 'applied'],
    ],
  },
  {
    ...memberJob,
    owner: 'koshala',
    title: 'Secretarial Officer',
    stateCode: 'IN-KL',
    cities: ['IN-KL-ERNAKULAM'],
    roles: ['R-SECO'],
    skills: ['SKM-REG', 'SKM-MCA21', 'SKM-AGM'],
    qualifications: ['Q-ACS'],
    minSalary: 600_000,
    maxSalary: 800_000,
    minExperienceInMonths: 12,
    maxExperienceInMonths: 36,
    status: 'onHold',
    postedDaysAgo: 40,
    showForDays: 60,
    description:
      '<p>Secretarial officer for our Kerala branch network: registers, general meetings and filings.</p>',
    applicants: [['m23', 'shortlisted']],
  },
  {
    ...studentJob,
    owner: 'koshala',
    stateCode: 'IN-TG',
    cities: ['IN-TG-HYDERABAD', 'IN-TG-SECUNDERABAD'],
    noOfVacancy: 2,
    roles: ['R-SECE'],
    skills: ['SKS-ROC', 'SKS-EFORMS', 'SKS-EXCEL'],
    minSalary: 240_000,
    maxSalary: 320_000,
    postedDaysAgo: 18,
    showForDays: 45,
    description: '<p>Secretarial executives for ROC filings and loan documentation at our head office.</p>',
    applicants: [
      ['s9', 'shortlisted'],
      ['s8', 'applied'],
    ],
  },
  {
    ...memberJob,
    owner: 'koshala',
    title: 'Assistant Manager - Secretarial',
    stateCode: 'IN-TG',
    cities: ['IN-TG-HYDERABAD'],
    roles: ['R-SECM'],
    skills: ['SKM-BOARD', 'SKM-MCA21', 'SKM-NBFC'],
    qualifications: ['Q-ACS'],
    minSalary: 700_000,
    maxSalary: 950_000,
    minExperienceInMonths: 12,
    maxExperienceInMonths: 48,
    postedDaysAgo: 80,
    showForDays: 30,
    description: '<p>Board papers, minutes and RBI returns. Applications closed.</p>',
    applicants: [
      ['m20', 'hired'],
      ['m26', 'offered'],
      ['m9', 'notSelected'],
      ['m16', 'notSelected'],
    ],
  },
  {
    ...memberJob,
    owner: 'koshala',
    title: 'Company Secretary',
    stateCode: 'IN-TG',
    cities: ['IN-TG-HYDERABAD'],
    roles: ['R-CS'],
    skills: ['SKM-NBFC', 'SKM-CA13', 'SKM-LODR'],
    qualifications: ['Q-FCS'],
    minSalary: 1_800_000,
    maxSalary: 2_400_000,
    minExperienceInMonths: 96,
    maxExperienceInMonths: 180,
    postedDaysAgo: 320,
    showForDays: 60,
    description: '<p>Our first Company Secretary, posted when the company became a public company.</p>',
    applicants: [
      ['m17', 'hired'],
      ['m19', 'notSelected'],
      ['m24', 'notSelected'],
    ],
  },
  // Vindhya Power (New Delhi; listed; may post trainings).
  {
    ...memberJob,
    owner: 'vindhya',
    title: 'Group Company Secretary',
    stateCode: 'IN-DL',
    cities: ['IN-DL-NEW-DELHI'],
    roles: ['R-GCS'],
    skills: ['SKM-LODR', 'SKM-CG', 'SKM-SE', 'SKM-BOARD', 'SKM-ICDR'],
    qualifications: ['Q-FCS'],
    additionalQualifications: ['AQ-LLB'],
    minSalary: 4_500_000,
    maxSalary: 6_000_000,
    minExperienceInMonths: 180,
    maxExperienceInMonths: 264,
    postedDaysAgo: 20,
    showForDays: 60,
    description:
      '<p>Head the group secretarial function of a listed power producer and its eleven subsidiaries.</p><ul><li>SEBI LODR, board evaluation and committee structure</li><li>Planned qualified institutional placement</li><li>Reporting to the Chairman</li></ul>',
    applicants: [
      ['m0', 'interview'],
      ['m8', 'shortlisted'],
      ['m15', 'notSelected'],
      ['m21', 'applied'],
      ['m32', 'applied'],
    ],
  },
  {
    ...memberJob,
    owner: 'vindhya',
    title: 'Manager - Secretarial & Compliance',
    stateCode: 'IN-UP',
    cities: ['IN-UP-NOIDA', 'IN-UP-GHAZIABAD'],
    noOfVacancy: 2,
    roles: ['R-SECM'],
    skills: ['SKM-LODR', 'SKM-PIT', 'SKM-SE', 'SKM-XBRL'],
    qualifications: ['Q-ACS'],
    minSalary: 1_200_000,
    maxSalary: 1_800_000,
    minExperienceInMonths: 36,
    maxExperienceInMonths: 72,
    workCulture: 'Limited',
    postedDaysAgo: 35,
    showForDays: 70,
    description:
      '<p>Listing compliance, insider trading code and XBRL filings for the group; two days a week from home.</p>',
    applicants: [
      ['m5', 'interview'],
      ['m2', 'shortlisted'],
      ['m10', 'applied'],
      ['m11', 'applied'],
      ['m1', 'applied'],
      ['member', 'applied'],
    ],
  },
  {
    ...memberJob,
    owner: 'vindhya',
    title: 'Deputy Manager - Secretarial',
    stateCode: 'IN-UP',
    cities: ['IN-UP-LUCKNOW'],
    roles: ['R-SECO'],
    skills: ['SKM-CA13', 'SKM-AGM', 'SKM-REG'],
    qualifications: ['Q-ACS'],
    minSalary: 800_000,
    maxSalary: 1_100_000,
    minExperienceInMonths: 24,
    maxExperienceInMonths: 60,
    status: 'blocked',
    postedDaysAgo: 45,
    showForDays: 60,
    description: '<p>Secretarial work of our Uttar Pradesh plant companies. Closed: filled internally.</p>',
    applicants: [
      ['m3', 'notSelected'],
      ['m12', 'applied'],
    ],
  },
  {
    ...studentJob,
    owner: 'vindhya',
    stateCode: 'IN-UP',
    cities: ['IN-UP-LUCKNOW', 'IN-UP-KANPUR'],
    noOfVacancy: 3,
    roles: ['R-SECA'],
    skills: ['SKS-ROC', 'SKS-MINUTES', 'SKS-WORD'],
    minSalary: 180_000,
    maxSalary: 260_000,
    postedDaysAgo: 22,
    showForDays: 40,
    description: '<p>Secretarial associates for our plant companies: minutes, registers and ROC filings.</p>',
    applicants: [
      ['s3', 'interview'],
      ['s5', 'applied'],
      ['s6', 'applied'],
    ],
  },
  {
    ...memberJob,
    owner: 'vindhya',
    title: 'Senior Manager - Secretarial',
    stateCode: 'IN-DL',
    cities: ['IN-DL-NEW-DELHI'],
    roles: ['R-SECM'],
    skills: ['SKM-LODR', 'SKM-BOARD', 'SKM-RPT'],
    qualifications: ['Q-ACS', 'Q-FCS'],
    minSalary: 1_800_000,
    maxSalary: 2_600_000,
    minExperienceInMonths: 84,
    maxExperienceInMonths: 144,
    postedDaysAgo: 400,
    showForDays: 45,
    description: '<p>Senior manager in the group secretarial team at the head office.</p>',
    applicants: [
      ['m1', 'hired'],
      ['m6', 'offered'],
      ['m4', 'notSelected'],
      ['m10', 'notSelected'],
    ],
  },
  // Basu Mehrotra & Associates (Kolkata; practising firm; may post trainings).
  {
    ...memberJob,
    owner: 'basu',
    title: 'Associate - Corporate Laws',
    stateCode: 'IN-WB',
    cities: ['IN-WB-KOLKATA'],
    noOfVacancy: 2,
    roles: ['R-LASSOC'],
    skills: ['SKM-CA13', 'SKM-MCA21', 'SKM-NCLT', 'SKM-IBC'],
    qualifications: ['Q-ACS'],
    minSalary: 600_000,
    maxSalary: 840_000,
    minExperienceInMonths: 12,
    maxExperienceInMonths: 36,
    service: true,
    postedDaysAgo: 28,
    showForDays: 60,
    description:
      '<p>Associates for our corporate laws practice: company law petitions before the NCLT, insolvency filings and compliance retainers.</p>',
    applicants: [
      ['m26', 'shortlisted'],
      ['m27', 'notSelected'],
      ['m28', 'applied'],
      ['m25', 'applied'],
    ],
  },
  {
    ...memberJob,
    owner: 'basu',
    title: 'Senior Associate - Insolvency',
    stateCode: 'IN-WB',
    cities: ['IN-WB-KOLKATA'],
    roles: ['R-LASSOC'],
    skills: ['SKM-IBC', 'SKM-NCLT', 'SKM-LIT'],
    qualifications: ['Q-ACS'],
    minSalary: 800_000,
    maxSalary: 1_200_000,
    minExperienceInMonths: 36,
    maxExperienceInMonths: 84,
    service: true,
    postedDaysAgo: 90,
    showForDays: 30,
    description: '<p>Insolvency resolution processes and liquidation matters. Applications closed.</p>',
    applicants: [
      ['m27', 'hired'],
      ['member', 'notSelected'],
      ['m25', 'notSelected'],
    ],
  },
  {
    ...studentJob,
    owner: 'basu',
    stateCode: 'IN-WB',
    cities: ['IN-WB-KOLKATA', 'IN-WB-HOWRAH'],
    roles: ['R-SECE'],
    skills: ['SKS-SECPR', 'SKS-MINUTES', 'SKS-EFORMS'],
    minSalary: 200_000,
    maxSalary: 300_000,
    workCulture: 'Limited',
    postedDaysAgo: 19,
    showForDays: 45,
    description:
      '<p>Secretarial executive for our compliance retainers; three days a week at the office.</p>',
    applicants: [
      ['s11', 'shortlisted'],
      ['s4', 'applied'],
    ],
  },
  // The demo employer: a job about to expire (its dashboard's 'About to expire').
  {
    ...memberJob,
    owner: 'demo',
    title: 'Company Secretary - Wind Energy Subsidiary',
    stateCode: 'IN-MP',
    cities: ['IN-MP-INDORE'],
    roles: ['R-CS'],
    skills: ['SKM-CA13', 'SKM-CSR', 'SKM-AGM'],
    qualifications: ['Q-ACS', 'Q-FCS'],
    minSalary: 1_600_000,
    maxSalary: 2_200_000,
    minExperienceInMonths: 84,
    maxExperienceInMonths: 132,
    postedDaysAgo: 38,
    showForDays: 41,
    description:
      '<p>Company Secretary of our wind energy subsidiary near Indore: board and general meetings, CSR committee and annual filings.</p>',
    applicants: [
      ['m33', 'shortlisted'],
      ['m34', 'applied'],
    ],
  },
  // The demo employer's postings older than 180 days (its older jobs list).
  {
    ...memberJob,
    owner: 'demo',
    title: 'Company Secretary - Subsidiary Companies',
    stateCode: 'IN-MH',
    cities: ['IN-MH-MUMBAI'],
    roles: ['R-CS'],
    skills: ['SKM-CA13', 'SKM-BOARD', 'SKM-AGM', 'SKM-MCA21'],
    qualifications: ['Q-ACS'],
    minSalary: 1_000_000,
    maxSalary: 1_400_000,
    minExperienceInMonths: 48,
    maxExperienceInMonths: 96,
    postedDaysAgo: 250,
    showForDays: 45,
    description: '<p>Company secretary for our six unlisted subsidiaries. Position filled.</p>',
    applicants: [
      ['m12', 'hired'],
      ['m24', 'offered'],
      ['m25', 'notSelected'],
      ['m33', 'notSelected'],
      ['m34', 'notSelected'],
      ['m23', 'notSelected'],
    ],
  },
  {
    ...studentJob,
    owner: 'demo',
    stateCode: 'IN-MH',
    cities: ['IN-MH-MUMBAI'],
    roles: ['R-SECE'],
    skills: ['SKS-ROC', 'SKS-DOCS'],
    minSalary: 200_000,
    maxSalary: 280_000,
    postedDaysAgo: 210,
    showForDays: 30,
    description: '<p>Secretarial executive at the Andheri office: registers, ROC filings and records.</p>',
    applicants: [
      ['s13', 'hired'],
      ['s14', 'notSelected'],
      ['s3', 'notSelected'],
    ],
  },
];

const TRAININGS: TrainingSeed[] = [
  {
    owner: 'vindhya',
    title: 'Long-term Training (21 months) - Board Secretariat',
    noOfTrainees: 3,
    stateCode: 'IN-DL',
    cities: ['IN-DL-NEW-DELHI'],
    industries: ['IND-POWER'],
    qualification: 'Q-CSE-PASS',
    durationCode: 'D-21',
    durationMonths: 21,
    stipend: 16_000,
    address: 'Barakhamba Towers, Barakhamba Road, New Delhi 110001',
    postedDaysAgo: 17,
    openForDays: 45,
    description:
      '<p>21-month training in the board secretariat of a listed company: board and committee papers, SEBI filings and the annual report.</p>',
    applicants: [
      ['s15', 'interview'],
      ['s5', 'shortlisted'],
      ['student', 'shortlisted'],
      ['s6', 'applied'],
      ['s13', 'applied'],
    ],
  },
  {
    owner: 'vindhya',
    title: 'Short-term Training (3 months) - Compliance Audit',
    noOfTrainees: 2,
    stateCode: 'IN-UP',
    cities: ['IN-UP-LUCKNOW'],
    industries: ['IND-POWER'],
    qualification: 'Q-CSE-ONE',
    durationCode: 'D-3',
    durationMonths: 3,
    stipend: 7_000,
    address: 'Vibhuti Khand, Gomti Nagar, Lucknow 226010',
    postedDaysAgo: 71,
    openForDays: 25,
    description: '<p>Compliance audit of our plant companies. Applications closed.</p>',
    applicants: [
      ['s3', 'hired'],
      ['s10', 'notSelected'],
    ],
  },
  {
    owner: 'basu',
    title: 'Long-term Training (21 months) - Practising Firm',
    noOfTrainees: 4,
    stateCode: 'IN-WB',
    cities: ['IN-WB-KOLKATA'],
    industries: ['IND-PROF'],
    qualification: 'Q-CSE-PASS',
    durationCode: 'D-21',
    durationMonths: 21,
    stipend: 10_000,
    address: '22 Camac Street, Kolkata 700016',
    postedDaysAgo: 21,
    openForDays: 50,
    description:
      '<p>Training with a firm of practising company secretaries: secretarial audits, due diligence, NCLT petitions and compliance retainers.</p>',
    applicants: [
      ['s4', 'interview'],
      ['s12', 'shortlisted'],
      ['s11', 'applied'],
      ['s2', 'applied'],
    ],
  },
  {
    owner: 'basu',
    title: 'Executive Training (12 months) - Insolvency Practice',
    noOfTrainees: 1,
    stateCode: 'IN-WB',
    cities: ['IN-WB-KOLKATA'],
    industries: ['IND-PROF', 'IND-LEGAL'],
    qualification: 'Q-CSP-REG',
    durationCode: 'D-12',
    durationMonths: 12,
    stipend: 12_000,
    address: '22 Camac Street, Kolkata 700016',
    postedDaysAgo: 26,
    openForDays: 45,
    description: '<p>Insolvency resolution processes with our insolvency professionals.</p>',
    applicants: [
      ['s11', 'shortlisted'],
      ['s9', 'applied'],
    ],
  },
  {
    owner: 'basu',
    title: 'Training (6 months) - Secretarial Audit Support',
    noOfTrainees: 2,
    stateCode: 'IN-WB',
    cities: ['IN-WB-KOLKATA'],
    industries: ['IND-PROF'],
    qualification: 'Q-CSE-ONE',
    durationCode: 'D-6',
    durationMonths: 6,
    stipend: 8_000,
    address: '22 Camac Street, Kolkata 700016',
    postedDaysAgo: 45,
    openForDays: 60,
    status: 'blocked',
    description: '<p>Secretarial audit support during the audit season. Closed: the places are filled.</p>',
    applicants: [['s4', 'applied']],
  },
  {
    owner: 'basu',
    title: 'Long-term Training (15 months) - Compliance Practice',
    noOfTrainees: 2,
    stateCode: 'IN-WB',
    cities: ['IN-WB-KOLKATA'],
    industries: ['IND-PROF'],
    qualification: 'Q-CSE-PASS',
    durationCode: 'D-15',
    durationMonths: 15,
    stipend: 9_000,
    address: '22 Camac Street, Kolkata 700016',
    postedDaysAgo: 260,
    openForDays: 30,
    description: '<p>Compliance retainers of listed and unlisted clients.</p>',
    applicants: [
      ['s11', 'hired'],
      ['s2', 'notSelected'],
    ],
  },
  {
    owner: 'demo',
    title: 'Long-term Training (24 months) - Corporate Secretarial',
    noOfTrainees: 2,
    stateCode: 'IN-MH',
    cities: ['IN-MH-MUMBAI'],
    industries: ['IND-TEXT'],
    qualification: 'Q-CSE-PASS',
    durationCode: 'D-24',
    durationMonths: 24,
    stipend: 12_000,
    address: 'Plot 14, MIDC, Andheri East, Mumbai 400093',
    postedDaysAgo: 300,
    openForDays: 30,
    description: '<p>Training in the corporate secretarial department. Both places filled.</p>',
    applicants: [
      ['s15', 'hired'],
      ['s2', 'hired'],
      ['s10', 'notSelected'],
      ['s6', 'notSelected'],
    ],
  },
];

/** The 32 applicants of the demo employer's 'Company Secretary & Compliance Officer'. */
const BIG_POSTING_MEMBERS = [
  17, 21, 0, 8, 25, 32, 4, 15, 10, 24, 12, 34, 1, 6, 19, 29, 31, 2, 22, 13, 35, 5, 14, 7, 26, 18, 3, 9, 11,
  16, 20, 23,
];
const BIG_POSTING_STAGES: ApplicationStage[] = [
  'hired',
  'offered',
  'offered',
  ...Array<ApplicationStage>(5).fill('interview'),
  ...Array<ApplicationStage>(7).fill('shortlisted'),
  ...Array<ApplicationStage>(4).fill('notSelected'),
];

/** Applicants of the demo employer's postings from demo-postings.ts, by title and State/UT. */
const DEMO_JOB_APPLICANTS: { title: string; stateCode: string; applicants: Applicant[] }[] = [
  {
    title: 'Company Secretary & Compliance Officer',
    stateCode: 'IN-MH',
    applicants: BIG_POSTING_MEMBERS.map((i, n): Applicant => [`m${i}`, BIG_POSTING_STAGES[n] ?? 'applied']),
  },
  {
    title: 'Legal & Secretarial Manager (Remote)',
    stateCode: 'IN-KA',
    applicants: [
      ['m13', 'shortlisted'],
      ['m5', 'applied'],
      ['m14', 'applied'],
    ],
  },
  {
    title: 'Head - Legal & Secretarial (Dubai)',
    stateCode: '',
    applicants: [
      ['m32', 'interview'],
      ['m17', 'notSelected'],
      ['m8', 'applied'],
    ],
  },
  {
    title: 'Corporate Governance Manager (Singapore)',
    stateCode: '',
    applicants: [
      ['m21', 'shortlisted'],
      ['m15', 'applied'],
    ],
  },
  {
    title: 'Deputy Company Secretary',
    stateCode: 'IN-HR',
    applicants: [
      ['m10', 'hired'],
      ['m29', 'offered'],
      ['m1', 'notSelected'],
      ['m2', 'notSelected'],
      ['m34', 'notSelected'],
    ],
  },
  {
    title: 'Company Secretary (Part Time)',
    stateCode: 'IN-RJ',
    applicants: [
      ['m29', 'interview'],
      ['m33', 'shortlisted'],
      ['m30', 'applied'],
    ],
  },
  {
    title: SEMI_QUALIFIED_TITLE,
    stateCode: 'IN-GJ',
    applicants: [
      ['s0', 'shortlisted'],
      ['s1', 'applied'],
      ['s7', 'applied'],
    ],
  },
  {
    title: SEMI_QUALIFIED_TITLE,
    stateCode: 'IN-WB',
    applicants: [
      ['s4', 'hired'],
      ['s12', 'offered'],
      ['s11', 'notSelected'],
      ['s2', 'notSelected'],
    ],
  },
];

const DEMO_TRAINING_APPLICANTS: { title: string; applicants: Applicant[] }[] = [
  {
    title: 'Long-term Training (21 months) - Secretarial Department',
    applicants: [
      ['s0', 'interview'],
      ['s1', 'shortlisted'],
      ['s7', 'shortlisted'],
      ['s2', 'applied'],
      ['s5', 'applied'],
      ['s10', 'applied'],
    ],
  },
  {
    title: 'Short-term Training (3 months) - Compliance',
    applicants: [
      ['s0', 'applied'],
      ['s7', 'applied'],
    ],
  },
  {
    title: 'Training (6 months) - Investor Services',
    applicants: [
      ['s15', 'shortlisted'],
      ['s13', 'applied'],
    ],
  },
  {
    title: 'Long-term Training (15 months) - Group Secretarial',
    applicants: [
      ['s8', 'hired'],
      ['s9', 'hired'],
      ['s14', 'notSelected'],
      ['s6', 'notSelected'],
    ],
  },
  { title: 'Training (9 months) - Secretarial Audit', applicants: [['s12', 'applied']] },
];

/** The employer's note on a stage (seen by the employer's team and admins, never the candidate). */
const STAGE_NOTE: Record<ApplicationStage, string> = {
  applied: '',
  shortlisted: 'Relevant experience; call for a first conversation.',
  interview: 'Interview with the panel scheduled.',
  offered: 'Offer sent; awaiting acceptance.',
  hired: 'Joined.',
  notSelected: 'Experience does not match the role.',
};

/** The first day of the month `months` from `now` (UTC), for the month-and-year training start. */
function monthStart(now: Date, months: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
}

/**
 * Application rows for one posting: spread evenly over the time it was open (up to now), the
 * first listed applied first; a stage other than 'applied' was set half-way to the end.
 */
function applicationRows(
  applicants: Applicant[],
  window: { from: Date; to: Date },
  userOf: (ref: Ref) => number,
) {
  const from = window.from.getTime();
  const to = window.to.getTime();
  return applicants.map(([ref, stage], i) => {
    const appliedAt = new Date(from + ((to - from) * (i + 1)) / (applicants.length + 1));
    const modifiedAt =
      stage === 'applied' ? appliedAt : new Date(appliedAt.getTime() + (to - appliedAt.getTime()) / 2);
    return { userId: userOf(ref), appliedAt, stage, stageNote: STAGE_NOTE[stage], modifiedAt };
  });
}

/** Adds the postings and applications; the postings' application counts are recounted at the end. */
export async function seedDemoActivity(
  ctx: AppContext,
  ids: { corporate: number; member: number; student: number; people: DemoPeople },
) {
  const now = ctx.now();
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const ownerId = (owner: Owner) => (owner === 'demo' ? ids.corporate : ids.people.employers[owner]);
  const userOf = (ref: Ref): number => {
    if (ref === 'member') return ids.member;
    if (ref === 'student') return ids.student;
    const list = ref.startsWith('m') ? ids.people.members : ids.people.students;
    const id = list[Number(ref.slice(1))];
    if (id === undefined) throw new Error(`No demo applicant ${ref}`);
    return id;
  };
  // Open until a second ago at the latest: applications are in the past.
  const until = (end: Date) => new Date(Math.min(end.getTime(), now.getTime() - 1000));

  const jobRows = JOBS.map(({ owner, postedDaysAgo, showForDays, applicants, ...job }) => {
    const createdAt = at(postedDaysAgo);
    const startDate = at(postedDaysAgo - 1);
    return {
      ...job,
      code: newCode(),
      ownerId: ownerId(owner),
      startDate,
      endDate: new Date(startDate.getTime() + showForDays * DAY_MS),
      isMemberJob: (job.qualifications ?? []).some(isMemberJobQualification),
      createdAt,
      modifiedAt: createdAt,
    };
  });
  const trainingRows = TRAININGS.map(({ owner, postedDaysAgo, openForDays, applicants, ...training }) => {
    const createdAt = at(postedDaysAgo);
    const applicationStart = at(postedDaysAgo - 1);
    const applicationEnd = new Date(applicationStart.getTime() + openForDays * DAY_MS);
    return {
      ...training,
      code: newCode(),
      ownerId: ownerId(owner),
      applicationStart,
      applicationEnd,
      // The month after applications close.
      trainingStart: monthStart(applicationEnd, 1),
      createdBy: ownerId(owner),
      modifiedBy: ownerId(owner),
      createdAt,
      modifiedAt: createdAt,
    };
  });
  const newJobs = await ctx.db
    .insert(jobs)
    .values(jobRows)
    .returning({ id: jobs.id, startDate: jobs.startDate, endDate: jobs.endDate });
  const newTrainings = await ctx.db.insert(trainings).values(trainingRows).returning({
    id: trainings.id,
    applicationStart: trainings.applicationStart,
    applicationEnd: trainings.applicationEnd,
  });

  const demoJobs = await ctx.db
    .select({
      id: jobs.id,
      title: jobs.title,
      stateCode: jobs.stateCode,
      startDate: jobs.startDate,
      endDate: jobs.endDate,
    })
    .from(jobs)
    .where(eq(jobs.ownerId, ids.corporate));
  const demoTrainings = await ctx.db
    .select({
      id: trainings.id,
      title: trainings.title,
      applicationStart: trainings.applicationStart,
      applicationEnd: trainings.applicationEnd,
    })
    .from(trainings)
    .where(eq(trainings.ownerId, ids.corporate));

  const jobApplicationRows = [
    ...JOBS.flatMap((job, i) => {
      const row = newJobs[i]!;
      return applicationRows(job.applicants, { from: row.startDate, to: until(row.endDate) }, userOf).map(
        (a) => ({ ...a, jobId: row.id }),
      );
    }),
    ...DEMO_JOB_APPLICANTS.flatMap(({ title, stateCode, applicants }) => {
      const job = demoJobs.find((j) => j.title === title && j.stateCode === stateCode);
      if (!job) return [];
      return applicationRows(applicants, { from: job.startDate, to: until(job.endDate) }, userOf).map(
        (a) => ({ ...a, jobId: job.id }),
      );
    }),
  ];
  const trainingApplicationRows = [
    ...TRAININGS.flatMap((training, i) => {
      const row = newTrainings[i]!;
      return applicationRows(
        training.applicants,
        { from: row.applicationStart, to: until(row.applicationEnd) },
        userOf,
      ).map((a) => ({ ...a, trainingId: row.id }));
    }),
    ...DEMO_TRAINING_APPLICANTS.flatMap(({ title, applicants }) => {
      const training = demoTrainings.find((t) => t.title === title);
      if (!training) return [];
      return applicationRows(
        applicants,
        { from: training.applicationStart, to: until(training.applicationEnd) },
        userOf,
      ).map((a) => ({ ...a, trainingId: training.id }));
    }),
  ];
  await ctx.db.insert(jobApplications).values(jobApplicationRows);
  await ctx.db.insert(trainingApplications).values(trainingApplicationRows);
  // The counts the applications feature keeps in its transactions, set once for all postings.
  await ctx.db.update(jobs).set({
    applicationCount: sql`(select count(*) from ${jobApplications} where ${jobApplications.jobId} = ${jobs.id})`,
  });
  await ctx.db.update(trainings).set({
    applicationCount: sql`(select count(*) from ${trainingApplications} where ${trainingApplications.trainingId} = ${trainings.id})`,
  });
}
