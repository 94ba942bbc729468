import { RecentJobsScreen } from '../components/recent-jobs-screen.tsx';

/** /student/job: the latest jobs open to students. */
export default function StudentRecentJobsPage() {
  return (
    <RecentJobsScreen
      title="Recent Job(s)"
      description="The latest jobs open to students."
      breadcrumbs={[{ label: 'Home', to: '/student/dashboard' }, { label: 'Recent Job(s)' }]}
      skillKind="student"
      filters={['location', 'experience', 'role', 'skill']}
    />
  );
}
