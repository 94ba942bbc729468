import { useLingui } from '@lingui/react/macro';
import { INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import { CandidateDashboard } from '../../../components/candidate-dashboard.tsx';
import { RecentJobsScreen, RecommendedJobs, useRecommendedJobs } from '../components/recent-jobs-screen.tsx';

/**
 * /member/job and /member/dashboard: the dashboard summary, the recommended jobs, then Recent Job(s)
 * in India.
 */
export default function MemberRecentJobsPage() {
  const { t } = useLingui();
  // The recent jobs wait for the recommended ones above them, so they do not jump down.
  const recommended = useRecommendedJobs();
  return (
    <RecentJobsScreen
      title={t`Recent Job(s)`}
      description={t`The latest corporate jobs in India for company secretaries.`}
      breadcrumbs={[{ label: t`Home`, to: '/member/dashboard' }, { label: t`Recent Job(s)` }]}
      skillKind="member"
      filters={['location', 'experience', 'salary', 'role', 'skill']}
      baseQuery={{ country: INDIA_COUNTRY_CODE }}
      detailPrefix="/member/job/detail-"
      top={
        <>
          <CandidateDashboard kind="member" recommendedListedBelow />
          <RecommendedJobs />
        </>
      }
      holdForTop={recommended.isPending}
      listHeading={t`All recent jobs`}
    />
  );
}
