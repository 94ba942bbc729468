import { PAGE_SIZE } from '@pp/contract/constants';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchJobSearchLists } from '../../../api/lookups.ts';
import { usePageHeading } from '../../../components/page-frame.tsx';
import { SaveSearchButton } from '../../../components/save-search-button.tsx';
import { JobSearchScreen } from '../components/job-search-screen.tsx';
import { MEMBER_JOB_SEARCH_HEADING } from './headings.ts';

/** The search form's lists, asked for before the first render (the route table's lazyPage). */
export function prefetch(client: QueryClient) {
  prefetchJobSearchLists(client, 'member');
}

/** /member/job/search: Search Job(s) in India (country fixed to India). */
export default function MemberJobSearchPage() {
  const heading = usePageHeading(MEMBER_JOB_SEARCH_HEADING);
  return (
    <JobSearchScreen
      title={heading.title}
      description={heading.description}
      breadcrumbs={heading.breadcrumbs}
      mode="india"
      actions={<SaveSearchButton kind="memberJobs" />}
      skillKind="member"
      pageSize={PAGE_SIZE.memberJobSearch}
      detailPrefix="/member/job/detail-"
    />
  );
}
