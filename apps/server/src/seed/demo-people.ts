import { REGISTRATION_TYPE } from '@pp/contract/constants';
import type { Role } from '@pp/contract/endpoint';
import { eq } from 'drizzle-orm';
import { instituteMembers, instituteStudents } from '../db/schema/institute.ts';
import {
  certificationItems,
  corporateProfiles,
  educationItems,
  experienceItems,
  memberProfiles,
  studentProfiles,
} from '../db/schema/profiles.ts';
import { users } from '../db/schema/users.ts';
import { newCode } from '../platform/codes.ts';
import type { AppContext } from '../platform/context.ts';
import {
  type DemoFile,
  portraitPng,
  type ResumeLine,
  resumePdf,
  storeDemoFiles,
  wrap,
} from './demo-files.ts';

/**
 * The demo's people beyond the four demo accounts: three more employers (a private NBFC that
 * may not post trainings, a listed power company and a practising firm that may), 36 members and
 * 16 students across India with complete profiles (skills, education, experience, a PDF resume,
 * a picture); and the same for the demo member and demo student, so that both can apply at once.
 * All names, companies, CINs and numbers are made up. Every extra account signs in with the
 * password of the demo account of its kind (README), whose hash it shares: hashing each one
 * (argon2, a few hundred milliseconds on a busy machine) would slow every first start.
 *
 * Kept away from what the browser journeys count (e2e/): no extra member in Maharashtra, no
 * extra student in Delhi, no extra employer in Gujarat or in textiles, no Bengaluru member with
 * Corporate Governance, no member with 4 to 5 years' experience earning 10 lakhs or more.
 */

const DAY_MS = 86_400_000;

/** Names of the cities used below (codes as the reference data makes them). */
export const CITY_NAMES: Record<string, string> = {
  'IN-DL-NEW-DELHI': 'New Delhi',
  'IN-HR-GURGAON': 'Gurgaon',
  'IN-UP-NOIDA': 'Noida',
  'IN-UP-LUCKNOW': 'Lucknow',
  'IN-UP-GHAZIABAD': 'Ghaziabad',
  'IN-UP-KANPUR': 'Kanpur',
  'IN-KA-BENGALURU': 'Bengaluru',
  'IN-KA-MYSURU': 'Mysuru',
  'IN-TG-HYDERABAD': 'Hyderabad',
  'IN-TG-SECUNDERABAD': 'Secunderabad',
  'IN-TN-CHENNAI': 'Chennai',
  'IN-TN-COIMBATORE': 'Coimbatore',
  'IN-WB-KOLKATA': 'Kolkata',
  'IN-WB-HOWRAH': 'Howrah',
  'IN-RJ-JAIPUR': 'Jaipur',
  'IN-RJ-JODHPUR': 'Jodhpur',
  'IN-KL-ERNAKULAM': 'Ernakulam',
  'IN-KL-THIRUVANANTHAPURAM': 'Thiruvananthapuram',
  'IN-MP-INDORE': 'Indore',
  'IN-MP-BHOPAL': 'Bhopal',
  'IN-CH-CHANDIGARH': 'Chandigarh',
  'IN-GJ-AHMEDABAD': 'Ahmedabad',
  'IN-MH-MUMBAI': 'Mumbai',
  'IN-MH-PUNE': 'Pune',
  'IN-PB-LUDHIANA': 'Ludhiana',
};

/** 'IN-DL-NEW-DELHI' -> 'IN-DL'. */
export function stateOf(cityCode: string): string {
  return cityCode.split('-').slice(0, 2).join('-');
}

/** The institute's regional council of a state. */
function regionOf(stateCode: string): string {
  const state = stateCode.slice(3);
  if (['DL', 'HR', 'UP', 'RJ', 'PB', 'CH', 'UT', 'HP', 'JK'].includes(state)) return 'NIRC';
  if (['WB', 'OR', 'AS', 'BR', 'JH'].includes(state)) return 'EIRC';
  if (['KA', 'TN', 'TG', 'KL', 'AP'].includes(state)) return 'SIRC';
  return 'WIRC';
}

/**
 * The demo member's skills: none that the profile journey adds (Corporate Governance,
 * Secretarial Audit), and a good match for the remote Bengaluru job she is recommended.
 */
const ANANYA_SKILLS = ['SKM-FEMA', 'SKM-FDI', 'SKM-ESOP', 'SKM-MCA21', 'SKM-RPT'];
/**
 * The demo student's skills: none that the profile journey adds. His achievements (the
 * `additionalInfo` column) stay empty: that journey shows they are required.
 */
const ROHIT_SKILLS = ['SKS-EFORMS', 'SKS-MINUTES', 'SKS-SECPR', 'SKS-EXCEL'];

// ---- Employers ----

export interface DemoEmployer {
  key: 'koshala' | 'vindhya' | 'basu';
  email: string;
  name: string;
  mobile: string;
  profile: Omit<typeof corporateProfiles.$inferInsert, 'userId' | 'companyName' | 'contactPerson1Email'>;
}

export const EXTRA_EMPLOYERS: DemoEmployer[] = [
  {
    key: 'koshala',
    email: 'careers@koshalafinserv.demo',
    name: 'KOSHALA FINSERV PRIVATE LIMITED',
    mobile: '9849012345',
    profile: {
      cinNumber: 'U65929TG2011PTC072845',
      isListed: false,
      listingType: 'LT-PVT',
      industryTypes: ['IND-NBFC'],
      companyDescription:
        '<p>A deposit-taking NBFC lending to small businesses across Telangana and Andhra Pradesh, with a compliance team in Hyderabad.</p>',
      countryCode: 'IN',
      stateCode: 'IN-TG',
      cityCode: 'IN-TG-HYDERABAD',
      address: '8-2-293, ROAD NO. 14, BANJARA HILLS',
      locality: 'Banjara Hills',
      companyContactNumber: '4023456789',
      contactPerson1Name: 'SRAVANI MADDALI',
      contactPerson1Mobile: '9849012345',
      canPostTraining: false,
    },
  },
  {
    key: 'vindhya',
    email: 'secretarial@vindhyapower.demo',
    name: 'VINDHYA POWER GENERATION LIMITED',
    mobile: '9811045678',
    profile: {
      cinNumber: 'L40102DL2004PLC128734',
      isListed: true,
      industryTypes: ['IND-POWER', 'IND-RENEW'],
      companyDescription:
        '<p>A listed power producer with thermal and solar plants in Uttar Pradesh and Madhya Pradesh; the group secretarial team sits at the New Delhi head office.</p>',
      countryCode: 'IN',
      stateCode: 'IN-DL',
      cityCode: 'IN-DL-NEW-DELHI',
      address: '14TH FLOOR, BARAKHAMBA TOWERS, BARAKHAMBA ROAD',
      locality: 'Connaught Place',
      companyContactNumber: '1143567890',
      contactPerson1Name: 'ALOK SHUKLA',
      contactPerson1Mobile: '9811045678',
      canPostTraining: true,
    },
  },
  {
    key: 'basu',
    email: 'office@basumehrotra.demo',
    name: 'BASU MEHROTRA & ASSOCIATES',
    mobile: '9830056789',
    profile: {
      isPcs: true,
      firmName: 'BASU MEHROTRA & ASSOCIATES',
      memberName: 'SOUMITRA BASU',
      membershipNumber: 'F9307',
      industryTypes: ['IND-PROF'],
      companyDescription:
        '<p>A firm of practising company secretaries in Kolkata: secretarial audits, NCLT and insolvency matters, and compliance retainers for listed and unlisted companies.</p>',
      countryCode: 'IN',
      stateCode: 'IN-WB',
      cityCode: 'IN-WB-KOLKATA',
      address: '5TH FLOOR, 22 CAMAC STREET',
      locality: 'Park Street',
      companyContactNumber: '3322876543',
      contactPerson1Name: 'SOUMITRA BASU',
      contactPerson1Mobile: '9830056789',
      canPostTraining: true,
    },
  },
];

// ---- Members ----

interface MemberSeed {
  name: string;
  /** 'A54321' or 'F9104': type and number. */
  membership: string;
  dob: string;
  city: string;
  company: string;
  role: string;
  months: number;
  /** Present CTC in lakhs. */
  ctc: number;
  skills: string[];
  pcs?: boolean;
}

const m = (
  name: string,
  membership: string,
  dob: string,
  city: string,
  company: string,
  role: string,
  months: number,
  ctc: number,
  skills: string[],
  pcs = false,
): MemberSeed => ({ name, membership, dob, city, company, role, months, ctc, skills, pcs });

/** Indexes matter: demo-activity.ts names applicants by them. */
// biome-ignore format: one person a line reads as a table
export const EXTRA_MEMBERS: MemberSeed[] = [
  m('ARJUN MALHOTRA', 'F9104', '1981-04-12', 'IN-DL-NEW-DELHI', 'Yamuna Infra Developers Limited', 'R-CS', 204, 42, ['SKM-LODR', 'SKM-CG', 'SKM-BOARD', 'SKM-SE', 'SKM-ICDR']),
  m('NEHA AGGARWAL', 'A61012', '1991-08-23', 'IN-DL-NEW-DELHI', 'Capital Agro Foods Limited', 'R-CSCO', 96, 21, ['SKM-LODR', 'SKM-PIT', 'SKM-SE', 'SKM-AGM']),
  m('SAURABH GUPTA', 'A61027', '1993-01-30', 'IN-DL-NEW-DELHI', 'Indraprastha Cables Limited', 'R-ACS', 66, 12.5, ['SKM-LODR', 'SKM-CA13', 'SKM-MCA21', 'SKM-XBRL']),
  m('POOJA BHATIA', 'A61033', '1995-11-05', 'IN-DL-NEW-DELHI', 'Lodhi Estates Private Limited', 'R-SECO', 30, 7.2, ['SKM-CA13', 'SKM-MCA21', 'SKM-BOARD']),
  m('VIKRAM SINGH RATHORE', 'F9131', '1984-06-17', 'IN-DL-NEW-DELHI', 'Rathore & Co., Company Secretaries', 'R-PCS', 168, 30, ['SKM-SA', 'SKM-LODR', 'SKM-NCLT', 'SKM-IBC'], true),
  m('ISHITA KAPOOR', 'A61048', '1996-02-14', 'IN-DL-NEW-DELHI', 'Saket Digital Payments Private Limited', 'R-LSM', 40, 11, ['SKM-FEMA', 'SKM-FDI', 'SKM-LODR', 'SKM-DPDP']),
  m('MOHIT CHAUHAN', 'A61055', '1992-09-09', 'IN-DL-NEW-DELHI', 'Janpath Housing Finance Limited', 'R-CO', 84, 18, ['SKM-NBFC', 'SKM-LODR', 'SKM-PMLA', 'SKM-RISK']),
  m('ANKITA SEHGAL', 'A61061', '1994-03-21', 'IN-HR-GURGAON', 'Aravali Motor Components Limited', 'R-ACS', 54, 9.2, ['SKM-CA13', 'SKM-LODR', 'SKM-RPT', 'SKM-CSR']),
  m('KUNAL BATRA', 'F9150', '1983-12-02', 'IN-HR-GURGAON', 'Millennium Retail Ventures Limited', 'R-GCS', 192, 55, ['SKM-CG', 'SKM-MA', 'SKM-RESTR', 'SKM-LODR', 'SKM-IR']),
  m('RITU YADAV', 'A61074', '1997-07-19', 'IN-HR-GURGAON', 'Cyber Park Logistics Private Limited', 'R-SECE', 18, 5.4, ['SKM-MCA21', 'SKM-REG', 'SKM-BOARD']),
  m('AMIT TRIPATHI', 'A61088', '1990-05-25', 'IN-UP-NOIDA', 'Sector Eighteen Electronics Limited', 'R-DCS', 120, 26, ['SKM-LODR', 'SKM-SAST', 'SKM-ICDR', 'SKM-SE']),
  m('SHALINI SRIVASTAVA', 'A61093', '1995-10-11', 'IN-UP-NOIDA', 'Expressway Software Services Private Limited', 'R-LA', 42, 9, ['SKM-CONTRACT', 'SKM-DRAFT', 'SKM-IPR', 'SKM-DPDP']),
  m('DEEPAK PANDEY', 'A61107', '1989-02-08', 'IN-UP-LUCKNOW', 'Awadh Sugar Mills Limited', 'R-CS', 132, 16, ['SKM-CA13', 'SKM-AGM', 'SKM-BOARD', 'SKM-CSR', 'SKM-LODR']),
  m('KARTHIK RAO', 'A61112', '1993-06-28', 'IN-KA-BENGALURU', 'Nandi Hills Biotech Private Limited', 'R-CS', 72, 19, ['SKM-FDI', 'SKM-ESOP', 'SKM-PE', 'SKM-DD']),
  m('DIVYA HEGDE', 'A61126', '1996-04-16', 'IN-KA-BENGALURU', 'Koramangala Fintech Private Limited', 'R-ACS', 36, 10.5, ['SKM-ESOP', 'SKM-FEMA', 'SKM-MCA21']),
  m('PRASHANT KULKARNI', 'F9172', '1982-10-30', 'IN-KA-BENGALURU', 'Malnad Coffee Estates Limited', 'R-HLS', 216, 48, ['SKM-MA', 'SKM-DD', 'SKM-LODR', 'SKM-SAST']),
  m('SHWETA NAIK', 'A61139', '1998-01-07', 'IN-KA-MYSURU', 'Chamundi Precision Tools Private Limited', 'R-SECE', 14, 4.8, ['SKM-MCA21', 'SKM-REG', 'SKM-AGM']),
  m('SRINIVAS REDDY', 'F9188', '1980-08-14', 'IN-TG-HYDERABAD', 'Golconda Pharma Limited', 'R-CSCO', 228, 52, ['SKM-LODR', 'SKM-CG', 'SKM-PIT', 'SKM-SE', 'SKM-BRSR']),
  m('LAKSHMI PRASANNA', 'A61145', '1994-12-24', 'IN-TG-HYDERABAD', 'Hussain Sagar Realty Private Limited', 'R-ACS', 50, 8.6, ['SKM-CA13', 'SKM-RPT', 'SKM-MCA21']),
  m('NAVEEN GOUD', 'A61158', '1991-03-03', 'IN-TG-HYDERABAD', 'Charminar Finvest Limited', 'R-CO', 90, 17, ['SKM-NBFC', 'SKM-PMLA', 'SKM-LODR']),
  m('FARHEEN BEGUM', 'A61161', '1997-05-31', 'IN-TG-SECUNDERABAD', 'Deccan Rail Components Private Limited', 'R-SECA', 20, 5.2, ['SKM-BOARD', 'SKM-REG', 'SKM-MCA21']),
  m('MEENAKSHI SUNDARAM', 'F9203', '1979-11-19', 'IN-TN-CHENNAI', 'Marina Auto Ancillaries Limited', 'R-CS', 240, 38, ['SKM-CG', 'SKM-LODR', 'SKM-AR', 'SKM-BRSR', 'SKM-CSR']),
  m('ARAVIND KRISHNAN', 'A61174', '1992-07-07', 'IN-TN-CHENNAI', 'Kovalam Shipping Agencies Private Limited', 'R-SECM', 78, 14, ['SKM-CA13', 'SKM-FEMA', 'SKM-MCA21', 'SKM-XBRL']),
  m('JANANI RAGHAVAN', 'A61180', '1996-09-13', 'IN-TN-CHENNAI', 'Adyar Health Services Private Limited', 'R-ACS', 28, 7.5, ['SKM-BOARD', 'SKM-AGM', 'SKM-REG']),
  m('SURESH BALAJI', 'A61196', '1988-01-26', 'IN-TN-COIMBATORE', 'Kongu Spinning Mills Limited', 'R-CS', 150, 20, ['SKM-LODR', 'SKM-SA', 'SKM-CA13']),
  m('SUBHADEEP BANERJEE', 'F9219', '1983-05-09', 'IN-WB-KOLKATA', 'Hooghly Jute Products Limited', 'R-CS', 186, 28, ['SKM-LODR', 'SKM-AGM', 'SKM-RPT', 'SKM-SE']),
  m('ANUSHREE CHATTERJEE', 'A61203', '1995-02-27', 'IN-WB-KOLKATA', 'Salt Lake Infotech Private Limited', 'R-ACS', 48, 8.4, ['SKM-MCA21', 'SKM-ESOP', 'SKM-BOARD']),
  m('RAJDEEP MUKHERJEE', 'A61217', '1990-10-04', 'IN-WB-KOLKATA', 'R. Mukherjee & Associates', 'R-PCS', 110, 15, ['SKM-SA', 'SKM-NCLT', 'SKM-IBC', 'SKM-LLP'], true),
  m('TANIA DAS', 'A61224', '1998-06-22', 'IN-WB-HOWRAH', 'Eastern Bearings Private Limited', 'R-SECE', 12, 4.2, ['SKM-REG', 'SKM-MCA21']),
  m('ROHAN MATHUR', 'A61231', '1992-12-12', 'IN-RJ-JAIPUR', 'Amber Marbles Limited', 'R-CS', 88, 13, ['SKM-CA13', 'SKM-LODR', 'SKM-GST']),
  m('KAVITA SHEKHAWAT', 'A61249', '1994-04-04', 'IN-RJ-JODHPUR', 'Marwar Handicrafts Exports Private Limited', 'R-SECO', 56, 7.8, ['SKM-FEMA', 'SKM-MCA21', 'SKM-AGM']),
  m('ANJALI MENON', 'A61252', '1993-08-08', 'IN-KL-ERNAKULAM', 'Periyar Spices Exports Limited', 'R-CSCO', 80, 15, ['SKM-LODR', 'SKM-FEMA', 'SKM-SE']),
  m('THOMAS KURIAN', 'F9235', '1978-03-15', 'IN-KL-THIRUVANANTHAPURAM', 'Travancore Rubber Products Limited', 'R-GCS', 252, 44, ['SKM-CG', 'SKM-LODR', 'SKM-MA', 'SKM-IR']),
  m('PRIYANKA JAIN', 'A61268', '1995-07-27', 'IN-MP-INDORE', 'Malwa Soya Foods Limited', 'R-ACS', 38, 8, ['SKM-CA13', 'SKM-LODR', 'SKM-XBRL']),
  m('GURPREET KAUR', 'A61273', '1991-11-11', 'IN-CH-CHANDIGARH', 'Shivalik Tractors Limited', 'R-CS', 100, 17.5, ['SKM-LODR', 'SKM-CA13', 'SKM-CSR', 'SKM-AGM']),
  m('HARSH PATEL', 'A61286', '1993-09-19', 'IN-GJ-AHMEDABAD', 'Sabarmati Dyes & Intermediates Limited', 'R-ACS', 62, 11, ['SKM-LODR', 'SKM-CA13', 'SKM-RPT']),
];

// ---- Students ----

interface StudentSeed {
  name: string;
  registrationNumber: string;
  dob: string;
  city: string;
  /** Executive or Professional programme. */
  stage: 'Executive' | 'Professional';
  skills: string[];
}

const s = (
  name: string,
  registrationNumber: string,
  dob: string,
  city: string,
  stage: StudentSeed['stage'],
  skills: string[],
): StudentSeed => ({ name, registrationNumber, dob, city, stage, skills });

/** Indexes matter: demo-activity.ts names applicants by them. */
// biome-ignore format: one person a line reads as a table
export const EXTRA_STUDENTS: StudentSeed[] = [
  s('ADITI JOSHI', '230145671', '2003-03-14', 'IN-MH-PUNE', 'Professional', ['SKS-SECLAW', 'SKS-CORPLAW', 'SKS-EFORMS', 'SKS-EXCEL']),
  s('YASH AGARWAL', '230145682', '2004-01-22', 'IN-MH-MUMBAI', 'Executive', ['SKS-ROC', 'SKS-MINUTES', 'SKS-EXCEL']),
  s('SANJANA IYER', '230145693', '2003-07-30', 'IN-TN-CHENNAI', 'Professional', ['SKS-CORPLAW', 'SKS-RESEARCH', 'SKS-ROC']),
  s('MANISH KUMAR', '230145704', '2002-11-11', 'IN-UP-LUCKNOW', 'Executive', ['SKS-ROC', 'SKS-EFORMS', 'SKS-TALLY']),
  s('RIYA SEN', '230145715', '2004-05-05', 'IN-WB-KOLKATA', 'Executive', ['SKS-MINUTES', 'SKS-WORD', 'SKS-ENGLISH']),
  s('ABHISHEK MISHRA', '230145726', '2003-09-18', 'IN-UP-NOIDA', 'Professional', ['SKS-SECLAW', 'SKS-ROC', 'SKS-XBRL']),
  s('NIDHI GOEL', '230145737', '2004-02-02', 'IN-HR-GURGAON', 'Executive', ['SKS-EXCEL', 'SKS-PPT', 'SKS-COMM']),
  s('TEJAS DESHPANDE', '230145748', '2003-12-06', 'IN-MH-MUMBAI', 'Professional', ['SKS-CORPLAW', 'SKS-ROC', 'SKS-EFORMS']),
  s('HARINI VENKATESH', '230145759', '2004-08-25', 'IN-KA-BENGALURU', 'Executive', ['SKS-MINUTES', 'SKS-ROC', 'SKS-EXCEL']),
  s('MOHAMMED IRFAN', '230145760', '2003-04-09', 'IN-TG-HYDERABAD', 'Professional', ['SKS-SECLAW', 'SKS-ECL', 'SKS-RESEARCH']),
  s('SWATI DUBEY', '230145771', '2004-06-30', 'IN-MP-BHOPAL', 'Executive', ['SKS-ROC', 'SKS-FINACC', 'SKS-TALLY']),
  s('ARNAB GHOSH', '230145782', '2002-10-15', 'IN-WB-KOLKATA', 'Professional', ['SKS-CORPLAW', 'SKS-LABOUR', 'SKS-ROC']),
  s('DEVIKA NAIR', '230145793', '2004-03-03', 'IN-KL-ERNAKULAM', 'Executive', ['SKS-ENGLISH', 'SKS-EXCEL', 'SKS-MINUTES']),
  s('KABIR ARORA', '230145804', '2003-01-27', 'IN-CH-CHANDIGARH', 'Professional', ['SKS-SECLAW', 'SKS-EFORMS', 'SKS-ROC']),
  s('SIMRAN KAUR', '230145815', '2004-09-09', 'IN-PB-LUDHIANA', 'Executive', ['SKS-GST', 'SKS-ITAX', 'SKS-EXCEL']),
  s('VARUN SAXENA', '230145826', '2003-06-16', 'IN-RJ-JAIPUR', 'Professional', ['SKS-CORPLAW', 'SKS-CONTRACT', 'SKS-ROC']),
];

// ---- Profile items ----

const SKILL_NAMES: Record<string, string> = {
  'SKM-CG': 'Corporate Governance',
  'SKM-SA': 'Secretarial Audit',
  'SKM-LODR': 'SEBI LODR Compliance',
  'SKM-PIT': 'Insider Trading (PIT)',
  'SKM-SAST': 'Takeover Code (SAST)',
  'SKM-ICDR': 'SEBI ICDR',
  'SKM-CA13': 'Companies Act, 2013',
  'SKM-FEMA': 'FEMA',
  'SKM-FDI': 'FDI and ODI Reporting',
  'SKM-IBC': 'IBC/Insolvency',
  'SKM-NCLT': 'NCLT Representation',
  'SKM-MA': 'Mergers and Amalgamations',
  'SKM-RESTR': 'Corporate Restructuring',
  'SKM-DD': 'Due Diligence',
  'SKM-DRAFT': 'Drafting of Agreements',
  'SKM-CONTRACT': 'Contract Management',
  'SKM-XBRL': 'XBRL Filing',
  'SKM-MCA21': 'MCA21 Filings',
  'SKM-BOARD': 'Board Meetings & Minutes',
  'SKM-AGM': 'General Meetings',
  'SKM-AR': 'Annual Report',
  'SKM-BRSR': 'BRSR and ESG Reporting',
  'SKM-CSR': 'CSR Compliance',
  'SKM-RPT': 'Related Party Transactions',
  'SKM-REG': 'Statutory Registers',
  'SKM-SE': 'Stock Exchange Filings',
  'SKM-ESOP': 'ESOP Administration',
  'SKM-PE': 'Private Equity Transactions',
  'SKM-NBFC': 'RBI Compliance for NBFCs',
  'SKM-IPR': 'Intellectual Property',
  'SKM-GST': 'GST Compliance',
  'SKM-PMLA': 'Anti-Money Laundering',
  'SKM-DPDP': 'Data Protection (DPDP Act)',
  'SKM-RISK': 'Risk Management',
  'SKM-LLP': 'LLP Compliance',
  'SKM-IR': 'Investor Relations',
};

const ROLE_NAMES: Record<string, string> = {
  'R-CS': 'Company Secretary',
  'R-CSCO': 'Company Secretary & Compliance Officer',
  'R-ACS': 'Assistant Company Secretary',
  'R-DCS': 'Deputy Company Secretary',
  'R-GCS': 'Group Company Secretary',
  'R-CO': 'Compliance Officer',
  'R-HLS': 'Head - Legal & Secretarial',
  'R-LSM': 'Legal & Secretarial Manager',
  'R-LA': 'Legal Advisor',
  'R-SECM': 'Secretarial Manager',
  'R-SECO': 'Secretarial Officer',
  'R-SECE': 'Secretarial Executive',
  'R-SECA': 'Secretarial Associate',
  'R-PCS': 'Practising Company Secretary',
};

/** Earlier employers of the members (by index, round robin). */
const EARLIER_EMPLOYERS = [
  'Sahyog Textiles Limited',
  'Neelgagan Airways Services Private Limited',
  'Kanchan Steel Tubes Limited',
  'Prakriti Organics Limited',
  'Saraswati Publishing House Private Limited',
  'Tirupati Cement Works Limited',
];

const COLLEGES: [string, string, string][] = [
  ['B.Com. (Hons.)', 'Kamla Nehru College of Commerce', 'University of Delhi'],
  ['BBA LLB', 'Institute of Law and Governance', 'Osmania University'],
  ['B.A. (Economics)', 'St. Aloysius Degree College', 'Bangalore University'],
  ['B.Com.', 'Vivekananda College of Commerce', 'University of Calcutta'],
  ['LLB', 'Government Law College', 'University of Rajasthan'],
  ['M.Com.', 'Loyola College of Commerce', 'University of Madras'],
];

const year = (date: string) => Number(date.slice(0, 4));
const monthsAgo = (now: Date, months: number) => new Date(now.getTime() - months * 30.44 * DAY_MS);

function educationOfMember(member: MemberSeed, index: number, userId: number) {
  const [course, college, university] = COLLEGES[index % COLLEGES.length]!;
  const graduated = year(member.dob) + 21;
  return [
    {
      code: newCode(),
      userId,
      course: 'CS Professional Programme',
      college: 'The Institute of Company Secretaries of India',
      location: CITY_NAMES[member.city] ?? '',
      board: 'ICSI',
      yearOfCompletion: graduated + 2,
      percentage: '',
    },
    {
      code: newCode(),
      userId,
      course,
      college,
      location: CITY_NAMES[member.city] ?? '',
      board: university,
      yearOfCompletion: graduated,
      percentage: String(58 + ((index * 7) % 21) + 0.5),
    },
  ];
}

/** The present employer, and an earlier one for members with more than three years. */
function experienceOfMember(member: MemberSeed, index: number, userId: number, now: Date) {
  const location = CITY_NAMES[member.city] ?? '';
  const currentSince = Math.min(member.months, 36 + (index % 3) * 12);
  const rows = [
    {
      code: newCode(),
      userId,
      company: member.company,
      designation: ROLE_NAMES[member.role] ?? 'Company Secretary',
      location,
      startDate: monthsAgo(now, currentSince),
      endDate: now,
      jobProfile: `${(member.skills.map((code) => SKILL_NAMES[code]).filter(Boolean) as string[]).join(', ')}.`,
    },
  ];
  if (member.months > currentSince)
    rows.push({
      code: newCode(),
      userId,
      company: EARLIER_EMPLOYERS[index % EARLIER_EMPLOYERS.length]!,
      designation: member.months - currentSince > 48 ? 'Company Secretary' : 'Secretarial Executive',
      location,
      startDate: monthsAgo(now, member.months),
      endDate: monthsAgo(now, currentSince + 1),
      jobProfile: 'Board and general meetings, statutory registers and MCA21 filings.',
    });
  return rows;
}

function memberSummary(member: MemberSeed): string {
  const years = Math.floor(member.months / 12);
  const kind = member.membership.startsWith('F') ? 'Fellow' : 'Associate';
  const skills = member.skills
    .slice(0, 3)
    .map((code) => SKILL_NAMES[code])
    .filter(Boolean)
    .join(', ');
  const work = member.pcs ? 'in practice' : `at ${member.company}`;
  return `${kind} member of the ICSI with ${years > 0 ? `${years} years` : 'a year'} of experience ${work}: ${skills}.`;
}

function memberResume(member: MemberSeed, email: string, mobile: string, summary: string): Buffer {
  const city = CITY_NAMES[member.city] ?? '';
  const lines: ResumeLine[] = [
    { text: member.name, size: 18, bold: true },
    { text: `${email} | +91 ${mobile} | ${city}`, gap: 2 },
    {
      text: `Membership: ${member.membership.startsWith('F') ? 'FCS' : 'ACS'} ${member.membership.slice(1)}`,
    },
    { text: 'Profile', size: 12, bold: true, gap: 12 },
    ...wrap(summary).map((text) => ({ text })),
    { text: 'Experience', size: 12, bold: true, gap: 12 },
    { text: `${ROLE_NAMES[member.role] ?? 'Company Secretary'}, ${member.company} (present)` },
    { text: `Total experience: ${Math.floor(member.months / 12)} years ${member.months % 12} months` },
    { text: 'Skills', size: 12, bold: true, gap: 12 },
    ...wrap(member.skills.map((code) => SKILL_NAMES[code] ?? code).join(', ')).map((text) => ({ text })),
    { text: 'Education', size: 12, bold: true, gap: 12 },
    { text: 'CS Professional Programme, The Institute of Company Secretaries of India' },
  ];
  return resumePdf(`Resume - ${member.name}`, lines);
}

function studentResume(student: StudentSeed, email: string, mobile: string, summary: string): Buffer {
  const lines: ResumeLine[] = [
    { text: student.name, size: 18, bold: true },
    { text: `${email} | +91 ${mobile} | ${CITY_NAMES[student.city] ?? ''}`, gap: 2 },
    { text: `ICSI registration number: ${student.registrationNumber}` },
    { text: 'Profile', size: 12, bold: true, gap: 12 },
    ...wrap(summary).map((text) => ({ text })),
    { text: 'Studies', size: 12, bold: true, gap: 12 },
    { text: `CS ${student.stage} Programme, The Institute of Company Secretaries of India` },
    { text: 'Class XII (Commerce), CBSE' },
  ];
  return resumePdf(`Resume - ${student.name}`, lines);
}

// ---- Seeding ----

/** `first.last@placement.demo` from a name. */
function demoEmail(name: string): string {
  const parts = name.toLowerCase().split(/\s+/);
  return `${parts[0]}.${parts[parts.length - 1]}@placement.demo`;
}

export interface DemoPeople {
  employers: Record<DemoEmployer['key'], number>;
  /** User ids in the order of EXTRA_MEMBERS / EXTRA_STUDENTS. */
  members: number[];
  students: number[];
}

/**
 * Completes the demo member's and student's profiles and adds the extra employers, members and
 * students. `demo` are the demo accounts (seedDemoData).
 */
export async function seedDemoPeople(
  ctx: AppContext,
  demo: Record<'corporate' | 'member' | 'student', { id: number; passwordHash: string }>,
): Promise<DemoPeople> {
  const now = ctx.now();
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  // The demo account of the same kind has the password (published, or DEMO_PASSWORD) hashed.
  const corporateHash = demo.corporate.passwordHash;
  const memberHash = demo.member.passwordHash;
  const studentHash = demo.student.passwordHash;

  // Accounts: registered over the past year and more (older than any of their applications).
  const account = (role: Role, email: string, name: string, mobile: string, hash: string, days: number) => ({
    code: newCode(),
    role,
    email,
    passwordHash: hash,
    name,
    mobile,
    registrationType: '',
    emailConfirmedAt: at(days),
    createdAt: at(days),
    modifiedAt: at(days),
    passwordChangedAt: at(days),
  });
  const memberMobile = (i: number) => `98${String(10_450_000 + i * 7_919).padStart(8, '0')}`;
  const studentMobile = (i: number) => `97${String(20_310_000 + i * 6_113).padStart(8, '0')}`;
  const rows = [
    ...EXTRA_EMPLOYERS.map((e, i) => ({
      ...account('corporate', e.email, e.name, e.mobile, corporateHash, 500 - i * 20),
      registrationType: e.profile.canPostTraining ? REGISTRATION_TYPE.training : REGISTRATION_TYPE.placement,
    })),
    ...EXTRA_MEMBERS.map((x, i) =>
      account('member', demoEmail(x.name), x.name, memberMobile(i), memberHash, 450 - 3 * i),
    ),
    ...EXTRA_STUDENTS.map((x, i) =>
      account('student', demoEmail(x.name), x.name, studentMobile(i), studentHash, 380 - 4 * i),
    ),
  ];
  const inserted = await ctx.db.insert(users).values(rows).returning({ id: users.id, email: users.email });
  const idOf = new Map(inserted.map((row) => [row.email, row.id]));
  const employers = Object.fromEntries(EXTRA_EMPLOYERS.map((e) => [e.key, idOf.get(e.email)!])) as Record<
    DemoEmployer['key'],
    number
  >;
  const members = EXTRA_MEMBERS.map((x) => idOf.get(demoEmail(x.name))!);
  const students = EXTRA_STUDENTS.map((x) => idOf.get(demoEmail(x.name))!);

  await ctx.db.insert(corporateProfiles).values(
    EXTRA_EMPLOYERS.map((e, i) => ({
      ...e.profile,
      userId: employers[e.key],
      companyName: e.name,
      contactPerson1Email: e.email,
      modifiedAt: at(480 - i * 20),
    })),
  );

  // Files first: the profiles point at them.
  const memberSummaries = EXTRA_MEMBERS.map(memberSummary);
  const studentSummaries = EXTRA_STUDENTS.map(
    (x) =>
      `CS ${x.stage} Programme student in ${CITY_NAMES[x.city]}, looking for a ${x.stage === 'Executive' ? 'long-term' : 'short-term'} training with a company or a practising firm.`,
  );
  const ananyaSummary =
    'Associate company secretary with four years in secretarial compliance for unlisted public companies: board and general meetings, MCA21 filings, FEMA reporting and secretarial audit support.';
  const rohitSummary =
    'CS Executive student looking for a 21-month training with a listed company or a practising firm.';
  const fileList: DemoFile[] = [];
  const addFiles = (ownerId: number, name: string, resume: Buffer, seed: number) => {
    const base = name.toLowerCase().replace(/\s+/g, '-');
    fileList.push({ ownerId, kind: 'resume', bytes: resume, originalName: `${base}-resume.pdf` });
    fileList.push({ ownerId, kind: 'picture', bytes: portraitPng(seed), originalName: `${base}.png` });
  };
  addFiles(
    demo.member.id,
    'ANANYA RAO',
    memberResume(
      {
        name: 'ANANYA RAO',
        membership: 'A54321',
        dob: '1994-06-15',
        city: 'IN-KA-BENGALURU',
        company: 'Nimbus Software Private Limited',
        role: 'R-CS',
        months: 54,
        ctc: 12.5,
        skills: ANANYA_SKILLS,
      },
      'member@placement.demo',
      '9811122233',
      ananyaSummary,
    ),
    0,
  );
  addFiles(
    demo.student.id,
    'ROHIT VERMA',
    studentResume(
      {
        name: 'ROHIT VERMA',
        registrationNumber: '220456789',
        dob: '2002-02-20',
        city: 'IN-DL-NEW-DELHI',
        stage: 'Executive',
        skills: ROHIT_SKILLS,
      },
      'student@placement.demo',
      '9876501234',
      rohitSummary,
    ),
    1,
  );
  for (const [i, x] of EXTRA_MEMBERS.entries()) {
    const resume = memberResume(x, demoEmail(x.name), memberMobile(i), memberSummaries[i]!);
    addFiles(members[i]!, x.name, resume, i + 2);
  }
  for (const [i, x] of EXTRA_STUDENTS.entries()) {
    const resume = studentResume(x, demoEmail(x.name), studentMobile(i), studentSummaries[i]!);
    addFiles(students[i]!, x.name, resume, i + 3);
  }
  const stored = await storeDemoFiles(ctx, fileList);
  // Pairs in the order added: [resume, picture] per person.
  const filesOf = (n: number) => ({
    resumeFileId: stored[2 * n]!.id,
    profilePicture: stored[2 * n + 1]!.fileName,
  });

  // The demo member and student: complete profiles, ready to apply.
  await ctx.db
    .update(memberProfiles)
    .set({
      ...filesOf(0),
      skills: ANANYA_SKILLS,
      currentRole: 'R-CS',
      region: 'SIRC',
      chapter: 'Bengaluru',
      additionalInfo: 'Open to roles in Bengaluru or remote. Notice period: 30 days.',
    })
    .where(eq(memberProfiles.userId, demo.member.id));
  await ctx.db
    .update(studentProfiles)
    .set({
      ...filesOf(1),
      skills: ROHIT_SKILLS,
      region: 'NIRC',
      chapter: 'Delhi',
    })
    .where(eq(studentProfiles.userId, demo.student.id));

  await ctx.db.insert(memberProfiles).values(
    EXTRA_MEMBERS.map((x, i) => ({
      userId: members[i]!,
      membershipType: x.membership.slice(0, 1),
      membershipNumber: x.membership.slice(1),
      dateOfBirth: x.dob,
      stateCode: stateOf(x.city),
      cityCode: x.city,
      address: `${10 + i}, ${CITY_NAMES[x.city]?.toUpperCase()}`,
      region: regionOf(stateOf(x.city)),
      chapter: CITY_NAMES[x.city] ?? '',
      currentCompany: x.company,
      currentRole: x.role,
      totalExperienceInMonths: x.months,
      currentCtc: Math.round(x.ctc * 100_000),
      profileSummary: memberSummaries[i]!,
      skills: x.skills,
      isPcs: x.pcs ?? false,
      showResumeToEmployers: i % 3 === 0,
      ...filesOf(i + 2),
      modifiedAt: at(40 + 2 * i),
    })),
  );
  await ctx.db.insert(studentProfiles).values(
    EXTRA_STUDENTS.map((x, i) => ({
      userId: students[i]!,
      registrationNumber: x.registrationNumber,
      dateOfBirth: x.dob,
      stateCode: stateOf(x.city),
      cityCode: x.city,
      region: regionOf(stateOf(x.city)),
      chapter: CITY_NAMES[x.city] ?? '',
      profileSummary: studentSummaries[i]!,
      // The profile's 'Achievements' section.
      additionalInfo:
        i % 2
          ? 'Merit certificate in the Executive Programme; volunteer at the chapter’s student conclave.'
          : 'Cleared both groups of the Executive Programme in the first attempt.',
      skills: x.skills,
      showResumeToEmployers: i % 2 === 0,
      ...filesOf(i + 2 + EXTRA_MEMBERS.length),
      modifiedAt: at(30 + 2 * i),
    })),
  );

  // Education, experience and certifications.
  const education = [
    {
      code: newCode(),
      userId: demo.member.id,
      course: 'CS Professional Programme (ICSI)',
      college: 'The Institute of Company Secretaries of India',
      location: 'Bengaluru',
      board: 'ICSI',
      yearOfCompletion: 2018,
      percentage: '',
    },
    {
      code: newCode(),
      userId: demo.member.id,
      course: 'Bachelor of Commerce (Honours)',
      college: 'Mount Carmel College of Commerce',
      location: 'Bengaluru',
      board: 'Bangalore University',
      yearOfCompletion: 2015,
      percentage: '71.4',
    },
    {
      code: newCode(),
      userId: demo.student.id,
      course: 'Class XII (Commerce)',
      college: 'Yamuna Vihar Senior Secondary School',
      location: 'New Delhi',
      board: 'CBSE',
      yearOfCompletion: 2020,
      percentage: '88.2',
    },
    {
      code: newCode(),
      userId: demo.student.id,
      course: 'Bachelor of Commerce',
      college: 'Yamuna Vihar College of Commerce',
      location: 'New Delhi',
      board: 'University of Delhi',
      yearOfCompletion: 2023,
      percentage: '74.6',
    },
    ...EXTRA_MEMBERS.flatMap((x, i) => educationOfMember(x, i, members[i]!)),
    ...EXTRA_STUDENTS.map((x, i) => ({
      code: newCode(),
      userId: students[i]!,
      course: 'Class XII (Commerce)',
      college: `${CITY_NAMES[x.city]} Public School`,
      location: CITY_NAMES[x.city] ?? '',
      board: i % 3 ? 'CBSE' : 'State Board',
      yearOfCompletion: year(x.dob) + 18,
      percentage: String(72 + ((i * 5) % 24) + 0.4),
    })),
  ];
  const experience = [
    {
      code: newCode(),
      userId: demo.member.id,
      company: 'Nimbus Software Private Limited',
      designation: 'Company Secretary',
      location: 'Bengaluru',
      startDate: new Date(Date.UTC(2022, 3, 1)),
      endDate: now,
      jobProfile:
        'Secretarial compliance of the company and two subsidiaries; FEMA and FDI reporting; ESOP pool.',
    },
    {
      code: newCode(),
      userId: demo.member.id,
      company: 'Lalbagh Consumer Products Limited',
      designation: 'Secretarial Executive',
      location: 'Bengaluru',
      startDate: new Date(Date.UTC(2020, 0, 6)),
      endDate: new Date(Date.UTC(2022, 2, 25)),
      jobProfile: 'Board and general meeting papers, statutory registers and MCA21 e-forms.',
    },
    {
      code: newCode(),
      userId: demo.student.id,
      company: 'Khanna Arora & Associates, Company Secretaries',
      designation: 'Summer Trainee',
      location: 'New Delhi',
      startDate: new Date(Date.UTC(2024, 4, 2)),
      endDate: new Date(Date.UTC(2024, 6, 31)),
      jobProfile: 'Prepared ROC e-forms and maintained statutory registers for private companies.',
    },
    ...EXTRA_MEMBERS.flatMap((x, i) => experienceOfMember(x, i, members[i]!, now)),
    ...EXTRA_STUDENTS.flatMap((x, i) =>
      i % 2
        ? []
        : [
            {
              code: newCode(),
              userId: students[i]!,
              company: `${x.name.split(' ')[1]} & Associates, Company Secretaries`,
              designation: 'Secretarial Trainee',
              location: CITY_NAMES[x.city] ?? '',
              startDate: at(400 - i * 5),
              endDate: at(340 - i * 5),
              jobProfile: 'ROC filings, minutes of board meetings and statutory registers.',
            },
          ],
    ),
  ];
  const certifications = [
    {
      code: newCode(),
      userId: demo.member.id,
      trainingCode: 'TT-CERT',
      trainingName: 'Certificate Course',
      instituteName: 'ICSI',
      location: 'Bengaluru',
      courseDuration: 6,
      yearOfCompletion: 2023,
      percentage: '',
    },
    ...EXTRA_MEMBERS.flatMap((x, i) =>
      x.months > 100
        ? [
            {
              code: newCode(),
              userId: members[i]!,
              trainingCode: 'TT-PMQ',
              trainingName: 'Post Membership Qualification Course',
              instituteName: 'ICSI',
              location: CITY_NAMES[x.city] ?? '',
              courseDuration: 12,
              yearOfCompletion: year(x.dob) + 32,
              percentage: '',
            },
          ]
        : [],
    ),
  ];
  await Promise.all([
    ctx.db.insert(educationItems).values(education),
    ctx.db.insert(experienceItems).values(experience),
    ctx.db.insert(certificationItems).values(certifications),
  ]);

  // The institute's records of the new members and students (registration and Sync use them).
  await ctx.db
    .insert(instituteMembers)
    .values(
      EXTRA_MEMBERS.map((x, i) => ({
        membershipType: x.membership.slice(0, 1),
        membershipNumber: x.membership.slice(1),
        dateOfBirth: x.dob,
        name: x.name,
        email: demoEmail(x.name),
        mobile: memberMobile(i),
        address: `${10 + i}, ${CITY_NAMES[x.city]?.toUpperCase()}`,
        region: regionOf(stateOf(x.city)),
        chapter: CITY_NAMES[x.city] ?? '',
      })),
    )
    .onConflictDoNothing();
  await ctx.db
    .insert(instituteStudents)
    .values(
      EXTRA_STUDENTS.map((x, i) => ({
        registrationNumber: x.registrationNumber,
        dateOfBirth: x.dob,
        name: x.name,
        email: demoEmail(x.name),
        mobile: studentMobile(i),
        region: regionOf(stateOf(x.city)),
        chapter: CITY_NAMES[x.city] ?? '',
      })),
    )
    .onConflictDoNothing();

  return { employers, members, students };
}
