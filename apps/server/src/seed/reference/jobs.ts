import { MASTER_LIST } from '@pp/contract/lookups';
import type { SeedList } from './seed-list.ts';

export const jobTypes: SeedList = {
  list: MASTER_LIST.jobType,
  ordered: true,
  items: [
    { code: 'JT-FT', name: 'Full Time' },
    { code: 'JT-PT', name: 'Part Time' },
    { code: 'JT-CONTRACT', name: 'Contract' },
    { code: 'JT-TEMP', name: 'Temporary' },
    { code: 'JT-RETAINER', name: 'Retainership' },
    { code: 'JT-CONSULT', name: 'Consultant' },
    { code: 'JT-INTERN', name: 'Internship' },
    { code: 'JT-DEPUTATION', name: 'Deputation' },
  ],
};

/** Experience options; value 'from-to' in months (jobs store experience in months). */
export const experienceRanges: SeedList = {
  list: MASTER_LIST.experience,
  ordered: true,
  items: [
    { code: 'EX-0-1', name: 'Fresher (0-1 Year)', value: '0-12' },
    { code: 'EX-1-2', name: '1-2 Years', value: '12-24' },
    { code: 'EX-2-3', name: '2-3 Years', value: '24-36' },
    { code: 'EX-3-5', name: '3-5 Years', value: '36-60' },
    { code: 'EX-5-7', name: '5-7 Years', value: '60-84' },
    { code: 'EX-7-10', name: '7-10 Years', value: '84-120' },
    { code: 'EX-10-15', name: '10-15 Years', value: '120-180' },
    { code: 'EX-15-20', name: '15-20 Years', value: '180-240' },
    { code: 'EX-20-25', name: '20-25 Years', value: '240-300' },
    { code: 'EX-25', name: '25 Years and above', value: '300-600' },
  ],
};

/** Salary options; value 'from-to' in rupees per annum (jobs store INR per annum). */
export const salaryRanges: SeedList = {
  list: MASTER_LIST.salary,
  ordered: true,
  items: [
    { code: 'SAL-0-3', name: 'Up to 3 Lakhs', value: '0-300000' },
    { code: 'SAL-3-5', name: '3-5 Lakhs', value: '300000-500000' },
    { code: 'SAL-5-7', name: '5-7 Lakhs', value: '500000-700000' },
    { code: 'SAL-7-10', name: '7-10 Lakhs', value: '700000-1000000' },
    { code: 'SAL-10-15', name: '10-15 Lakhs', value: '1000000-1500000' },
    { code: 'SAL-15-20', name: '15-20 Lakhs', value: '1500000-2000000' },
    { code: 'SAL-20-30', name: '20-30 Lakhs', value: '2000000-3000000' },
    { code: 'SAL-30-50', name: '30-50 Lakhs', value: '3000000-5000000' },
    { code: 'SAL-50-100', name: '50 Lakhs - 1 Crore', value: '5000000-10000000' },
    { code: 'SAL-100', name: 'Above 1 Crore', value: '10000000-1000000000' },
  ],
};
