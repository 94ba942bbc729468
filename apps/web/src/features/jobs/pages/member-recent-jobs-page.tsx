import { useLingui } from '@lingui/react/macro';
import { INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import { CandidateDashboard } from '../../../components/candidate-dashboard.tsx';
import { usePageHeading } from '../../../components/page-frame.tsx';
import { RecentJobsScreen, RecommendedJobs, useRecommendedJobs } from '../components/recent-jobs-screen.tsx';
import { MEMBER_RECENT_JOBS_HEADING } from './headings.ts';

/**
 * /member/job and /member/dashboard: the dashboard summary, the recommended jobs, then Recent Job(s)
 * in India.
 */
export default function MemberRecentJobsPage() {
  const { t } = useLingui();
  const heading = usePageHeading(MEMBER_RECENT_JOBS_HEADING);
  // The recent jobs wait for the recommended ones above them, so they do not jump down.
  const recommended = useRecommendedJobs();
  return (
    <RecentJobsScreen
      title={heading.title}
      description={heading.description}
      breadcrumbs={heading.breadcrumbs}
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
