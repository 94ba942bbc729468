import { CandidateDashboard } from '../../../components/candidate-dashboard.tsx';
import { TrainingListScreen } from '../components/training-list-screen.tsx';

/** /student/training and /student/dashboard: the dashboard summary, then Recent Training(s) with the filter panel. */
export default function StudentRecentTrainingsPage() {
  return (
    <TrainingListScreen
      mode="recent"
      title="Recent Training(s)"
      description="Trainings open for applications. Filter by place, industry, duration and company type."
      breadcrumbs={[{ label: 'Home', to: '/student/dashboard' }, { label: 'Recent Training(s)' }]}
      top={<CandidateDashboard kind="student" />}
    />
  );
}
