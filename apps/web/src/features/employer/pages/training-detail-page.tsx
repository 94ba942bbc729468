import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatDurationMonths, formatStipend } from '@pp/contract/format';
import { EMPLOYER_MSG } from '@pp/contract/messages';
import { Link } from 'react-router';
import { useTrainingDetail } from '../../../api/corporates.ts';
import { DetailGrid, DetailItem, HtmlBlock } from '../../../components/detail-list.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { IconUsers } from '../../../components/icons.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useRouteParam } from '../../../hooks/route-context.ts';
import { ApiCallError } from '../../../lib/api.ts';
import { TrainingDatesForm } from '../components/training-dates-form.tsx';
import { TrainingStatusAction } from '../components/training-status-action.tsx';

/** Where the training detail is shown: the employer's own page or the admin's. */
interface TrainingDetailArea {
  breadcrumbs: (title: string) => { label: string; to?: string }[];
  applicantsPath: (code: string) => string;
  /** Admins always manage; an employer only its own trainings. */
  alwaysManage?: boolean;
  backLink?: { label: string; to: string };
}

const AREAS: Record<'corporate' | 'admin', TrainingDetailArea> = {
  corporate: {
    breadcrumbs: (title) => [{ label: 'Home', to: '/corporate/dashboard' }, { label: title }],
    applicantsPath: (code) => `/corporate/training/applicant-${code}`,
  },
  // The admin's status control (Open / Close, confirmed) on any employer's training.
  admin: {
    breadcrumbs: () => [
      { label: 'Dashboard', to: '/admin/dashbaord' },
      { label: 'Summary of Training(s) Posted', to: '/admin/training' },
      { label: 'Training Detail' },
    ],
    applicantsPath: (code) => `/admin/training/applicant-${code}`,
    alwaysManage: true,
    backLink: { label: 'Back to the trainings summary', to: '/admin/training' },
  },
};

/**
 * A posted training (spec 3 section 2.5 'Training detail') with its status, application dates and
 * a link to the applicants; no apply button. /corporate/training/detail-:code shows it to its
 * employer, /admin/training/{code} to admins (the route table passes `area`).
 */
function TrainingDetailScreen({ area }: { area: TrainingDetailArea }) {
  const code = useRouteParam('code') ?? '';
  const query = useTrainingDetail(code);
  const notFound = query.error instanceof ApiCallError && query.error.status === 404;
  const training = query.data;
  const title = training?.title ?? 'Training Detail';

  return (
    <PageFrame
      title={title}
      description={training?.companyName}
      breadcrumbs={area.breadcrumbs(title)}
      actions={
        training && (area.alwaysManage || training.canManage) ? (
          <Button
            component={Link}
            to={area.applicantsPath(code)}
            variant="light"
            leftSection={<IconUsers size={16} />}
          >
            Applicants ({training.applicationCount})
          </Button>
        ) : undefined
      }
    >
      {query.isPending ? (
        <LoadingState label="Loading the training..." />
      ) : query.isError || !training ? (
        <ErrorState
          title={notFound ? 'Training not found' : 'Could not load the training'}
          message={notFound ? EMPLOYER_MSG.trainingNotFound : undefined}
          error={query.error}
          onRetry={notFound ? undefined : () => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <Stack gap="lg">
          {(area.alwaysManage || training.canManage) && (
            <Group gap="sm">
              <Text size="sm">Status:</Text>
              <TrainingStatusAction
                trainingCode={training.code}
                title={training.title}
                status={training.status}
              />
            </Group>
          )}
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <DetailGrid>
              <DetailItem label="Number of trainees">{training.noOfTrainees}</DetailItem>
              <DetailItem label="Stipend">{formatStipend(training.stipend)}</DetailItem>
              <DetailItem label="Location">
                {[training.location.join(', '), training.stateName].filter(Boolean).join(', ')}
              </DetailItem>
              <DetailItem label="Qualification">{training.qualification}</DetailItem>
              <DetailItem label="Duration">{formatDurationMonths(training.duration)}</DetailItem>
              <DetailItem label="Posted on">{formatDate(training.createdOn)}</DetailItem>
              <DetailItem label="Applications from">{formatDate(training.trainingStartDate)}</DetailItem>
              {training.trainingEndDate !== null && (
                <DetailItem label="Expires on">{formatDate(training.trainingEndDate)}</DetailItem>
              )}
              {training.startDateTraining !== null && (
                <DetailItem label="Training starts">
                  {formatDate(training.startDateTraining).slice(3)}
                </DetailItem>
              )}
              <DetailItem label="PCS">{training.isPCS ? 'Yes' : 'No'}</DetailItem>
              <DetailItem label="Industry">{training.industry.join(', ')}</DetailItem>
              <DetailItem label="Address">{training.address}</DetailItem>
            </DetailGrid>
          </Paper>
          <Paper
            withBorder
            radius="md"
            p={{ base: 'sm', sm: 'lg' }}
            component="section"
            aria-label="Training detail"
          >
            <Title order={2} fz="h4" mb="sm">
              Training detail
            </Title>
            <HtmlBlock html={training.description} />
          </Paper>
          <Paper
            withBorder
            radius="md"
            p={{ base: 'sm', sm: 'lg' }}
            component="section"
            aria-label="Company description"
          >
            <Title order={2} fz="h4" mb="sm">
              About {training.companyName}
            </Title>
            <HtmlBlock html={training.companyDescription} />
          </Paper>
          {(area.alwaysManage || training.canManage) && <TrainingDatesForm training={training} />}
          {area.backLink && (
            <Anchor component={Link} to={area.backLink.to} size="sm">
              {area.backLink.label}
            </Anchor>
          )}
        </Stack>
      )}
    </PageFrame>
  );
}

export default function TrainingDetailPage({ area = 'corporate' }: { area?: 'corporate' | 'admin' }) {
  return <TrainingDetailScreen area={AREAS[area]} />;
}
