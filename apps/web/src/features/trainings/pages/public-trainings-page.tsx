import { TrainingListScreen } from '../components/training-list-screen.tsx';

/** /training: the public training list; students sign in to apply. */
export default function PublicTrainingsPage() {
  return (
    <TrainingListScreen
      mode="recent"
      publicList
      title="Recent Training(s)"
      description="Trainings employers offer to CS students. Students sign in to apply."
      breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Recent Training(s)' }]}
    />
  );
}
