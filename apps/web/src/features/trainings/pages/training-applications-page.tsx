import type { AppliedTrainingItem } from '@pp/contract/applications';
import { useTrainingApplications } from '../../../api/trainings.ts';
import { MyInterviews } from '../../../components/interviews/my-interviews.tsx';
import { ApplicationsScreen } from '../../../components/postings/applications-screen.tsx';
import { TrainingTile } from '../components/training-tile.tsx';

/** /student/training/application: the trainings applied for, with the dates and (ours) the stage. */
export default function TrainingApplicationsPage() {
  return (
    <ApplicationsScreen<AppliedTrainingItem>
      what="Training" // i18n-ignore: a kind, not a text (the screen words its own titles)
      home="/student/dashboard"
      searchPath="/student/training/search"
      useApplications={useTrainingApplications}
      above={<MyInterviews kind="training" />}
      renderTile={(training, action) => (
        <TrainingTile
          training={training}
          detailTo={`/student/training/detail-${training.code}`}
          action={action}
        />
      )}
    />
  );
}
