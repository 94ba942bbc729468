import { useLingui } from '@lingui/react/macro';
import { CandidateDashboard } from '../../../components/candidate-dashboard.tsx';
import { TrainingListScreen } from '../components/training-list-screen.tsx';

/** /student/training and /student/dashboard: the dashboard summary, then Recent Training(s) with the filter panel. */
export default function StudentRecentTrainingsPage() {
  const { t } = useLingui();
  return (
    <TrainingListScreen
      mode="recent"
      title={t`Recent Training(s)`}
      description={t`Trainings open for applications. Filter by place, industry, duration and company type.`}
      breadcrumbs={[{ label: t`Home`, to: '/student/dashboard' }, { label: t`Recent Training(s)` }]}
      top={<CandidateDashboard kind="student" />}
    />
  );
}
