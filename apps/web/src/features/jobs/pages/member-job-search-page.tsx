import { PAGE_SIZE } from '@pp/contract/constants';
import { SaveSearchButton } from '../../../components/save-search-button.tsx';
import { JobSearchScreen } from '../components/job-search-screen.tsx';

/** /member/job/search: Search Job(s) in India (country fixed to India). */
export default function MemberJobSearchPage() {
  return (
    <JobSearchScreen
      title="Search Job(s) in India"
      description="Find corporate jobs in India by location, experience, salary, role and skill."
      breadcrumbs={[{ label: 'Home', to: '/member/dashboard' }, { label: 'Search Job(s) in India' }]}
      mode="india"
      actions={<SaveSearchButton kind="memberJobs" />}
      skillKind="member"
      pageSize={PAGE_SIZE.memberJobSearch}
      detailPrefix="/member/job/detail-"
    />
  );
}
