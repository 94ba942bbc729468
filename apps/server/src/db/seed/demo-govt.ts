import { newCode } from '../../platform/codes.ts';
import type { AppContext } from '../../platform/context.ts';
import { govtJobs, govtTrainings } from '../schema/postings.ts';

/**
 * Demo government jobs and trainings, published by the demo admin: regulators, ministries,
 * tribunals, public sector banks and state undertakings, as company secretaries see them in
 * the institute's placement notices. Dates are relative to the seeding time; a few are past their
 * last date (the admin lists highlight them as expired). Links point at example.gov.in (fictional).
 */

const DAY_MS = 86_400_000;

type GovtJobSeed = Omit<
  typeof govtJobs.$inferInsert,
  'code' | 'startDate' | 'endDate' | 'createdBy' | 'createdAt' | 'modifiedAt'
> & { startInDays: number; endInDays: number };

type GovtTrainingSeed = Omit<
  typeof govtTrainings.$inferInsert,
  'code' | 'trainingStartDate' | 'trainingEndDate' | 'createdBy' | 'createdAt' | 'modifiedAt'
> & { startInDays: number; endInDays: number };

const JOBS: GovtJobSeed[] = [
  {
    title: 'Officer Grade A (Assistant Manager) - Legal Stream',
    companyName: 'Securities and Exchange Board of India (SEBI)',
    jobPost: 'Assistant Manager (Legal)',
    governmentType: 'GT-REG',
    jobType: 'JT-FT',
    workCulture: 'No',
    cities: ['IN-MH-MUMBAI', 'IN-DL-NEW-DELHI', 'IN-WB-KOLKATA', 'IN-TN-CHENNAI'],
    vacancy: '25',
    payScale: 'Rs. 44,500 - 89,150 (Grade A pay scale)',
    ageLimit: 'Not more than 30 years',
    minimumExperience: 0,
    maximumExperience: 0,
    applyUrl: 'https://www.example.gov.in/sebi/recruitment/grade-a-legal',
    advertisementUrl: 'https://www.example.gov.in/sebi/recruitment/grade-a-legal/advertisement.pdf',
    startInDays: -6,
    endInDays: 24,
    description:
      "<p>SEBI invites online applications from company secretaries and law graduates for Officer Grade A in the Legal stream.</p><ul><li>Qualification: Bachelor's degree in law, or Associate member of the ICSI</li><li>Selection: Phase I and Phase II online examinations and an interview</li><li>Posting anywhere in India</li></ul>",
  },
  {
    title: 'Deputy Registrar of Companies (on deputation)',
    companyName: 'Ministry of Corporate Affairs',
    jobPost: 'Deputy Registrar of Companies',
    governmentType: 'GT-CENTRAL',
    jobType: 'JT-DEPUTATION',
    workCulture: 'No',
    cities: ['IN-DL-NEW-DELHI', 'IN-MH-MUMBAI', 'IN-GJ-AHMEDABAD'],
    vacancy: '6',
    payScale: 'Level 11 of the Pay Matrix (Rs. 67,700 - 2,08,700)',
    ageLimit: 'Not exceeding 56 years on the closing date',
    minimumExperience: 5,
    maximumExperience: 15,
    applyUrl: 'https://www.example.gov.in/mca/vacancies/deputy-roc',
    advertisementUrl: 'https://www.example.gov.in/mca/vacancies/deputy-roc/circular.pdf',
    startInDays: -10,
    endInDays: 50,
    description:
      '<p>Filling up posts of Deputy Registrar of Companies in the offices of the Registrars of Companies on deputation basis.</p><p>Officers of the Central or State Governments, PSUs or statutory bodies holding analogous posts, with experience in company law administration, may apply through proper channel. Membership of the ICSI is desirable.</p>',
  },
  {
    title: 'Legal Officer in Grade B (DR) - Company Law',
    companyName: 'Reserve Bank of India',
    jobPost: 'Legal Officer Grade B',
    governmentType: 'GT-REG',
    jobType: 'JT-FT',
    workCulture: 'No',
    cities: ['IN-MH-MUMBAI'],
    vacancy: '4',
    payScale: 'Rs. 55,200 - 99,750 (Grade B)',
    ageLimit: '21 to 32 years',
    minimumExperience: 2,
    maximumExperience: 0,
    applyUrl: 'https://www.example.gov.in/rbi/opportunities/legal-officer',
    advertisementUrl: '',
    startInDays: -40,
    endInDays: -12,
    description:
      '<p>Recruitment of Legal Officers in Grade B. Candidates with a degree in law and membership of the ICSI with two years of experience in a legal department of a bank, financial institution or listed company are preferred.</p>',
  },
  {
    title: 'Court Officer on contract',
    companyName: 'National Company Law Tribunal (NCLT)',
    jobPost: 'Court Officer',
    governmentType: 'GT-TRIB',
    jobType: 'JT-CONTRACT',
    workCulture: 'No',
    cities: ['IN-DL-NEW-DELHI', 'IN-MH-MUMBAI', 'IN-TG-HYDERABAD', 'IN-KA-BENGALURU', 'IN-CH-CHANDIGARH'],
    vacancy: '12',
    payScale: 'Consolidated Rs. 1,00,000 per month',
    ageLimit: 'Up to 65 years',
    minimumExperience: 3,
    maximumExperience: 20,
    applyUrl: 'https://www.example.gov.in/nclt/careers/court-officer',
    advertisementUrl: 'https://www.example.gov.in/nclt/careers/court-officer/notice.pdf',
    startInDays: -2,
    endInDays: 28,
    description:
      '<p>NCLT engages Court Officers on contract for one year, extendable. Practising company secretaries, advocates and chartered accountants with at least three years of practice before tribunals on insolvency and company law matters may apply.</p><ul><li>Scrutiny of petitions and applications under the Companies Act, 2013 and the IBC</li><li>Assisting the Bench in listing and cause lists</li></ul>',
  },
  {
    title: 'Specialist Cadre Officer - Company Secretary',
    companyName: 'State Bank of India',
    jobPost: 'Assistant General Manager (Company Secretary)',
    governmentType: 'GT-PSB',
    jobType: 'JT-FT',
    workCulture: 'No',
    cities: ['IN-MH-MUMBAI'],
    vacancy: '1',
    payScale: 'SMGS-V: Rs. 1,20,940 - 1,35,020',
    ageLimit: '33 to 45 years',
    minimumExperience: 10,
    maximumExperience: 20,
    applyUrl: 'https://www.example.gov.in/sbi/careers/sco-company-secretary',
    advertisementUrl: 'https://www.example.gov.in/sbi/careers/sco-company-secretary/advt.pdf',
    startInDays: -4,
    endInDays: 16,
    description:
      '<p>Regular appointment of a Fellow member of the ICSI to the board secretariat of the bank. Experience as Company Secretary of a listed company or a large financial institution for at least ten years.</p>',
  },
  {
    title: 'Manager - Company Secretary',
    companyName: 'Bank of Baroda',
    jobPost: 'Manager (Secretarial)',
    governmentType: 'GT-PSB',
    jobType: 'JT-FT',
    workCulture: 'No',
    cities: ['IN-GJ-AHMEDABAD', 'IN-MH-MUMBAI'],
    vacancy: '2',
    payScale: 'MMGS-II: Rs. 64,820 - 93,960',
    ageLimit: '24 to 34 years',
    minimumExperience: 3,
    maximumExperience: 8,
    applyUrl: 'https://www.example.gov.in/bob/careers/manager-cs',
    advertisementUrl: '',
    startInDays: -35,
    endInDays: -5,
    description:
      '<p>Bank of Baroda invites Associate members of the ICSI with three years of post-qualification experience in secretarial compliance of a bank, NBFC or listed company.</p>',
  },
  {
    title: 'Company Secretary',
    companyName: 'Maharashtra State Electricity Distribution Co. Ltd.',
    jobPost: 'Company Secretary (Chief General Manager grade)',
    governmentType: 'GT-SPSU',
    jobType: 'JT-FT',
    workCulture: 'No',
    cities: ['IN-MH-MUMBAI'],
    vacancy: '1',
    payScale: 'Rs. 1,45,000 - 2,20,000 per month',
    ageLimit: 'Not more than 50 years',
    minimumExperience: 15,
    maximumExperience: 25,
    applyUrl: 'https://www.example.gov.in/msedcl/recruitment/company-secretary',
    advertisementUrl: 'https://www.example.gov.in/msedcl/recruitment/company-secretary/advt.pdf',
    startInDays: -1,
    endInDays: 30,
    description:
      '<p>Fellow member of the ICSI with fifteen years of experience, of which five as Company Secretary of a company with a paid-up capital of at least Rs. 100 crore. Experience in the power sector is an advantage.</p>',
  },
  {
    title: 'Assistant Manager - Legal and Secretarial',
    companyName: 'Gujarat State Petronet Limited',
    jobPost: 'Assistant Manager (Secretarial)',
    governmentType: 'GT-SPSU',
    jobType: 'JT-FT',
    workCulture: 'Limited',
    cities: ['IN-GJ-GANDHINAGAR'],
    vacancy: '2',
    payScale: 'E1 grade: Rs. 40,000 - 1,40,000',
    ageLimit: 'Up to 32 years',
    minimumExperience: 1,
    maximumExperience: 4,
    applyUrl: 'https://www.example.gov.in/gspl/careers/am-secretarial',
    advertisementUrl: '',
    startInDays: -3,
    endInDays: 21,
    description:
      '<p>Associate members of the ICSI with a law degree preferred. Work includes board and general meetings, SEBI LODR filings, and legal vetting of contracts.</p>',
  },
  {
    title: 'Assistant Manager (Grade A) - Insolvency',
    companyName: 'Insolvency and Bankruptcy Board of India (IBBI)',
    jobPost: 'Assistant Manager',
    governmentType: 'GT-REG',
    jobType: 'JT-FT',
    workCulture: 'No',
    cities: ['IN-DL-NEW-DELHI'],
    vacancy: '8',
    payScale: 'Rs. 44,500 - 89,150',
    ageLimit: 'Not more than 30 years',
    minimumExperience: 0,
    maximumExperience: 0,
    applyUrl: 'https://www.example.gov.in/ibbi/careers/assistant-manager',
    advertisementUrl: 'https://www.example.gov.in/ibbi/careers/assistant-manager/advt.pdf',
    startInDays: -60,
    endInDays: -30,
    description:
      '<p>Recruitment of Assistant Managers in the Legal, Finance and General streams. Company secretaries may apply under the Legal stream.</p>',
  },
];

const TRAININGS: GovtTrainingSeed[] = [
  {
    title: 'Young Professionals Programme (Legal)',
    companyName: 'Securities and Exchange Board of India (SEBI)',
    designation: 'Young Professional',
    governmentType: 'GT-REG',
    cities: ['IN-MH-MUMBAI'],
    vacancy: '10',
    stipend: 'Rs. 60,000 per month',
    ageLimit: 'Up to 28 years',
    minimumQualification: 'Q-CSP-PASS',
    applyUrl: 'https://www.example.gov.in/sebi/ypp',
    advertisementUrl: '',
    startInDays: -5,
    endInDays: 25,
    description:
      '<p>A one-year engagement for young professionals who have passed the CS Professional Programme, working with the Corporation Finance and Market Regulation departments.</p>',
  },
  {
    title: 'Internship Scheme for CS students',
    companyName: 'Ministry of Corporate Affairs',
    designation: 'Intern',
    governmentType: 'GT-CENTRAL',
    cities: ['IN-DL-NEW-DELHI'],
    vacancy: '20',
    stipend: 'Rs. 10,000 per month',
    ageLimit: '',
    minimumQualification: 'Q-CSE-PASS',
    applyUrl: 'https://www.example.gov.in/mca/internship',
    advertisementUrl: 'https://www.example.gov.in/mca/internship/scheme.pdf',
    startInDays: -8,
    endInDays: 12,
    description:
      '<p>Two-month internships in the Ministry for students who have passed the CS Executive Programme: research on company law, LLP and competition matters.</p>',
  },
  {
    title: 'Management Trainee (Company Secretary)',
    companyName: 'NTPC Limited',
    designation: 'Management Trainee',
    governmentType: 'GT-CPSU',
    cities: ['IN-DL-NEW-DELHI', 'IN-UP-LUCKNOW'],
    vacancy: '3',
    stipend: 'Rs. 40,000 per month during training',
    ageLimit: 'Up to 27 years',
    minimumQualification: 'Q-ACS',
    applyUrl: 'https://www.example.gov.in/ntpc/mt-cs',
    advertisementUrl: '',
    startInDays: -45,
    endInDays: -15,
    description:
      '<p>One year of training in the company secretariat of a Maharatna company, followed by absorption as Assistant Manager on successful completion.</p>',
  },
  {
    title: 'Law Researcher (Company Law Bench)',
    companyName: 'National Company Law Appellate Tribunal (NCLAT)',
    designation: 'Law Researcher',
    governmentType: 'GT-TRIB',
    cities: ['IN-DL-NEW-DELHI', 'IN-TN-CHENNAI'],
    vacancy: '6',
    stipend: 'Rs. 50,000 consolidated per month',
    ageLimit: 'Up to 30 years',
    minimumQualification: 'Q-CSP-REG',
    applyUrl: 'https://www.example.gov.in/nclat/law-researcher',
    advertisementUrl: 'https://www.example.gov.in/nclat/law-researcher/notice.pdf',
    startInDays: -2,
    endInDays: 20,
    description:
      '<p>Law researchers assist the Members of the Appellate Tribunal with research on appeals under the Companies Act and the Insolvency and Bankruptcy Code.</p>',
  },
  {
    title: 'Apprentice - Secretarial Department',
    companyName: 'Rajasthan State Industrial Development and Investment Corporation',
    designation: 'Apprentice',
    governmentType: 'GT-SPSU',
    cities: ['IN-RJ-JAIPUR'],
    vacancy: '4',
    stipend: 'As per the Apprentices Act',
    ageLimit: '18 to 25 years',
    minimumQualification: 'Q-CSE-REG',
    applyUrl: 'https://www.example.gov.in/riico/apprentice',
    advertisementUrl: '',
    startInDays: -1,
    endInDays: 35,
    description:
      '<p>Apprenticeship in the secretarial department: maintenance of statutory registers, ROC filings and preparation for board meetings.</p>',
  },
];

/** Adds the demo government jobs and trainings, published by `adminUserId`. */
export async function seedDemoGovt(ctx: AppContext, { adminUserId }: { adminUserId: number }) {
  const now = ctx.now().getTime();
  const at = (days: number) => new Date(now + days * DAY_MS);
  await ctx.db.insert(govtJobs).values(
    JOBS.map(({ startInDays, endInDays, ...job }, index) => ({
      ...job,
      code: newCode(),
      startDate: at(startInDays),
      endDate: at(endInDays),
      createdBy: adminUserId,
      createdAt: at(startInDays - 1 - index / 100),
      modifiedAt: at(startInDays - 1 - index / 100),
    })),
  );
  await ctx.db.insert(govtTrainings).values(
    TRAININGS.map(({ startInDays, endInDays, ...training }, index) => ({
      ...training,
      code: newCode(),
      trainingStartDate: at(startInDays),
      trainingEndDate: at(endInDays),
      createdBy: adminUserId,
      createdAt: at(startInDays - 1 - index / 100),
      modifiedAt: at(startInDays - 1 - index / 100),
    })),
  );
}
