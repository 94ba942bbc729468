import { MASTER_LIST } from '@pp/contract/lookups';
import type { SeedItem, SeedList } from './seed-list.ts';

const duration = (months: number): SeedItem => ({
  code: `D-${months}`,
  name: months === 1 ? '1 Month' : `${months} Months`,
  value: String(months),
});

/** Training durations; value is the number of months (the institute's long internship is 21 months). */
export const trainingDurations: SeedList = {
  list: MASTER_LIST.trainingDuration,
  ordered: true,
  items: [1, 2, 3, 6, 9, 12, 15, 18, 21, 24].map(duration),
};

/** Kinds of programme in a member's certifications. */
export const trainingTypes: SeedList = {
  list: MASTER_LIST.trainingType,
  ordered: false,
  items: [
    { code: 'TT-MDP', name: 'Management Development Programme' },
    { code: 'TT-PMQ', name: 'Post Membership Qualification Course' },
    { code: 'TT-CERT', name: 'Certificate Course' },
    { code: 'TT-CRASH', name: 'Crash Course' },
    { code: 'TT-PDP', name: 'Professional Development Programme' },
    { code: 'TT-CLDP', name: 'Corporate Leadership Development Programme' },
    { code: 'TT-EDP', name: 'Executive Development Programme' },
    { code: 'TT-WORKSHOP', name: 'Workshop' },
    { code: 'TT-SEMINAR', name: 'Seminar or Conference' },
    { code: 'TT-WEBINAR', name: 'Webinar' },
    { code: 'TT-ONLINE', name: 'Online Course' },
    { code: 'TT-STUDY', name: 'Study Circle Meeting' },
    { code: 'TT-RESI', name: 'Residential Programme' },
    { code: 'TT-OTHER', name: 'Other' },
  ],
};
