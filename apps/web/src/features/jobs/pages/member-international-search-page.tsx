import { PAGE_SIZE } from '@pp/contract/constants';
import { SaveSearchButton } from '../../../components/save-search-button.tsx';
import { JobSearchScreen } from '../components/job-search-screen.tsx';

/** /member/international-job/search: jobs outside India, CTC in USD. */
export default function MemberInternationalSearchPage() {
  return (
    <JobSearchScreen
      title="Search International Job(s)"
      description="Find jobs outside India by country, experience and salary in US dollars."
      breadcrumbs={[{ label: 'Home', to: '/member/dashboard' }, { label: 'Search International Job(s)' }]}
      mode="international"
      actions={<SaveSearchButton kind="memberIntlJobs" />}
      skillKind="member"
      pageSize={PAGE_SIZE.memberJobSearch}
      detailPrefix="/member/job/detail-"
    />
  );
}
