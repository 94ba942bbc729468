import { useLingui } from '@lingui/react/macro';
import { TrainingListScreen } from '../components/training-list-screen.tsx';

/** /training: the public training list; students sign in to apply. */
export default function PublicTrainingsPage() {
  const { t } = useLingui();
  return (
    <TrainingListScreen
      mode="recent"
      publicList
      title={t`Recent Training(s)`}
      description={t`Trainings employers offer to CS students. Students sign in to apply.`}
      breadcrumbs={[{ label: t`Home`, to: '/' }, { label: t`Recent Training(s)` }]}
    />
  );
}
