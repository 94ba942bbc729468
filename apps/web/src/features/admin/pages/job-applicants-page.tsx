import { Group, Text } from '@mantine/core';
import { exportJobApplicants, getJobDetail, listJobApplicants } from '@pp/contract/jobs';
import { type ApplicationStage, downloadJobResumes } from '@pp/contract/pipeline';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExcelButton } from '../../../components/excel-button.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ResumesButton } from '../../../components/pipeline/resumes-button.tsx';
import { useRouteParam } from '../../../hooks/route-context.ts';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { call, endpointUrl } from '../../../lib/api.ts';
import { APPLICANTS_LIMIT, ApplicantsTable } from '../components/applicants-table.tsx';

/** /admin/job/applicant-{code}: the applicants of one job. */
export default function JobApplicantsPage() {
  const code = useRouteParam('code') ?? '';
  const [page, setPage] = usePageParam();
  const [stage, setStage] = useState<ApplicationStage | undefined>(undefined);
  const job = useQuery({
    queryKey: ['admin', 'job', code],
    queryFn: () => call(getJobDetail, { params: { code } }),
    meta: { silent: true },
  });
  const applicants = useQuery({
    queryKey: ['admin', 'job-applicants', code, page, stage ?? ''],
    queryFn: () =>
      call(listJobApplicants, { query: { jobCode: code, page, limit: APPLICANTS_LIMIT, stage } }),
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
      actions={
        (applicants.data?.total ?? 0) > 0 || stage !== undefined ? (
          <Group gap="sm">
            <ExcelButton url={endpointUrl(exportJobApplicants, { query: { jobCode: code } })} />
            <ResumesButton url={endpointUrl(downloadJobResumes, { query: { jobCode: code } })} />
          </Group>
        ) : undefined
      }
      size="xl"
    >
      <ApplicantsTable
        query={applicants}
        page={page}
        onPage={setPage}
        withExperience
        kind="job"
        postingCode={code}
        stage={stage}
        onStage={(value) => {
          setStage(value);
          setPage(1);
        }}
      />
    </PageFrame>
  );
}
