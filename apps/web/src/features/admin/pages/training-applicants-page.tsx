import { Anchor, Text } from '@mantine/core';
import { getTrainingDetail, listTrainingApplicants } from '@pp/contract/employer';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useRouteParam } from '../../../app/route-context.ts';
import { PageFrame } from '../../../components/page-frame.tsx';
import { call } from '../../../lib/api.ts';
import { usePageParam } from '../../announcements/use-page-param.ts';
import { APPLICANTS_LIMIT, ApplicantsTable } from '../components/applicants-table.tsx';

/** /admin/training/applicant-{code}: the applicants of one training (no experience or CTC). */
export default function TrainingApplicantsPage() {
  const code = useRouteParam('code') ?? '';
  const [page, setPage] = usePageParam();
  const training = useQuery({
    queryKey: ['admin', 'training', code],
    queryFn: () => call(getTrainingDetail, { params: { code } }),
    meta: { silent: true },
  });
  const applicants = useQuery({
    queryKey: ['admin', 'training-applicants', code, page],
    queryFn: () =>
      call(listTrainingApplicants, { query: { trainingCode: code, page, limit: APPLICANTS_LIMIT } }),
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
      size="xl"
    >
      <ApplicantsTable query={applicants} page={page} onPage={setPage} withExperience={false} />
    </PageFrame>
  );
}
