import { Anchor, Group, Text } from '@mantine/core';
import { type ApplicationStage, downloadTrainingResumes } from '@pp/contract/pipeline';
import { exportTrainingApplicants, getTrainingDetail, listTrainingApplicants } from '@pp/contract/trainings';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ExcelButton } from '../../../components/excel-button.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ResumesButton } from '../../../components/pipeline/resumes-button.tsx';
import { useRouteParam } from '../../../hooks/route-context.ts';
import { usePageParam } from '../../../hooks/use-page-param.ts';
import { call, endpointUrl } from '../../../lib/api.ts';
import { APPLICANTS_LIMIT, ApplicantsTable } from '../components/applicants-table.tsx';

/** /admin/training/applicant-{code}: the applicants of one training (no experience or CTC). */
export default function TrainingApplicantsPage() {
  const code = useRouteParam('code') ?? '';
  const [page, setPage] = usePageParam();
  const [stage, setStage] = useState<ApplicationStage | undefined>(undefined);
  const training = useQuery({
    queryKey: ['admin', 'training', code],
    queryFn: () => call(getTrainingDetail, { params: { code } }),
    meta: { silent: true },
  });
  const applicants = useQuery({
    queryKey: ['admin', 'training-applicants', code, page, stage ?? ''],
    queryFn: () =>
      call(listTrainingApplicants, {
        query: { trainingCode: code, page, limit: APPLICANTS_LIMIT, stage },
      }),
    meta: { silent: true },
  });
  return (
    <PageFrame
      title="Training Applicants"
      description={
        training.data ? (
          <Text span>
            <Anchor component={Link} to={`/admin/training/${code}`}>
              {training.data.title}
            </Anchor>{' '}
            · {training.data.companyName}
          </Text>
        ) : undefined
      }
      breadcrumbs={[
        { label: 'Dashboard', to: '/admin/dashbaord' },
        { label: 'Summary of Training(s) Posted', to: '/admin/training' },
        { label: 'Training Applicants' },
      ]}
      actions={
        (applicants.data?.total ?? 0) > 0 || stage !== undefined ? (
          <Group gap="sm">
            <ExcelButton url={endpointUrl(exportTrainingApplicants, { query: { trainingCode: code } })} />
            <ResumesButton url={endpointUrl(downloadTrainingResumes, { query: { trainingCode: code } })} />
          </Group>
        ) : undefined
      }
      size="xl"
    >
      <ApplicantsTable
        query={applicants}
        page={page}
        onPage={setPage}
        withExperience={false}
        kind="training"
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
