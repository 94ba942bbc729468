import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { EMPLOYER_MSG } from '@pp/contract/employer';
import { formatDate, formatDurationMonths, formatStipend } from '@pp/contract/format';
import { Link } from 'react-router';
import { useRouteParam } from '../../../app/route-context.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { IconUsers } from '../../../components/icons.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ApiCallError } from '../../../lib/api.ts';
import { useTrainingDetail } from '../../employer/api.ts';
import { DetailGrid, DetailItem, HtmlBlock } from '../../employer/components/detail-list.tsx';
import { TrainingDatesForm } from '../../employer/components/training-dates-form.tsx';
import { TrainingStatusAction } from '../../employer/components/training-status-action.tsx';

/**
 * /admin/training/{code}: a posted training as its employer sees it, with the admin's status
 * control (Open / Close, confirmed) and links to its applicants and to the employer.
 */
export default function AdminTrainingDetailPage() {
  const code = useRouteParam('code') ?? '';
  const query = useTrainingDetail(code);
  const notFound = query.error instanceof ApiCallError && query.error.status === 404;
  const training = query.data;
  const title = training?.title ?? 'Training Detail';

  return (
    <PageFrame
      title={title}
      description={training?.companyName}
      breadcrumbs={[
        { label: 'Dashboard', to: '/admin/dashbaord' },
        { label: 'Summary of Training(s) Posted', to: '/admin/training' },
        { label: 'Training Detail' },
      ]}
      actions={
        training ? (
          <Button
            component={Link}
            to={`/admin/training/applicant-${code}`}
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
          <Group gap="sm" align="flex-start">
            <Text size="sm" fw={600}>
              Status:
            </Text>
            <TrainingStatusAction
              trainingCode={training.code}
              title={training.title}
              status={training.status}
            />
          </Group>
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
                <DetailItem label="Applications till">{formatDate(training.trainingEndDate)}</DetailItem>
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
            <Group justify="space-between" mb="sm">
              <Title order={2} fz="h4">
                About {training.companyName}
              </Title>
            </Group>
            <HtmlBlock html={training.companyDescription} />
          </Paper>
          {training.canManage && <TrainingDatesForm training={training} />}
          <Anchor component={Link} to="/admin/training" size="sm">
            Back to the trainings summary
          </Anchor>
        </Stack>
      )}
    </PageFrame>
  );
}
