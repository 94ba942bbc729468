import { Group } from '@mantine/core';
import type { AppliedTrainingItem } from '@pp/contract/applications';
import { PAGE_SIZE } from '@pp/contract/constants';
import { useTrainingApplications } from '../../../api/trainings.ts';
import { PageFrame } from '../../../components/page-frame.tsx';
import { StageBadge } from '../../../components/pipeline/stage-badge.tsx';
import { AppliedBadge } from '../../../components/postings/job-apply-button.tsx';
import { PagedList } from '../../../components/postings/paged-list.tsx';
import { useListParams } from '../../../hooks/use-list-params.ts';
import { TrainingTile } from '../components/training-tile.tsx';

const NO_KEYS = [] as const;

/** /student/training/application: the trainings applied for, with the dates and (ours) the stage. */
export default function TrainingApplicationsPage() {
  const [params, update] = useListParams(NO_KEYS);
  const pageSize = PAGE_SIZE.studentJobLists;
  const query = useTrainingApplications(params.page, pageSize);
  return (
    <PageFrame
      title="Training Application(s)"
      description="The trainings you have applied for, latest first."
      breadcrumbs={[{ label: 'Home', to: '/student/dashboard' }, { label: 'Training Application(s)' }]}
    >
      <PagedList<AppliedTrainingItem>
        query={query}
        page={params.page}
        pageSize={pageSize}
        onPage={(page) => update({ page })}
        noun={['application', 'applications']}
        loadingLabel="Loading your applications..."
        emptyDescription="You have not applied for any training yet."
        itemKey={(training) => training.code}
        renderItem={(training) => (
          <TrainingTile
            training={training}
            detailTo={`/student/training/detail-${training.code}`}
            action={
              <Group gap="xs">
                <StageBadge stage={training.stage} />
                {training.appliedOn !== null && <AppliedBadge appliedOn={training.appliedOn} />}
              </Group>
            }
          />
        )}
      />
    </PageFrame>
  );
}
