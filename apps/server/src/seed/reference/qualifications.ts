import { MASTER_LIST, MEMBER_JOB_QUALIFICATIONS } from '@pp/contract/lookups';
import type { SeedList } from './seed-list.ts';

const [ACS, FCS] = MEMBER_JOB_QUALIFICATIONS;

/**
 * Qualifications a job or training asks for, highest first. Only the first two (members of the
 * institute) make a member job; the others are stages of the CS course.
 */
export const qualifications: SeedList = {
  list: MASTER_LIST.qualification,
  ordered: true,
  items: [
    { code: ACS, name: 'Associate Company Secretary (ACS)' },
    { code: FCS, name: 'Fellow Company Secretary (FCS)' },
    { code: 'Q-CSP-PASS', name: 'CS Professional Programme passed' },
    { code: 'Q-CSP-ONE', name: 'CS Professional Programme - one group passed' },
    { code: 'Q-CSP-REG', name: 'CS Professional Programme pursuing' },
    { code: 'Q-CSE-PASS', name: 'CS Executive Programme passed (both groups)' },
    { code: 'Q-CSE-ONE', name: 'CS Executive Programme - one group passed' },
    { code: 'Q-CSE-REG', name: 'CS Executive Programme pursuing' },
    { code: 'Q-CSEET', name: 'CSEET passed' },
    { code: 'Q-CSF', name: 'CS Foundation Programme passed' },
  ],
};

/** Other degrees and certifications a job may ask for or a member may hold. */
export const additionalQualifications: SeedList = {
  list: MASTER_LIST.additionalQualification,
  ordered: false,
  items: [
    { code: 'AQ-LLB', name: 'LLB' },
    { code: 'AQ-LLM', name: 'LLM' },
    { code: 'AQ-BALLB', name: 'BA LLB / BBA LLB (Integrated)' },
    { code: 'AQ-CA', name: 'Chartered Accountant (CA)' },
    { code: 'AQ-CMA', name: 'Cost and Management Accountant (CMA)' },
    { code: 'AQ-MBA', name: 'MBA' },
    { code: 'AQ-MBAF', name: 'MBA (Finance)' },
    { code: 'AQ-PGDM', name: 'PGDM' },
    { code: 'AQ-MCOM', name: 'M.Com' },
    { code: 'AQ-BCOM', name: 'B.Com' },
    { code: 'AQ-BBA', name: 'BBA' },
    { code: 'AQ-MA-ECO', name: 'MA (Economics)' },
    { code: 'AQ-PHD', name: 'Ph.D.' },
    { code: 'AQ-CFA', name: 'CFA' },
    { code: 'AQ-CPA', name: 'CPA' },
    { code: 'AQ-ACCA', name: 'ACCA' },
    { code: 'AQ-CIA', name: 'Certified Internal Auditor (CIA)' },
    { code: 'AQ-CISA', name: 'CISA' },
    { code: 'AQ-IP', name: 'Insolvency Professional (IBBI)' },
    { code: 'AQ-RV', name: 'Registered Valuer (IBBI)' },
    { code: 'AQ-ID', name: 'Independent Director Databank (IICA)' },
    { code: 'AQ-NISM', name: 'NISM Certification' },
    { code: 'AQ-IFRS', name: 'Diploma in IFRS' },
    { code: 'AQ-CGI', name: 'Chartered Governance Professional (CGI UK)' },
    { code: 'AQ-OTHER', name: 'Other' },
  ],
};
