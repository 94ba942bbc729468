import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { EMPLOYER_MSG } from '@pp/contract/employer';
import { formatDate, formatDurationMonths, formatStipend } from '@pp/contract/format';
import { Link } from 'react-router';
import { useRouteParam } from '../../../app/route-context.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { IconUsers } from '../../../components/icons.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ApiCallError } from '../../../lib/api.ts';
import { useTrainingDetail } from '../api.ts';
import { DetailGrid, DetailItem, HtmlBlock } from '../components/detail-list.tsx';
import { TrainingDatesForm } from '../components/training-dates-form.tsx';
import { TrainingStatusAction } from '../components/training-status-action.tsx';

/**
 * /corporate/training/detail-:code: one of the employer's trainings (spec 3 section 2.5
 * 'Training detail'), with its status and a link to the applicants. No apply button.
 */
export default function TrainingDetailPage() {
  const code = useRouteParam('code') ?? '';
  const query = useTrainingDetail(code);
  const notFound = query.error instanceof ApiCallError && query.error.status === 404;
  const training = query.data;
  const title = training?.title ?? 'Training Detail';

  return (
    <PageFrame
      title={title}
      description={training?.companyName}
      breadcrumbs={[{ label: 'Home', to: '/corporate/dashboard' }, { label: title }]}
      actions={
        training?.canManage ? (
          <Button
            component={Link}
            to={`/corporate/training/applicant-${code}`}
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
          {training.canManage && (
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
          {training.canManage && <TrainingDatesForm training={training} />}
        </Stack>
      )}
    </PageFrame>
  );
}
