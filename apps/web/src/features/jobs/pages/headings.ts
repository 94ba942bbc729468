import { msg } from '@lingui/core/macro';
import type { PageHeading } from '../../../components/page-frame.tsx';

/**
 * The headings of the job pages that have a frame (PageHeading, components/page-frame.tsx): the route table gives
 * them to the frames, the pages render them.
 */
export const MEMBER_JOB_SEARCH_HEADING: PageHeading = {
  title: msg`Search Job(s) in India`,
  description: msg`Find corporate jobs in India by location, experience, salary, role and skill.`,
  breadcrumbs: [{ label: msg`Home`, to: '/member/dashboard' }, { label: msg`Search Job(s) in India` }],
};

export const MEMBER_RECENT_JOBS_HEADING: PageHeading = {
  title: msg`Recent Job(s)`,
  description: msg`The latest corporate jobs in India for company secretaries.`,
  breadcrumbs: [{ label: msg`Home`, to: '/member/dashboard' }, { label: msg`Recent Job(s)` }],
};
