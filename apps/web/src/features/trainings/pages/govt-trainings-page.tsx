import { useLingui } from '@lingui/react/macro';
import { PageFrame } from '../../../components/page-frame.tsx';
import { GovtTrainingList } from '../../../components/postings/govt-lists.tsx';

/** /govttrainings: trainings offered by government and public bodies. */
export default function GovtTrainingsPage() {
  const { t } = useLingui();
  return (
    <PageFrame
      title={t`Government Training(s)`}
      description={t`Trainings with government and public bodies. Apply on the organisation's own site.`}
      breadcrumbs={[{ label: t`Home`, to: '/' }, { label: t`Government Training(s)` }]}
    >
      <GovtTrainingList />
    </PageFrame>
  );
}
