import { useLingui } from '@lingui/react/macro';
import { formatDurationMonths, formatStipend } from '@pp/contract/format';
import { useTrainingDetail } from '../../../api/trainings.ts';
import { Fact } from '../../../components/postings/fact.tsx';
import { PostingDetailScreen } from '../../../components/postings/posting-detail.tsx';
import { useRouteParam } from '../../../hooks/route-context.ts';
import { TrainingApplyButton } from '../components/training-apply-button.tsx';
import { monthYear, trainingPlace } from '../components/training-tile.tsx';

/** /student/training/detail-{code}: one training in full, with Apply now. */
export default function TrainingDetailPage() {
  const { t, i18n } = useLingui();
  const code = useRouteParam('code') ?? '';
  return (
    <PostingDetailScreen
      query={useTrainingDetail(code)}
      noun="training"
      breadcrumbs={[{ label: t`Home`, to: '/student/dashboard' }]}
      view={(training) => ({
        apply: <TrainingApplyButton training={training} />,
        facts: (
          <>
            <Fact label={t`Number of trainees`}>{training.noOfTrainees}</Fact>
            <Fact label={t`Stipend (INR)`}>{formatStipend(training.stipend)}</Fact>
            <Fact label={t`Location`} english>
              {trainingPlace(training)}
            </Fact>
            <Fact label={t`Qualification`} english>
              {training.qualification}
            </Fact>
            <Fact label={t`Duration`}>{formatDurationMonths(training.duration)}</Fact>
            <Fact label={t`Training starts`}>{monthYear(training.startDateTraining, i18n)}</Fact>
            <Fact label={t`PCS`}>{training.isPCS ? t`Yes` : t`No`}</Fact>
            <Fact label={t`Industry`} english>
              {training.industry.join(', ') || '—'}
            </Fact>
          </>
        ),
        wide: (
          <Fact label={t`Address`} english>
            {training.address}
          </Fact>
        ),
        description: { title: t`Training details`, html: training.description },
        companyHtml: training.companyDescription,
      })}
    />
  );
}
