import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '@pp/contract/constants';
import { SaveSearchButton } from '../../../components/save-search-button.tsx';
import { JobSearchScreen } from '../components/job-search-screen.tsx';

/** /member/job/search: Search Job(s) in India (country fixed to India). */
export default function MemberJobSearchPage() {
  const { t } = useLingui();
  return (
    <JobSearchScreen
      title={t`Search Job(s) in India`}
      description={t`Find corporate jobs in India by location, experience, salary, role and skill.`}
      breadcrumbs={[{ label: t`Home`, to: '/member/dashboard' }, { label: t`Search Job(s) in India` }]}
      mode="india"
      actions={<SaveSearchButton kind="memberJobs" />}
      skillKind="member"
      pageSize={PAGE_SIZE.memberJobSearch}
      detailPrefix="/member/job/detail-"
    />
  );
}
