import { useLingui } from '@lingui/react/macro';
import { RecentJobsScreen } from '../components/recent-jobs-screen.tsx';

/** /student/job: the latest jobs open to students. */
export default function StudentRecentJobsPage() {
  const { t } = useLingui();
  return (
    <RecentJobsScreen
      title={t`Recent Job(s)`}
      description={t`The latest jobs open to students.`}
      breadcrumbs={[{ label: t`Home`, to: '/student/dashboard' }, { label: t`Recent Job(s)` }]}
      skillKind="student"
      filters={['location', 'experience', 'role', 'skill']}
    />
  );
}
