import { useLingui } from '@lingui/react/macro';
import { publicJobPath } from '@pp/contract/public-jobs';
import { RecentJobsScreen } from '../components/recent-jobs-screen.tsx';

/** /recentjobs: the public recent jobs with industry, company type, role and skill filters. */
export default function PublicRecentJobsPage() {
  const { t } = useLingui();
  return (
    <RecentJobsScreen
      title={t`Recent Job(s)`}
      description={t`The latest jobs employers have posted. Sign in to apply: members for member jobs, students for the others.`}
      breadcrumbs={[{ label: t`Home`, to: '/' }, { label: t`Recent Job(s)` }]}
      skillKind="all"
      detailPrefix={publicJobPath('')}
      filters={['industry', 'companyType', 'role', 'skill']}
    />
  );
}
