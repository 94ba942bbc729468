import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatDurationMonths, formatStipend } from '@pp/contract/format';
import type { TrainingItem } from '@pp/contract/trainings';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExpandableDescription } from '../../../components/postings/expandable-description.tsx';
import { Fact, FactRow } from '../../../components/postings/fact.tsx';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Month and year in India time: 'Mar 2026'. */
export function monthYear(epochSeconds: number | null): string {
  if (epochSeconds === null) return '—';
  const d = new Date((epochSeconds + 5.5 * 3600) * 1000);
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

export function trainingPlace(training: Pick<TrainingItem, 'location' | 'stateName'>) {
  return training.location.length
    ? `${training.location.join(', ')}, ${training.stateName}`
    : training.stateName;
}

/** One training in a list: place, duration, stipend, qualification, the description toggle and apply. */
export function TrainingTile({
  training,
  detailTo,
  action,
}: {
  training: TrainingItem;
  detailTo?: string;
  action?: ReactNode;
}) {
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-label={training.title}
    >
      <Stack gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {detailTo ? (
              <Anchor component={Link} to={detailTo} inherit>
                {training.title}
              </Anchor>
            ) : (
              training.title
            )}
          </Title>
          <Text size="sm" fw={500} c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {training.companyName}
          </Text>
        </div>
        <FactRow>
          <Fact label="Location">{trainingPlace(training)}</Fact>
          <Fact label="Duration">{formatDurationMonths(training.duration)}</Fact>
          <Fact label="Stipend (INR)">{formatStipend(training.stipend)}</Fact>
          <Fact label="Qualification">{training.qualification}</Fact>
          <Fact label="Trainees">{training.noOfTrainees}</Fact>
          <Fact label="Training starts">{monthYear(training.startDateTraining)}</Fact>
        </FactRow>
        {training.industry.length > 0 && (
          <Text size="sm">
            <Text span fw={600}>
              Industry:
            </Text>{' '}
            {training.industry.join(', ')}
          </Text>
        )}
        <ExpandableDescription html={training.description} />
        <Group justify="space-between" align="center" gap="sm">
          <Text size="xs" c="dimmed">
            Posted on {formatDate(training.createdOn)}
          </Text>
          {action}
        </Group>
      </Stack>
    </Paper>
  );
}
