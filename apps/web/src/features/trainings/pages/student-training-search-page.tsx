import { SaveSearchButton } from '../../../components/save-search-button.tsx';
import { TrainingListScreen } from '../components/training-list-screen.tsx';

/** /student/training/search: Search Training(s) (State/UT required). */
export default function StudentTrainingSearchPage() {
  return (
    <TrainingListScreen
      mode="search"
      actions={<SaveSearchButton kind="studentTrainings" />}
      title="Search Training(s)"
      description="Find trainings by State/UT, city, industry, duration and company type."
      breadcrumbs={[{ label: 'Home', to: '/student/dashboard' }, { label: 'Search Training(s)' }]}
    />
  );
}
