import { Group } from '@mantine/core';
import type { AppliedJobItem } from '@pp/contract/applications';
import { PAGE_SIZE } from '@pp/contract/constants';
import { useMemberApplications, useStudentApplications } from '../../../api/jobs.ts';
import { PageFrame } from '../../../components/page-frame.tsx';
import { StageBadge } from '../../../components/pipeline/stage-badge.tsx';
import { AppliedBadge } from '../../../components/postings/job-apply-button.tsx';
import { PagedList } from '../../../components/postings/paged-list.tsx';
import { useListParams } from '../../../hooks/use-list-params.ts';
import { JobTile } from '../components/job-tile.tsx';

const NO_KEYS = [] as const;

/**
 * /member/job/application and /student/job/application: the jobs applied for, with the dates and
 * (ours) the stage the employer moved the application to.
 */
export default function JobApplicationsPage({ kind }: { kind: 'member' | 'student' }) {
  const [params, update] = useListParams(NO_KEYS);
  const pageSize = PAGE_SIZE.studentJobLists;
  const memberQuery = useMemberApplications(params.page, pageSize, kind === 'member');
  const studentQuery = useStudentApplications(params.page, pageSize, kind === 'student');
  const query = kind === 'member' ? memberQuery : studentQuery;
  const home = kind === 'member' ? '/member/dashboard' : '/student/dashboard';
  return (
    <PageFrame
      title="Job Application(s)"
      description="The jobs you have applied for, latest first."
      breadcrumbs={[{ label: 'Home', to: home }, { label: 'Job Application(s)' }]}
    >
      <PagedList<AppliedJobItem>
        query={query}
        page={params.page}
        pageSize={pageSize}
        onPage={(page) => update({ page })}
        noun={['application', 'applications']}
        loadingLabel="Loading your applications..."
        emptyDescription="You have not applied for any job yet."
        itemKey={(job) => job.code}
        renderItem={(job) => (
          <JobTile
            job={job}
            detailTo={kind === 'member' ? `/member/job/detail-${job.code}` : undefined}
            action={
              <Group gap="xs">
                <StageBadge stage={job.stage} />
                {job.appliedOn !== null && <AppliedBadge appliedOn={job.appliedOn} />}
              </Group>
            }
          />
        )}
      />
    </PageFrame>
  );
}
