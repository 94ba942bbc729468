import { msg } from '@lingui/core/macro';
import { PAGE_SIZE } from '@pp/contract/constants';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchJobSearchLists } from '../../../api/lookups.ts';
import { type PageHeading, usePageHeading } from '../../../components/page-frame.tsx';
import { SaveSearchButton } from '../../../components/save-search-button.tsx';
import { JobSearchScreen } from '../components/job-search-screen.tsx';

/** The page's heading, which its frame shows too (frames/framed-pages.ts). */
export const heading: PageHeading = {
  title: msg`Search Job(s) in India`,
  description: msg`Find corporate jobs in India by location, experience, salary, role and skill.`,
  breadcrumbs: [{ label: msg`Home`, to: '/member/dashboard' }, { label: msg`Search Job(s) in India` }],
};

/** The search form's lists, asked for before the first render (the route table's lazyPage). */
export function prefetch(client: QueryClient) {
  prefetchJobSearchLists(client, 'member');
}

/** /member/job/search: Search Job(s) in India (country fixed to India). */
export default function MemberJobSearchPage() {
  const shown = usePageHeading(heading);
  return (
    <JobSearchScreen
      title={shown.title}
      description={shown.description}
      breadcrumbs={shown.breadcrumbs}
      mode="india"
      actions={<SaveSearchButton kind="memberJobs" />}
      skillKind="member"
      pageSize={PAGE_SIZE.memberJobSearch}
      detailPrefix="/member/job/detail-"
    />
  );
}
