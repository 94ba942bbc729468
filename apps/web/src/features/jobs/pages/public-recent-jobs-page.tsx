import { RecentJobsScreen } from '../components/recent-jobs-screen.tsx';

/** /recentjobs: the public recent jobs with industry, company type, role and skill filters. */
export default function PublicRecentJobsPage() {
  return (
    <RecentJobsScreen
      title="Recent Job(s)"
      description="The latest jobs employers have posted. Sign in to apply: members for member jobs, students for the others."
      breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Recent Job(s)' }]}
      skillKind="all"
      filters={['industry', 'companyType', 'role', 'skill']}
    />
  );
}
