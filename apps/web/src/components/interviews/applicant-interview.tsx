import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { ApplicantItem } from '@pp/contract/jobs';
import { INVITABLE_STAGES } from '../../api/interviews.ts';
import { IconCalendar } from '../icons.tsx';
import { ResponseBadge, useInterviewTime } from './interview-labels.tsx';

/**
 * Under an applicant's stage (ours): their latest interview that is not cancelled (round, time in
 * India time or that the candidate is still to pick one, and the answer), and for a shortlisted or
 * interview-stage applicant the button that invites them. Narrow, to keep the table within 1280 px.
 */
export function ApplicantInterview({
  applicant,
  onSchedule,
}: {
  applicant: Pick<ApplicantItem, 'name' | 'stage' | 'interview'>;
  onSchedule?: () => void;
}) {
  const { t } = useLingui();
  const timeText = useInterviewTime();
  const interview = applicant.interview;
  const name = applicant.name;
  const canInvite = onSchedule && INVITABLE_STAGES.includes(applicant.stage);
  if (!interview && !canInvite) return null;
  const round = interview?.roundName ?? '';
  const when = interview ? timeText(interview.startsOn) : '';
  return (
    <Stack gap={4} maw={172}>
      {interview && (
        <>
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            <Trans>
              Interview: {round}, {when}
            </Trans>
          </Text>
          <Group gap={4}>
            <ResponseBadge response={interview.response} size="sm" />
          </Group>
        </>
      )}
      {canInvite && (
        <Group gap={4}>
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconCalendar size={12} />}
            onClick={onSchedule}
            aria-label={interview ? t`Another round: ${name}` : t`Schedule interview: ${name}`}
          >
            {interview ? <Trans>Another round</Trans> : <Trans>Schedule interview</Trans>}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
