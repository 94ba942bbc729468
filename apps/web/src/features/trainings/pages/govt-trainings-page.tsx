import { PageFrame } from '../../../components/page-frame.tsx';
import { GovtTrainingList } from '../../../components/postings/govt-lists.tsx';

/** /govttrainings: trainings offered by government and public bodies. */
export default function GovtTrainingsPage() {
  return (
    <PageFrame
      title="Government Training(s)"
      description="Trainings with government and public bodies. Apply on the organisation's own site."
      breadcrumbs={[{ label: 'Home', to: '/' }, { label: 'Government Training(s)' }]}
    >
      <GovtTrainingList />
    </PageFrame>
  );
}
