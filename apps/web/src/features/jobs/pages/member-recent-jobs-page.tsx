import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { INDIA_COUNTRY_CODE } from '@pp/contract/constants';
import { CandidateDashboard } from '../../../components/candidate-dashboard.tsx';
import { type PageHeading, usePageHeading } from '../../../components/page-frame.tsx';
import { RecentJobsScreen, RecommendedJobs, useRecommendedJobs } from '../components/recent-jobs-screen.tsx';

/** The page's heading, which its frame shows too (frames/framed-pages.ts). */
export const heading: PageHeading = {
  title: msg`Recent Job(s)`,
  description: msg`The latest corporate jobs in India for company secretaries.`,
  breadcrumbs: [{ label: msg`Home`, to: '/member/dashboard' }, { label: msg`Recent Job(s)` }],
};

/**
 * /member/job and /member/dashboard: the dashboard summary, the recommended jobs, then Recent Job(s)
 * in India.
 */
export default function MemberRecentJobsPage() {
  const { t } = useLingui();
  const shown = usePageHeading(heading);
  // The recent jobs wait for the recommended ones above them, so they do not jump down.
  const recommended = useRecommendedJobs();
  return (
    <RecentJobsScreen
      title={shown.title}
      description={shown.description}
      breadcrumbs={shown.breadcrumbs}
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
