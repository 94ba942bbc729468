import { useLingui } from '@lingui/react/macro';
import { SaveSearchButton } from '../../../components/save-search-button.tsx';
import { TrainingListScreen } from '../components/training-list-screen.tsx';

/** /student/training/search: Search Training(s) (State/UT required). */
export default function StudentTrainingSearchPage() {
  const { t } = useLingui();
  return (
    <TrainingListScreen
      mode="search"
      actions={<SaveSearchButton kind="studentTrainings" />}
      title={t`Search Training(s)`}
      description={t`Find trainings by State/UT, city, industry, duration and company type.`}
      breadcrumbs={[{ label: t`Home`, to: '/student/dashboard' }, { label: t`Search Training(s)` }]}
    />
  );
}
