import { Divider, Group, Paper, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import { formatDate, formatDurationMonths, formatStipend } from '@pp/contract/format';
import { useTrainingDetail } from '../../../api/trainings.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { Fact } from '../../../components/postings/fact.tsx';
import { useRouteParam } from '../../../hooks/route-context.ts';
import { TrainingApplyButton } from '../components/training-apply-button.tsx';
import { monthYear, trainingPlace } from '../components/training-tile.tsx';

function Html({ html }: { html: string }) {
  return (
    <Typography fz="sm">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes stored HTML */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}

/** /student/training/detail-{code}: one training in full, with Apply now. */
export default function TrainingDetailPage() {
  const code = useRouteParam('code') ?? '';
  const query = useTrainingDetail(code);
  const training = query.data;
  return (
    <PageFrame
      title={training?.title ?? 'Training Detail'}
      breadcrumbs={[
        { label: 'Home', to: '/student/dashboard' },
        { label: training?.title ?? 'Training Detail' },
      ]}
      size="md"
    >
      {query.isPending ? (
        <LoadingState label="Loading the training..." />
      ) : query.isError ? (
        <ErrorState
          title="Could not load this training"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : training ? (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="article">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
                  {training.companyName}
                </Text>
                <Text size="sm" c="dimmed">
                  Posted on {formatDate(training.createdOn)}
                </Text>
              </div>
              <TrainingApplyButton training={training} />
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
              <Fact label="Number of trainees">{training.noOfTrainees}</Fact>
              <Fact label="Stipend (INR)">{formatStipend(training.stipend)}</Fact>
              <Fact label="Location">{trainingPlace(training)}</Fact>
              <Fact label="Qualification">{training.qualification}</Fact>
              <Fact label="Duration">{formatDurationMonths(training.duration)}</Fact>
              <Fact label="Training starts">{monthYear(training.startDateTraining)}</Fact>
              <Fact label="PCS">{training.isPCS ? 'Yes' : 'No'}</Fact>
              <Fact label="Industry">{training.industry.join(', ') || '—'}</Fact>
            </SimpleGrid>
            <Fact label="Address">{training.address}</Fact>
            <Divider />
            <div>
              <Title order={2} fz="h5" mb={6}>
                Training details
              </Title>
              <Html html={training.description} />
            </div>
            {training.companyDescription && (
              <div>
                <Title order={2} fz="h5" mb={6}>
                  About the company
                </Title>
                <Html html={training.companyDescription} />
              </div>
            )}
          </Stack>
        </Paper>
      ) : null}
    </PageFrame>
  );
}
