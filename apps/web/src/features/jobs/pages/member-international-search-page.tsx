import { PAGE_SIZE } from '@pp/contract/constants';
import { JobSearchScreen } from '../components/job-search-screen.tsx';

/** /member/international-job/search: jobs outside India, CTC in USD. */
export default function MemberInternationalSearchPage() {
  return (
    <JobSearchScreen
      title="Search International Job(s)"
      description="Find jobs outside India by country, experience and salary in US dollars."
      breadcrumbs={[{ label: 'Home', to: '/member/dashboard' }, { label: 'Search International Job(s)' }]}
      mode="international"
      skillKind="member"
      pageSize={PAGE_SIZE.memberJobSearch}
      detailPrefix="/member/job/detail-"
    />
  );
}
