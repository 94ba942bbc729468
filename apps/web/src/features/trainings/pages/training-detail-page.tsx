import { formatDurationMonths, formatStipend } from '@pp/contract/format';
import { useTrainingDetail } from '../../../api/trainings.ts';
import { Fact } from '../../../components/postings/fact.tsx';
import { PostingDetailScreen } from '../../../components/postings/posting-detail.tsx';
import { useRouteParam } from '../../../hooks/route-context.ts';
import { TrainingApplyButton } from '../components/training-apply-button.tsx';
import { monthYear, trainingPlace } from '../components/training-tile.tsx';

/** /student/training/detail-{code}: one training in full, with Apply now. */
export default function TrainingDetailPage() {
  const code = useRouteParam('code') ?? '';
  return (
    <PostingDetailScreen
      query={useTrainingDetail(code)}
      noun="training"
      breadcrumbs={[{ label: 'Home', to: '/student/dashboard' }]}
      view={(training) => ({
        apply: <TrainingApplyButton training={training} />,
        facts: (
          <>
            <Fact label="Number of trainees">{training.noOfTrainees}</Fact>
            <Fact label="Stipend (INR)">{formatStipend(training.stipend)}</Fact>
            <Fact label="Location">{trainingPlace(training)}</Fact>
            <Fact label="Qualification">{training.qualification}</Fact>
            <Fact label="Duration">{formatDurationMonths(training.duration)}</Fact>
            <Fact label="Training starts">{monthYear(training.startDateTraining)}</Fact>
            <Fact label="PCS">{training.isPCS ? 'Yes' : 'No'}</Fact>
            <Fact label="Industry">{training.industry.join(', ') || '—'}</Fact>
          </>
        ),
        wide: <Fact label="Address">{training.address}</Fact>,
        description: { title: 'Training details', html: training.description },
        companyHtml: training.companyDescription,
      })}
    />
  );
}
