import { msg } from '@lingui/core/macro';
import { CandidateDashboard } from '../../../components/candidate-dashboard.tsx';
import { type PageHeading, usePageHeading } from '../../../components/page-frame.tsx';
import { TrainingListScreen } from '../components/training-list-screen.tsx';

/** The page's heading, which its frame shows too (frames/framed-pages.ts). */
export const heading: PageHeading = {
  title: msg`Recent Training(s)`,
  description: msg`Trainings open for applications. Filter by place, industry, duration and company type.`,
  breadcrumbs: [{ label: msg`Home`, to: '/student/dashboard' }, { label: msg`Recent Training(s)` }],
};

/** /student/training and /student/dashboard: the dashboard summary, then Recent Training(s) with the filter panel. */
export default function StudentRecentTrainingsPage() {
  const shown = usePageHeading(heading);
  return (
    <TrainingListScreen
      mode="recent"
      title={shown.title}
      description={shown.description}
      breadcrumbs={shown.breadcrumbs}
      top={<CandidateDashboard kind="student" />}
    />
  );
}
