import { Text } from '@mantine/core';
import { getJobDetail, listJobApplicants } from '@pp/contract/employer';
import { useQuery } from '@tanstack/react-query';
import { useRouteParam } from '../../../app/route-context.ts';
import { PageFrame } from '../../../components/page-frame.tsx';
import { call } from '../../../lib/api.ts';
import { usePageParam } from '../../announcements/use-page-param.ts';
import { APPLICANTS_LIMIT, ApplicantsTable } from '../components/applicants-table.tsx';

/** /admin/job/applicant-{code}: the applicants of one job. */
export default function JobApplicantsPage() {
  const code = useRouteParam('code') ?? '';
  const [page, setPage] = usePageParam();
  const job = useQuery({
    queryKey: ['admin', 'job', code],
    queryFn: () => call(getJobDetail, { params: { code } }),
    meta: { silent: true },
  });
  const applicants = useQuery({
    queryKey: ['admin', 'job-applicants', code, page],
    queryFn: () => call(listJobApplicants, { query: { jobCode: code, page, limit: APPLICANTS_LIMIT } }),
    meta: { silent: true },
  });
  return (
    <PageFrame
      title="Job Applicants"
      description={
        job.data ? (
          <Text span>
            {job.data.title} · {job.data.companyName}
          </Text>
        ) : undefined
      }
      breadcrumbs={[
        { label: 'Dashboard', to: '/admin/dashbaord' },
        { label: 'Summary of Job(s) Posted', to: '/admin/job' },
        { label: 'Job Applicants' },
      ]}
      size="xl"
    >
      <ApplicantsTable query={applicants} page={page} onPage={setPage} withExperience />
    </PageFrame>
  );
}
