import { useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '@pp/contract/constants';
import { SaveSearchButton } from '../../../components/save-search-button.tsx';
import { JobSearchScreen } from '../components/job-search-screen.tsx';

/** /member/international-job/search: jobs outside India, CTC in USD. */
export default function MemberInternationalSearchPage() {
  const { t } = useLingui();
  return (
    <JobSearchScreen
      title={t`Search International Job(s)`}
      description={t`Find jobs outside India by country, experience and salary in US dollars.`}
      breadcrumbs={[{ label: t`Home`, to: '/member/dashboard' }, { label: t`Search International Job(s)` }]}
      mode="international"
      actions={<SaveSearchButton kind="memberIntlJobs" />}
      skillKind="member"
      pageSize={PAGE_SIZE.memberJobSearch}
      detailPrefix="/member/job/detail-"
    />
  );
}
